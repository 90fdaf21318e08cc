import type { Flow } from './flowSchema';
import type { Step } from './stepSchema';

/** A transition of a flow: from a step to a target, with the JSON pointer of the field that declares it. */
export type FlowEdge = { from: string; to: string; pointer: string; condition?: Record<string, unknown> };

/** Every transition of a step, branches first (in order) then the default `next`. */
export function stepEdges(step: Step, stepIndex: number): FlowEdge[] {
  const edges: FlowEdge[] = (step.branches ?? []).map((branch, i) => ({
    from: step.id,
    to: branch.to,
    pointer: `/steps/${stepIndex}/branches/${i}/to`,
    condition: branch.when,
  }));
  if (step.next !== undefined) edges.push({ from: step.id, to: step.next, pointer: `/steps/${stepIndex}/next` });
  return edges;
}

/** The flow as a graph: steps by id and the edges that leave each. Unknown targets are kept as edges. */
export type FlowGraph = { steps: Map<string, { step: Step; index: number }>; edges: Map<string, FlowEdge[]> };

export function flowGraph(flow: Flow): FlowGraph {
  const steps = new Map<string, { step: Step; index: number }>();
  const edges = new Map<string, FlowEdge[]>();
  flow.steps.forEach((step, index) => {
    if (!steps.has(step.id)) steps.set(step.id, { step, index });
    edges.set(step.id, [...(edges.get(step.id) ?? []), ...stepEdges(step, index)]);
  });
  return { steps, edges };
}

/** Ids of the steps reachable from the first step, in breadth-first order. */
export function reachableSteps(graph: FlowGraph, firstStep: string): string[] {
  if (!graph.steps.has(firstStep)) return [];
  const seen = new Set([firstStep]);
  const queue = [firstStep];
  for (let i = 0; i < queue.length; i++) {
    for (const edge of graph.edges.get(queue[i] as string) ?? []) {
      if (graph.steps.has(edge.to) && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return queue;
}

/**
 * For each reachable step, the steps every path from the first step passes through to get there
 * (its dominators, itself included). An answer is surely known at a step only if a dominator collects it.
 */
export function dominators(graph: FlowGraph, firstStep: string): Map<string, Set<string>> {
  const order = reachableSteps(graph, firstStep);
  const preds = new Map<string, string[]>(order.map((id) => [id, []]));
  for (const id of order) {
    for (const edge of graph.edges.get(id) ?? []) preds.get(edge.to)?.push(id);
  }
  const all = new Set(order);
  const dom = new Map<string, Set<string>>(order.map((id) => [id, id === firstStep ? new Set([id]) : new Set(all)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of order) {
      if (id === firstStep) continue;
      const next = new Set(all);
      for (const p of preds.get(id) ?? []) {
        const pd = dom.get(p) ?? new Set<string>();
        for (const d of next) if (!pd.has(d)) next.delete(d);
      }
      next.add(id);
      if (next.size !== dom.get(id)?.size) {
        dom.set(id, next);
        changed = true;
      }
    }
  }
  return dom;
}
