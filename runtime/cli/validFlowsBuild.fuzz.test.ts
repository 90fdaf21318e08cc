import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { validateFlow, validateFunnel } from '@/runtime/definitions/validateDefinition';
import { type ResolvedPair, validateDocumentSet } from '@/runtime/definitions/validateDocumentSet';
import { buildFlowMachine } from '@/runtime/flow/buildFlowMachine';
import { sampleAnswers } from '@/runtime/steps/sampleAnswers';
import { stepKindRule } from '@/schemas/stepKinds';
import { fixtureDocuments } from '@/testing/fixtureDocuments';
import { fuzzParameters, fuzzRuns, fuzzTimeout } from '@/testing/fuzzRuns';
import { mutateDocument, mutationsArbitrary } from '@/testing/mutateDocument';

/**
 * Bad input on its way to the flow machine builder (issue 16): a fixture funnel and its flow, broken in one to four
 * places, validated as a publish or the fixture catalogue does (validateDocumentSet, then only pairs without an error
 * are served). A pair that passes is of documents each valid alone, and its flow builds a machine that starts on the
 * first step and walks with a visitor's answers without throwing; a document refused alone never yields such a pair.
 */
const RUNS = fuzzRuns();
const TIMEOUT = fuzzTimeout(RUNS, 20);
const TODAY = new Date(2026, 10, 22);
const fixtures = fixtureDocuments();

function servable(pair: ResolvedPair): boolean {
  return pair.funnelReport.errors.length === 0 && pair.flowReport.errors.length === 0;
}

/** Walks the machine from its first step, answering with the picks given, until it stops moving; the steps visited. */
function walk(pair: ResolvedPair, picks: readonly number[]): string[] {
  const { flow, funnel } = pair;
  const steps = new Map(flow.steps.map((step) => [step.id, step]));
  const actor = createActor(buildFlowMachine(flow, { today: TODAY }), {
    input: { locale: funnel.locales[0] ?? 'en', funnelCondition: funnel.condition },
  }).start();
  const visited = [String(actor.getSnapshot().value)];
  try {
    for (const [i, pick] of picks.entries()) {
      const step = steps.get(String(actor.getSnapshot().value));
      if (step === undefined || stepKindRule(step.kind).charges === true) break;
      const answers = sampleAnswers(step, TODAY);
      if (answers.length > 0) actor.send({ type: 'ANSWER', value: answers[pick % answers.length] });
      actor.send(i % 5 === 4 ? { type: 'BACK' } : { type: 'NEXT' });
      visited.push(String(actor.getSnapshot().value));
    }
  } finally {
    actor.stop();
  }
  return visited;
}

describe('broken definitions and the flow machine builder', () => {
  it(
    `serves only documents valid alone, and builds and walks every flow it serves (${RUNS} runs)`,
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...fixtures),
          fc.record({ funnel: fc.option(mutationsArbitrary), flow: fc.option(mutationsArbitrary) }),
          fc.array(fc.nat(), { maxLength: 40 }),
          (fixture, mutations, picks) => {
            const funnel = mutations.funnel ? mutateDocument(fixture.funnel, mutations.funnel) : fixture.funnel;
            const flow = mutations.flow ? mutateDocument(fixture.flow, mutations.flow) : fixture.flow;
            const { pairs } = validateDocumentSet(
              [
                { name: 'funnel.json', kind: 'funnel', document: funnel },
                { name: 'flow.json', kind: 'flow', document: flow },
              ],
              { servedFunnelPaths: 'unchecked' },
            );
            const served = pairs.filter(servable);
            if (!validateFlow(flow).ok || !validateFunnel(funnel).ok) expect(served).toEqual([]);
            for (const pair of served) {
              const visited = walk(pair, picks);
              expect(visited[0]).toBe(pair.flow.firstStep);
              const ids = new Set(pair.flow.steps.map((s) => s.id));
              expect(visited.filter((id) => !ids.has(id))).toEqual([]);
            }
          },
        ),
        fuzzParameters(),
      );
    },
    TIMEOUT,
  );

  it('breaks flows in ways both refused and still served, so both sides of the gate are exercised', () => {
    const outcomes = fc
      .sample(fc.tuple(fc.constantFrom(...fixtures), mutationsArbitrary), { numRuns: 300, seed: 16 })
      .map(([fixture, mutations]) => {
        const { pairs } = validateDocumentSet(
          [
            { name: 'funnel.json', kind: 'funnel', document: fixture.funnel },
            { name: 'flow.json', kind: 'flow', document: mutateDocument(fixture.flow, mutations) },
          ],
          { servedFunnelPaths: 'unchecked' },
        );
        return pairs.some(servable);
      });
    expect(outcomes.filter((served) => served).length).toBeGreaterThan(10);
    expect(outcomes.filter((served) => !served).length).toBeGreaterThan(100);
  });
});
