import type { Flow } from '@/schemas/flowSchema';
import styles from './FlowMap.module.css';
import { type FlowMapLayout, flowMapLayout } from './flowMapLayout';

/**
 * The drawing scales with its column but never below this share of its size, where text gets too
 * small to read (a wider flow scrolls sideways instead), nor above the other, where it gets shouty.
 */
const MIN_SCALE = 0.85;
const MAX_SCALE = 1.25;
/** Baselines of the two lines of a box (step id, then kind and path), as shares of its height. */
const ID_LINE = 0.37;
const META_LINE = 0.7;
const BOX_RADIUS = 8;
const LABEL_RADIUS = 4;

type Node = FlowMapLayout['nodes'][number];
type Edge = FlowMapLayout['edges'][number];

/** What a box says to a screen reader and in its tooltip: the drawing's arrows, in words. */
function describeStep(node: Node, leaving: Edge[]): string {
  const goes = leaving.map((e) => (e.label === undefined ? e.to : `${e.to} (${e.label})`)).join(', ');
  return [
    `${node.id}: ${node.kind} step at /${node.path}.`,
    node.first ? 'First step.' : '',
    leaving.length > 0 ? `Goes to ${goes}.` : 'Last step.',
  ]
    .filter(Boolean)
    .join(' ');
}

function pathOf(points: Edge['points']): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
}

/**
 * The flow as a graph for the draft preview: every step a box (id, kind and path), every transition an
 * arrow, branches labelled with their conditions and the default transition "otherwise". The previewed
 * step is highlighted with the arrows that leave it; with `stepHref` every box links to its step.
 */
export function FlowMap({
  flow,
  currentStepId,
  stepHref,
}: {
  flow: Flow;
  currentStepId?: string;
  stepHref?: (stepId: string) => string;
}) {
  const layout = flowMapLayout(flow);
  // Marker ids are page-wide: named after the flow, two maps of one flow share identical markers.
  const arrow = `flow-map-${flow.id}-arrow`;
  const currentArrow = `${arrow}-current`;
  const count = layout.nodes.length;
  const fromCurrent = (edge: Edge) => edge.from === currentStepId;

  return (
    <figure className={styles.map}>
      <figcaption className={styles.caption}>{`Flow map: ${count} ${count === 1 ? 'step' : 'steps'}`}</figcaption>
      {/* Focusable so a keyboard can scroll a wide map, unless its links already take the focus. */}
      <div className={styles.scroller} tabIndex={stepHref ? undefined : 0}>
        <svg
          className={styles.svg}
          width="100%"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ minWidth: `${layout.width * MIN_SCALE}px`, maxWidth: `${layout.width * MAX_SCALE}px` }}
        >
          <title>{`The steps of ${flow.id}, from the first step down`}</title>
          <defs>
            {[arrow, currentArrow].map((id) => (
              <marker
                key={id}
                id={id}
                viewBox="0 0 10 10"
                refX="10"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto"
              >
                <path
                  d="M0 0 L10 5 L0 10 Z"
                  className={id === arrow ? styles.arrowhead : `${styles.arrowhead} ${styles.arrowheadFromCurrent}`}
                />
              </marker>
            ))}
          </defs>
          {/* The arrows are told in words by each box's title; read aloud here they would make no sense. */}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> of paths and text takes no focus. */}
          <g aria-hidden="true">
            {layout.edges.map((edge, i) => (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: two transitions may join the same steps; their order is fixed.
                key={i}
                d={pathOf(edge.points)}
                className={fromCurrent(edge) ? `${styles.edge} ${styles.edgeFromCurrent}` : styles.edge}
                markerEnd={`url(#${fromCurrent(edge) ? currentArrow : arrow})`}
                data-from={edge.from}
                data-to={edge.to}
              />
            ))}
            {layout.edges.map((edge, i) =>
              edge.labelBox === undefined ? null : (
                <g
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  key={i}
                  className={fromCurrent(edge) ? `${styles.label} ${styles.labelFromCurrent}` : styles.label}
                  data-edge-label=""
                >
                  <rect {...edge.labelBox} rx={LABEL_RADIUS} />
                  <text
                    x={edge.labelBox.x + edge.labelBox.width / 2}
                    y={edge.labelBox.y + edge.labelBox.height / 2}
                    dominantBaseline="central"
                    textAnchor="middle"
                    fontSize={layout.fontSize.label}
                  >
                    {edge.label}
                  </text>
                </g>
              ),
            )}
          </g>
          {layout.nodes.map((node) => {
            const current = node.id === currentStepId;
            const classes = [
              styles.node,
              node.first && styles.first,
              node.terminal && styles.terminal,
              current && styles.current,
            ];
            const centre = node.x + node.width / 2;
            const box = (
              <g
                key={node.id}
                className={classes.filter(Boolean).join(' ')}
                data-step={node.id}
                data-current={current ? 'true' : undefined}
                aria-current={current && !stepHref ? 'step' : undefined}
              >
                <title>
                  {describeStep(
                    node,
                    layout.edges.filter((e) => e.from === node.id),
                  )}
                </title>
                <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={BOX_RADIUS} />
                <text
                  className={styles.id}
                  x={centre}
                  y={node.y + node.height * ID_LINE}
                  dominantBaseline="central"
                  textAnchor="middle"
                  fontSize={layout.fontSize.id}
                >
                  {node.id}
                </text>
                <text
                  className={styles.meta}
                  x={centre}
                  y={node.y + node.height * META_LINE}
                  dominantBaseline="central"
                  textAnchor="middle"
                  fontSize={layout.fontSize.meta}
                >
                  {`${node.kind} · /${node.path}`}
                </text>
              </g>
            );
            return stepHref ? (
              <a
                key={node.id}
                href={stepHref(node.id)}
                className={styles.link}
                aria-current={current ? 'step' : undefined}
              >
                {box}
              </a>
            ) : (
              box
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
