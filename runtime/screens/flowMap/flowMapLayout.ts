import { type LabelledTransition, labelledTransitions } from '@/runtime/flow/labelledTransitions';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';

type Point = [x: number, y: number];
type Box = { x: number; y: number; width: number; height: number };

/** The flow drawn as a graph, in SVG user units; boxes are given by their top-left corner and size. */
export type FlowMapLayout = {
  width: number;
  height: number;
  /** The font sizes text widths were estimated with: the drawing must use them for the text to fit. */
  fontSize: { id: number; meta: number; label: number };
  nodes: {
    id: string;
    kind: Step['kind'];
    path: string;
    /** The row of the step: its longest distance from the first step, which alone is on layer 0. */
    layer: number;
    x: number;
    y: number;
    width: number;
    height: number;
    first: boolean;
    /** No transition leaves the step: the visitor's journey ends there. */
    terminal: boolean;
  }[];
  edges: {
    from: string;
    to: string;
    label?: string;
    /** Where the label goes: its centre lies on the edge. */
    labelBox?: Box;
    /** The polyline of the arrow, from the bottom centre of the source to the top centre of the target. */
    points: Point[];
  }[];
};

const ID_FONT_SIZE = 13;
const META_FONT_SIZE = 11;
const LABEL_FONT_SIZE = 11;
/** Average glyph width of the sans-serif UI font, in em, on the generous side so that text fits its box. */
const CHAR_WIDTH_EM = 0.6;

/** Boxes are at least this wide, and wider when their text needs it. */
const NODE_MIN_WIDTH = 180;
const NODE_HEIGHT = 52;
const NODE_PADDING_X = 12;
const LABEL_HEIGHT = 18;
const LABEL_PADDING_X = 6;
/** Vertical space between two rows of boxes; edge labels sit in the middle of it. */
const LAYER_GAP = 64;
/** The least horizontal space between two things side by side: boxes, labels, edges passing by. */
const COLUMN_GAP = 24;
/** Edges leave and enter boxes vertically for this length, so arrowheads point straight into the box. */
const EDGE_STUB = 10;
/** How far a step that leads to itself (never in a valid flow) draws its loop right of its box. */
const SELF_LOOP = 24;
const MARGIN = 12;
/** Crossing reduction passes over the rows: down, up, down. */
const ORDER_SWEEPS = 3;

/**
 * A slot in a row of the drawing. Rows alternate: even row 2k holds the boxes of layer k, odd rows the
 * gaps between layers. An edge gets a pass slot in every row between its ends, so that it is routed
 * beside the boxes of the layers it skips instead of through them; in the gap below its source the pass
 * slot is as wide as its label, so labels take room like boxes do and never cover each other.
 */
type Slot = {
  width: number;
  /** Slots next to this one along edges, in the row above and the row below. */
  up: Slot[];
  down: Slot[];
  /** Smallest index of the edges entering the slot: keeps branches in order, left to right. */
  rank: number;
  x: number;
};

function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * CHAR_WIDTH_EM);
}

function labelWidth(label: string): number {
  return textWidth(label, LABEL_FONT_SIZE) + 2 * LABEL_PADDING_X;
}

function nodeWidth(step: Step): number {
  const text = Math.max(textWidth(step.id, ID_FONT_SIZE), textWidth(`${step.kind} · /${step.path}`, META_FONT_SIZE));
  return Math.max(NODE_MIN_WIDTH, text + 2 * NODE_PADDING_X);
}

/**
 * Depth first from the first step, then from the steps it does not reach: an edge to a step still on
 * the stack closes a cycle (a back edge); the reverse finishing order sorts the rest topologically.
 */
function depthFirst(
  ids: string[],
  firstStep: string,
  edges: LabelledTransition[],
): { back: Set<number>; topological: string[] } {
  const leaving = new Map<string, number[]>(ids.map((id) => [id, []]));
  edges.forEach((edge, i) => {
    leaving.get(edge.from)?.push(i);
  });
  const back = new Set<number>();
  const state = new Map<string, 'open' | 'done'>();
  const finished: string[] = [];
  const visit = (id: string): void => {
    state.set(id, 'open');
    for (const e of leaving.get(id) ?? []) {
      const to = edges[e]?.to ?? id;
      if (state.get(to) === 'open') back.add(e);
      else if (!state.has(to)) visit(to);
    }
    state.set(id, 'done');
    finished.push(id);
  };
  for (const id of [firstStep, ...ids]) if (leaving.has(id) && !state.has(id)) visit(id);
  return { back, topological: finished.reverse() };
}

/**
 * Longest path layering over the forward edges. Steps nothing leads to, other than the first step
 * (unreachable ones, never in a valid flow), start on layer 1 so the first step alone is on top.
 */
