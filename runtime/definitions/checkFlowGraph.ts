import { dominators, flowGraph, reachableSteps } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import { STEP_KINDS, type StepKind } from '@/schemas/stepKinds';
import type { DefinitionError } from './definitionError';
import { withArticle } from './withArticle';

/** Kinds a flow may end on: screens that neither ask, sell a plan, nor promise something next. */
export const FINAL_STEP_KINDS: readonly StepKind[] = [
  'info',
  'matching',
  'overview',
  'talkWithExpert',
  'askOnboarding',
  'credits',
  'unlimitedReadings',
  'trialCredits',
  'upsells',
  'ecomUpsell',
  'cancelDone',
];

/**
 * Every step is reachable, the flow has no cycle, it ends only on a final kind of screen, every path
 * to a step that sells passes a required email step first, and every payment form knows its plans.
 */
export function checkFlowGraph(flow: Flow): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const graph = flowGraph(flow);
  const reachable = new Set(reachableSteps(graph, flow.firstStep));
  if (reachable.size === 0) return errors;

  flow.steps.forEach((step, i) => {
    if (!reachable.has(step.id))
      errors.push({
        pointer: `/steps/${i}`,
        rule: 'unreachable-step',
        message: `no path from the first step leads to "${step.id}"`,
      });
    const leaves = (graph.edges.get(step.id) ?? []).length === 0;
    if (leaves && !FINAL_STEP_KINDS.includes(step.kind))
      errors.push({
        pointer: `/steps/${i}`,
        rule: 'dead-end',
        message: `the flow cannot end on ${withArticle(step.kind)} step: give it a next step`,
      });
  });

  // Depth-first search for a transition back to a step still on the stack.
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): void => {
    state.set(id, 'open');
    for (const edge of graph.edges.get(id) ?? []) {
      if (!graph.steps.has(edge.to) || edge.to === id) continue;
      const s = state.get(edge.to);
      if (s === 'open')
        errors.push({ pointer: edge.pointer, rule: 'cycle', message: `going to "${edge.to}" here makes a loop` });
      else if (s === undefined) visit(edge.to);
    }
    state.set(id, 'done');
  };
  visit(flow.firstStep);

  const dom = dominators(graph, flow.firstStep);
  for (const id of reachable) {
    const entry = graph.steps.get(id);
    if (entry === undefined || !('sells' in STEP_KINDS[entry.step.kind])) continue;
    const passed = [...(dom.get(id) ?? [])].map((d) => graph.steps.get(d)?.step);
    // An optional email can be skipped, so only a required one protects the paywall.
    const emailFirst = passed.some((s) => s?.kind === 'email' && !s.answer?.optional);
    if ('charges' in STEP_KINDS[entry.step.kind] && !passed.some((s) => s?.content.plans !== undefined))
      errors.push({
        pointer: `/steps/${entry.index}/content/plans`,
        rule: 'payment-without-plan',
        message: `"${id}" takes payment, but no step on the way to it offers plans: list them here or on an earlier plan choice`,
      });
    if (!emailFirst)
      errors.push({
        pointer: `/steps/${entry.index}`,
        rule: 'email-before-paywall',
        message: `a visitor can reach "${id}" without giving an email: put an email step on every path before it`,
      });
  }
  return errors;
}
