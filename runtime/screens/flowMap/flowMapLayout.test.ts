import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCondition } from '@/runtime/flow/describeCondition';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import { stepEdges } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';
import { type FlowMapLayout, flowMapLayout } from './flowMapLayout';

const FIXTURES = 'fixtures/funnels';
const fixtureFlows: [string, Flow][] = readdirSync(FIXTURES)
  .filter((name) => readdirSync(join(FIXTURES, name)).includes('flow.json'))
  .map((name) => [name, JSON.parse(readFileSync(join(FIXTURES, name, 'flow.json'), 'utf8')) as Flow]);

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function onPolyline([x, y]: [number, number], points: [number, number][]): boolean {
  return points.slice(1).some(([x2, y2], i) => {
    const [x1, y1] = points[i] as [number, number];
    const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    const within = Math.min(x1, x2) <= x && x <= Math.max(x1, x2) && Math.min(y1, y2) <= y && y <= Math.max(y1, y2);
    return Math.abs(cross) < 1e-6 && within;
  });
}

function node(layout: FlowMapLayout, id: string): FlowMapLayout['nodes'][number] {
  const found = layout.nodes.find((n) => n.id === id);
  if (found === undefined) throw new Error(`no node ${id}`);
  return found;
}

/** A step of a hand-written flow: only the transitions matter here. */
function step(id: string, next?: string, branchesTo: string[] = []): Step {
  return {
    id,
    path: id,
    kind: 'loading',
    content: {},
    ...(next ? { next } : {}),
    ...(branchesTo.length > 0
      ? { branches: branchesTo.map((to) => ({ when: { '==': [{ var: 'answers.choice' }, to] }, to })) }
      : {}),
  };
}

function flowOf(steps: Step[], firstStep = steps[0]?.id ?? ''): Flow {
  return { contract: CURRENT_CONTRACT, id: 'hand-written', version: 1, locales: ['en'], firstStep, steps };
}

describe('flowMapLayout on the fixture flows', () => {
  it('finds fixture flows', () => {
    expect(fixtureFlows.length).toBeGreaterThan(10);
  });

  describe.each(fixtureFlows)('%s', (_, flow) => {
    const layout = flowMapLayout(flow);

    it('draws every step as one box', () => {
      expect(layout.nodes.map((n) => n.id)).toEqual(flow.steps.map((s) => s.id));
      for (const s of flow.steps) expect(node(layout, s.id)).toMatchObject({ kind: s.kind, path: s.path });
    });

    it('draws every transition as one arrow, labelled like the flow diagram', () => {
      const expected = flow.steps.flatMap((s, i) =>
        stepEdges(s, i).map((edge) => ({
          from: edge.from,
          to: edge.to,
          label: edge.condition ? describeCondition(edge.condition) : s.branches ? 'otherwise' : undefined,
        })),
      );
      expect(layout.edges.map(({ from, to, label }) => ({ from, to, label }))).toEqual(expected);
    });

    it('puts the first step alone on top and marks the last steps', () => {
      const first = node(layout, flow.firstStep);
      expect(first).toMatchObject({ first: true, layer: 0 });
      for (const n of layout.nodes.filter((n) => n.id !== flow.firstStep)) {
        expect(n.first).toBe(false);
        expect(n.y).toBeGreaterThan(first.y + first.height);
      }
      for (const n of layout.nodes) expect(n.terminal).toBe(!layout.edges.some((e) => e.from === n.id));
    });

    it('keeps boxes and labels apart, inside the drawing', () => {
      const boxes: Box[] = [...layout.nodes, ...layout.edges.flatMap((e) => (e.labelBox ? [e.labelBox] : []))];
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.y).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
        expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
      });
    });

    it('draws every arrow downwards, from the bottom centre of its source to the top centre of its target', () => {
      for (const edge of layout.edges) {
        const from = node(layout, edge.from);
        const to = node(layout, edge.to);
        expect(to.layer).toBeGreaterThan(from.layer);
        expect(edge.points[0]).toEqual([from.x + from.width / 2, from.y + from.height]);
        expect(edge.points.at(-1)).toEqual([to.x + to.width / 2, to.y]);
        edge.points.slice(1).forEach(([, y], i) => {
          expect(y).toBeGreaterThanOrEqual(edge.points[i]?.[1] ?? 0);
        });
      }
    });

    it('routes arrows around the boxes they do not join', () => {
      for (const edge of layout.edges) {
        const others = layout.nodes.filter((n) => n.id !== edge.from && n.id !== edge.to);
        edge.points.slice(1).forEach(([x2, y2], i) => {
          const [x1, y1] = edge.points[i] as [number, number];
          // Segments are either vertical or inside the gaps between rows, so their bounding box tells.
          const segment = {
            x: Math.min(x1, x2),
            y: Math.min(y1, y2),
            width: Math.abs(x2 - x1),
            height: Math.abs(y2 - y1),
          };
          for (const n of others) expect(overlap(segment, n), `${edge.from}->${edge.to} crosses ${n.id}`).toBe(false);
        });
      }
    });

    it('anchors each label on its arrow', () => {
      for (const edge of layout.edges.filter((e) => e.label !== undefined)) {
        const box = edge.labelBox as Box;
        expect(onPolyline([box.x + box.width / 2, box.y + box.height / 2], edge.points)).toBe(true);
      }
    });

    it('is deterministic', () => {
      expect(flowMapLayout(structuredClone(flow))).toEqual(layout);
    });
  });
});