function longestPathLayers(
  topological: string[],
  firstStep: string,
  forward: LabelledTransition[],
): Map<string, number> {
  const layer = new Map<string, number>();
  const preds = new Map<string, string[]>();
  for (const edge of forward) preds.set(edge.to, [...(preds.get(edge.to) ?? []), edge.from]);
  const root = topological.includes(firstStep) ? 1 : 0;
  for (const id of topological) {
    const from = preds.get(id) ?? [];
    layer.set(
      id,
      from.length > 0 ? Math.max(...from.map((p) => (layer.get(p) ?? 0) + 1)) : id === firstStep ? 0 : root,
    );
  }
  return layer;
}

/**
 * Crossing reduction: sorts each row by the average position of its neighbours in the row before (above
 * on the way down, below on the way up), ties broken by edge order.
 */
function orderRows(rows: Slot[][]): void {
  const position = new Map<Slot, number>();
  for (const row of rows) {
    row.forEach((slot, i) => {
      position.set(slot, i);
    });
  }
  for (let sweep = 0; sweep < ORDER_SWEEPS; sweep++) {
    const down = sweep % 2 === 0;
    for (const row of down ? rows : rows.toReversed()) {
      const key = new Map(
        row.map((slot) => {
          const neighbours = down ? slot.up : slot.down;
          const average = neighbours.reduce((sum, n) => sum + (position.get(n) ?? 0), 0) / neighbours.length;
          return [slot, neighbours.length > 0 ? average : (position.get(slot) ?? 0)];
        }),
      );
      row.sort((a, b) => (key.get(a) ?? 0) - (key.get(b) ?? 0) || a.rank - b.rank);
      row.forEach((slot, i) => {
        position.set(slot, i);
      });
    }
  }
}

/**
 * Horizontal placement, row by row from the top: each slot wants the average x of its neighbours above.
 * Packing the row left to right, and right to left, gives two placements without overlap that keep the
 * order; their average keeps both properties and is centred on what the slots want.
 */
function placeRows(rows: Slot[][]): void {
  for (const row of rows) {
    const wanted: number[] = [];
    row.forEach((slot, i) => {
      const fallback = wanted[i - 1] ?? 0;
      wanted.push(slot.up.length > 0 ? slot.up.reduce((sum, n) => sum + n.x, 0) / slot.up.length : fallback);
    });
    const space = (a: Slot | undefined, b: Slot | undefined) => ((a?.width ?? 0) + (b?.width ?? 0)) / 2 + COLUMN_GAP;
    const left: number[] = [];
    const right: number[] = [];
    for (let i = 0; i < row.length; i++) {
      left[i] = Math.max(wanted[i] ?? 0, (left[i - 1] ?? Number.NEGATIVE_INFINITY) + space(row[i - 1], row[i]));
    }
    for (let i = row.length - 1; i >= 0; i--) {
      right[i] = Math.min(wanted[i] ?? 0, (right[i + 1] ?? Number.POSITIVE_INFINITY) - space(row[i], row[i + 1]));
    }
    row.forEach((slot, i) => {
      // Whole units keep the arithmetic on the drawing exact.
      slot.x = Math.round(((left[i] ?? 0) + (right[i] ?? 0)) / 2);
    });
  }
}

/** The top of a row: rows of boxes and gaps alternate. */
function rowTop(row: number): number {
  return Math.floor(row / 2) * (NODE_HEIGHT + LAYER_GAP) + (row % 2) * NODE_HEIGHT;
}

/**
 * Lays the flow out as a layered graph, top to bottom (Sugiyama style, kept small): a step's layer is
 * its longest distance from the first step; edges spanning several layers pass through slots in the rows
 * between; each row is ordered by the average position of its neighbours, then each slot placed at the
 * average x of its neighbours above, pushed apart as little as needed. An edge that would go up (a cycle,
 * never in a valid flow) is laid out downwards and its points reversed.
 */
