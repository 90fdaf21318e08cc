import { describe, expect, it } from 'vitest';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { sampleAnswers } from '@/runtime/steps/sampleAnswers';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { fixtureDefinitions } from '@/testing/fixtureDefinitions';
import { buildFlowMachine, type FlowEvent, type FlowInput, type FlowMachine, TERMINAL_TAG } from './buildFlowMachine';

const TODAY = new Date(2026, 10, 22);
const funnels = fixtureDefinitions();

/** The string literals a condition compares with, beside the variable names it reads. */
function literalsOf(condition: unknown): string[] {
  return [...JSON.stringify(condition).matchAll(/"([^"]*)"/g)]
    .map((m) => m[1] ?? '')
    .filter((l) => !/^(var|attribution\.|answers\.|funnel\.condition$|locale$)/.test(l) && !/^[=!<>]+$|^in$/.test(l));
}

/**
 * The visitors to explore a funnel with: as the funnel itself sets them up, with no condition and no
 * attribution, and with each value the flow's conditions compare the funnel condition and the
 * attribution against.
 */
function visitorsOf(funnel: Funnel, flow: Flow): FlowInput[] {
  const locale = funnel.locales[0] ?? 'en';
  const visitors: FlowInput[] = [{ locale, funnelCondition: funnel.condition }, { locale }];
  for (const branch of flow.steps.flatMap((s) => s.branches ?? [])) {
    const text = JSON.stringify(branch.when);
    const literals = literalsOf(branch.when);
    if (text.includes('"funnel.condition"')) for (const l of literals) visitors.push({ locale, funnelCondition: l });
    for (const name of text.match(/attribution\.\w+/g) ?? [])
      for (const l of literals) visitors.push({ locale, attribution: { [name.slice('attribution.'.length)]: l } });
  }
  return visitors;
}

/**
 * Model-based tests on every fixture flow: the flow machine is explored with every answer a visitor
 * could give (one per option). Two visits are the same state when they are on the same step with the
 * same answers to the questions conditions read, and the step's own question equally open or answered.
 */
describe.each(funnels.map((d) => [d.funnel.slug, d] as const))('flow of %s', (_, { funnel, flow }) => {
  const machine = buildFlowMachine(flow, { today: TODAY });
  const readKeys = [
    ...new Set(
      flow.steps.flatMap((s) => s.branches ?? []).flatMap((b) => JSON.stringify(b.when).match(/answers\.\w+/g) ?? []),
    ),
  ].map((v) => v.slice('answers.'.length));
  const stepsById = new Map(flow.steps.map((s) => [s.id, s]));
  const serialize = (snapshot: SnapshotFrom<FlowMachine>): string => {
    const key = stepsById.get(String(snapshot.value))?.answer?.key;
    const own = key === undefined || snapshot.context.answers[key] === undefined ? 'open' : 'answered';
    return `${String(snapshot.value)}|${JSON.stringify(readKeys.map((k) => snapshot.context.answers[k] ?? null))}|${own}`;
  };
  // xstate/graph types logic that emits nothing of its own: the flow's happenings are beside the point here.
  const logic = machine as unknown as ActorLogic<SnapshotFrom<FlowMachine>, FlowEvent, FlowInput>;
  const modelFor = (input: FlowInput) =>
    getAdjacencyMap(logic, {
      input,
      events: (snapshot): FlowEvent[] => {
        const step = stepsById.get(String(snapshot.value));
        if (step === undefined) return [];
        // A visitor answers an open question once here; changing an answer is the machine tests' business.
        const open = step.answer === undefined || snapshot.context.answers[step.answer.key] === undefined;
        const answers = open ? sampleAnswers(step, TODAY).map((value): FlowEvent => ({ type: 'ANSWER', value })) : [];
        return [...answers, { type: 'NEXT' }];
      },
      serializeState: serialize,
    });
  const explorations = visitorsOf(funnel, flow).map((input) => {
    type Adjacency = {
      state: SnapshotFrom<FlowMachine>;
      transitions: Record<string, { state: SnapshotFrom<FlowMachine> }>;
    };
    return new Map(Object.entries(modelFor(input)) as [string, Adjacency][]);
  });

  it('reaches a terminal step from every state a visitor can be in', () => {
    for (const map of explorations) {
      const canEnd = new Set([...map].filter(([, v]) => v.state.hasTag(TERMINAL_TAG)).map(([key]) => key));
      for (let grew = true; grew; ) {
        grew = false;
        for (const [key, value] of map) {
          if (canEnd.has(key) || !Object.values(value.transitions).some((t) => canEnd.has(serialize(t.state))))
            continue;
          canEnd.add(key);
          grew = true;
        }
      }
      expect([...map.keys()].filter((key) => !canEnd.has(key))).toEqual([]);
      expect(canEnd.size).toBeGreaterThan(0);
    }
  });

  it('visits every step on some way through', () => {
    const visited = new Set(explorations.flatMap((map) => [...map.values()].map((v) => String(v.state.value))));
    expect(flow.steps.map((s) => s.id).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('takes every branch on some way through', () => {
    const taken = new Set(
      explorations.flatMap((map) =>
        [...map.values()].flatMap((v) =>
          Object.values(v.transitions).map((t) => `${String(v.state.value)}->${String(t.state.value)}`),
        ),
      ),
    );
    const branches = flow.steps.flatMap((s) => (s.branches ?? []).map((b) => `${s.id}->${b.to}`));
    expect(branches.filter((b) => !taken.has(b))).toEqual([]);
  });
});