describe('flowMapLayout on a hand-written flow', () => {
  // start branches past the questions to "skip"; "skip" branches past "tail" to "end".
  const flow = flowOf([
    step('start', 'q1', ['skip']),
    step('q1', 'q2'),
    step('q2', 'skip'),
    step('skip', 'tail', ['end']),
    step('tail', 'end'),
    step('end'),
  ]);
  const layout = flowMapLayout(flow);

  it.each([
    ['start', 0],
    ['q1', 1],
    ['q2', 2],
    ['skip', 3],
    ['tail', 4],
    ['end', 5],
  ])('puts %s on layer %i, its longest distance from the first step', (id, layer) => {
    expect(node(layout, id).layer).toBe(layer);
  });

  it('labels branches with their conditions and the default transition "otherwise"', () => {
    expect(layout.edges.map((e) => [e.from, e.to, e.label])).toEqual([
      ['start', 'skip', 'answers.choice = "skip"'],
      ['start', 'q1', 'otherwise'],
      ['q1', 'q2', undefined],
      ['q2', 'skip', undefined],
      ['skip', 'end', 'answers.choice = "end"'],
      ['skip', 'tail', 'otherwise'],
      ['tail', 'end', undefined],
    ]);
  });

  it('places the branches left of the default transition, in order', () => {
    const left = (from: string, to: string) => {
      const edge = layout.edges.find((e) => e.from === from && e.to === to);
      return (edge?.labelBox?.x ?? 0) + (edge?.labelBox?.width ?? 0) / 2;
    };
    expect(left('start', 'skip')).toBeLessThan(left('start', 'q1'));
    expect(left('skip', 'end')).toBeLessThan(left('skip', 'tail'));
  });

  it('marks only the last step terminal', () => {
    expect(layout.nodes.filter((n) => n.terminal).map((n) => n.id)).toEqual(['end']);
  });

  it('still places steps no transition reaches, below the first step', () => {
    const withStray = flowMapLayout(flowOf([step('start', 'end'), step('stray', 'end'), step('end')]));
    expect(withStray.nodes.map((n) => [n.id, n.layer])).toEqual([
      ['start', 0],
      ['stray', 1],
      ['end', 2],
    ]);
    const [a, b] = withStray.nodes.filter((n) => n.layer !== 2);
    expect(overlap(a as Box, b as Box)).toBe(false);
  });

  it('survives a cycle, drawing the edge that closes it upwards', () => {
    const cyclic = flowMapLayout(flowOf([step('a', 'b'), step('b', 'c', ['a']), step('c', 'c')]));
    expect(cyclic.nodes.map((n) => [n.id, n.layer])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(cyclic.edges.map((e) => [e.from, e.to])).toEqual([
      ['a', 'b'],
      ['b', 'a'],
      ['b', 'c'],
      ['c', 'c'],
    ]);
    const up = cyclic.edges[1];
    const [a, b] = [node(cyclic, 'a'), node(cyclic, 'b')];
    expect(up?.points[0]).toEqual([b.x + b.width / 2, b.y]);
    expect(up?.points.at(-1)).toEqual([a.x + a.width / 2, a.y + a.height]);
  });
});