export function flowMapLayout(flow: Flow): FlowMapLayout {
  // Steps by id; a repeated id (never in a valid flow) is drawn once, as its first step.
  const stepOf = new Map<string, Step>();
  for (const step of flow.steps) if (!stepOf.has(step.id)) stepOf.set(step.id, step);
  const ids = [...stepOf.keys()];
  // Edges to steps that do not exist (never in a valid flow) cannot be drawn.
  const edges: LabelledTransition[] = labelledTransitions(flow).filter((edge) => stepOf.has(edge.to));

  const { back, topological } = depthFirst(ids, flow.firstStep, edges);
  const layers = longestPathLayers(
    topological,
    flow.firstStep,
    edges.filter((_, e) => !back.has(e)),
  );
  const layerOf = (id: string) => layers.get(id) ?? 0;
  // Each edge laid out downwards: from its upper end to its lower one.
  const ends = edges.map((edge, e) =>
    back.has(e) ? { top: edge.to, bottom: edge.from } : { top: edge.from, bottom: edge.to },
  );

  const rows: Slot[][] = Array.from({ length: 2 * Math.max(0, ...ids.map(layerOf)) + 1 }, () => []);
  const boxes = new Map<string, Slot>();
  for (const [id, step] of stepOf) {
    const box: Slot = { width: nodeWidth(step), up: [], down: [], rank: Number.POSITIVE_INFINITY, x: 0 };
    boxes.set(id, box);
    rows[2 * layerOf(id)]?.push(box);
  }
  const passes = edges.map((edge, e) => {
    const { top, bottom } = ends[e] as { top: string; bottom: string };
    const chain: Slot[] = [];
    if (top === bottom) return chain;
    // The label sits in the gap next to the step the edge leaves.
    const labelRow = back.has(e) ? 2 * layerOf(bottom) - 1 : 2 * layerOf(top) + 1;
    let above = boxes.get(top) as Slot;
    for (let row = 2 * layerOf(top) + 1; row < 2 * layerOf(bottom); row++) {
      const width = row === labelRow && edge.label !== undefined ? labelWidth(edge.label) : 0;
      const pass: Slot = { width, up: [above], down: [], rank: e, x: 0 };
      above.down.push(pass);
      rows[row]?.push(pass);
      chain.push(pass);
      above = pass;
    }
    const below = boxes.get(bottom) as Slot;
    above.down.push(below);
    below.up.push(above);
    below.rank = Math.min(below.rank, e);
    return chain;
  });
  orderRows(rows);
  placeRows(rows);

  const nodes = [...stepOf].map(([id, step]) => {
    const box = boxes.get(id) as Slot;
    return {
      id,
      kind: step.kind,
      path: step.path,
      layer: layerOf(id),
      x: box.x - box.width / 2,
      y: rowTop(2 * layerOf(id)),
      width: box.width,
      height: NODE_HEIGHT,
      first: id === flow.firstStep,
      terminal: !edges.some((edge) => edge.from === id),
    };
  });

  const placed = edges.map((edge, e) => {
    const { top, bottom } = ends[e] as { top: string; bottom: string };
    const upper = boxes.get(top) as Slot;
    const lower = boxes.get(bottom) as Slot;
    const topY = rowTop(2 * layerOf(top));
    let points: Point[];
    let labelAt: Point;
    if (top === bottom) {
      // A loop right of the box, out through the label.
      const right = upper.x + upper.width / 2;
      labelAt = [right + SELF_LOOP + (edge.label ? labelWidth(edge.label) / 2 : 0), topY + NODE_HEIGHT / 2];
      points = [[right, topY + (3 * NODE_HEIGHT) / 4], labelAt, [right, topY + NODE_HEIGHT / 4]];
    } else {
      const bottomY = rowTop(2 * layerOf(bottom));
      points = [
        [upper.x, topY + NODE_HEIGHT],
        [upper.x, topY + NODE_HEIGHT + EDGE_STUB],
      ];
      labelAt = [upper.x, topY + NODE_HEIGHT + LAYER_GAP / 2];
      (passes[e] ?? []).forEach((pass, i) => {
        const row = 2 * layerOf(top) + 1 + i;
        // Through a gap by its middle, where the label is; past a row of boxes straight down.
        if (row % 2 === 1) points.push([pass.x, rowTop(row) + LAYER_GAP / 2]);
        else points.push([pass.x, rowTop(row)], [pass.x, rowTop(row) + NODE_HEIGHT]);
        if (pass.width > 0) labelAt = [pass.x, rowTop(row) + LAYER_GAP / 2];
      });
      points.push([lower.x, bottomY - EDGE_STUB], [lower.x, bottomY]);
      if (back.has(e)) points.reverse();
    }
    const labelBox =
      edge.label === undefined
        ? undefined
        : {
            x: labelAt[0] - labelWidth(edge.label) / 2,
            y: labelAt[1] - LABEL_HEIGHT / 2,
            width: labelWidth(edge.label),
            height: LABEL_HEIGHT,
          };
    return { ...edge, points, labelBox };
  });

  // Move everything right of the margin and size the drawing to what it holds.
  const xs = [
    ...nodes.flatMap((n) => [n.x, n.x + n.width]),
    ...placed.flatMap((e) => [
      ...e.points.map(([x]) => x),
      ...(e.labelBox ? [e.labelBox.x, e.labelBox.x + e.labelBox.width] : []),
    ]),
  ];
  const dx = MARGIN - Math.min(...xs);
  const dy = MARGIN;
  return {
    width: Math.ceil(Math.max(...xs) + dx + MARGIN),
    height: Math.max(...nodes.map((n) => n.y + n.height)) + dy + MARGIN,
    fontSize: { id: ID_FONT_SIZE, meta: META_FONT_SIZE, label: LABEL_FONT_SIZE },
    nodes: nodes.map((n) => ({ ...n, x: n.x + dx, y: n.y + dy })),
    edges: placed.map(({ labelBox, ...e }) => ({
      ...e,
      points: e.points.map(([x, y]): Point => [x + dx, y + dy]),
      ...(labelBox && { labelBox: { ...labelBox, x: labelBox.x + dx, y: labelBox.y + dy } }),
    })),
  };
}
