import { flowGraph } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';

/**
 * For each step, how many steps the longest way from it to an end still has (the step itself
 * included). Valid flows are acyclic, so this is well defined.
 */
export function longestRemaining(flow: Flow): Map<string, number> {
  const graph = flowGraph(flow);
  const memo = new Map<string, number>();
  const visit = (id: string, onStack: Set<string>): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (onStack.has(id)) return 1; // a cycle only exists in an invalid flow; stop rather than loop
    onStack.add(id);
    const next = (graph.edges.get(id) ?? []).filter((e) => graph.steps.has(e.to)).map((e) => visit(e.to, onStack));
    onStack.delete(id);
    const length = 1 + Math.max(0, ...next);
    memo.set(id, length);
    return length;
  };
  for (const step of flow.steps) visit(step.id, new Set());
  return memo;
}

/**
 * The share of the way done, 0 to 1: steps passed over steps passed plus the longest way still ahead.
 * Counting steps left along the longest remaining path means progress never runs backwards when a
 * branch turns out shorter, and reaches 1 exactly at the end, whichever branches were taken.
 */
export function flowProgress(remaining: Map<string, number>, path: readonly string[]): number {
  const current = path.at(-1);
  if (current === undefined) return 0;
  const ahead = (remaining.get(current) ?? 1) - 1;
  const passed = path.length - 1;
  return passed + ahead === 0 ? 1 : passed / (passed + ahead);
}
