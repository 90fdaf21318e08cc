import { describe, expect, it } from 'vitest';
import type { Experiment, Funnel } from '@/schemas/funnelSchema';
import { fixtureDocuments } from '@/testing/fixtureDocuments';
import { validateFunnel } from './validateDefinition';
import { validateDocumentSet } from './validateDocumentSet';

const palmistry = fixtureDocuments().find((pair) => pair.name === 'palmistry') as { funnel: unknown; flow: unknown };
// Palmistry without a condition of its own or conditional pixels: its experiment's variants are the conditions.
const { condition: _, pixels: __, ...FUNNEL } = palmistry.funnel as Funnel;
const FLOW = palmistry.flow as { id: string; version: number };
const PLANS = FUNNEL.products?.plans ?? [];
const CURRENCIES = FUNNEL.currencies ?? [];

const withExperiment = (experiment: Partial<Experiment>, more: Partial<Funnel> = {}): Funnel => ({
  ...FUNNEL,
  ...more,
  experiment: {
    id: 'paywall',
    status: 'running',
    variants: [
      { id: 'a', weight: 50 },
      { id: 'b', weight: 50 },
    ],
    ...experiment,
  },
});
const errorsOf = (funnel: Funnel) => {
  const result = validateFunnel(funnel);
  return result.ok ? [] : result.errors.map(({ pointer, rule }) => ({ pointer, rule }));
};

describe("a funnel's experiment", () => {
  it.each([
    ['two variants by weight', withExperiment({}), []],
    ['stopped with its winner', withExperiment({ status: 'stopped', winner: 'b' }), []],
    [
      'a variant selling its own products',
      withExperiment({
        variants: [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1, products: { plans: PLANS.slice(0, 1) } },
        ],
      }),
      [],
    ],
    [
      'two variants of one id',
      withExperiment({
        variants: [
          { id: 'a', weight: 1 },
          { id: 'a', weight: 1 },
        ],
      }),
      [{ pointer: '/experiment/variants/1/id', rule: 'duplicate-variant-id' }],
    ],
    [
      'running with no weight anywhere',
      withExperiment({
        variants: [
          { id: 'a', weight: 0 },
          { id: 'b', weight: 0 },
        ],
      }),
      [{ pointer: '/experiment/variants', rule: 'experiment-without-weight' }],
    ],
    [
      'stopped without a winner',
      withExperiment({ status: 'stopped' }),
      [{ pointer: '/experiment/winner', rule: 'stopped-without-winner' }],
    ],
    [
      'a winner while running',
      withExperiment({ winner: 'a' }),
      [{ pointer: '/experiment/winner', rule: 'winner-while-running' }],
    ],
    [
      'a winner it does not have',
      withExperiment({ status: 'stopped', winner: 'c' }),
      [{ pointer: '/experiment/winner', rule: 'unknown-variant' }],
    ],
    [
      'a condition of the funnel’s own',
      withExperiment({}, { condition: 'x' }),
      [{ pointer: '/condition', rule: 'condition-with-experiment' }],
    ],
    [
      'a variant’s plan without a price in a currency of the funnel',
      withExperiment({
        variants: [
          { id: 'a', weight: 1 },
          {
            id: 'b',
            weight: 1,
            products: {
              plans: [{ ...(PLANS[0] as NonNullable<(typeof PLANS)[0]>), price: { [CURRENCIES[0] as string]: 999 } }],
            },
          },
        ],
      }),
      CURRENCIES.slice(1).map((c) => ({
        pointer: `/experiment/variants/1/products/plans/0/price/${c}`,
        rule: 'missing-price',
      })),
    ],
    [
      'a pixel for a variant it does not have',
      withExperiment(
        {},
        {
          pixels: {
            facebook: [
              { id: '1', condition: 'a' },
              { id: '2', condition: 'c' },
            ],
          },
        },
      ),
      [{ pointer: '/pixels/facebook/1/condition', rule: 'pixel-condition-never-matches' }],
    ],
  ])('%s', (_label, funnel, expected) => {
    expect(errorsOf(funnel)).toEqual(expected);
  });
});

describe("an experiment's variants with the flows they run", () => {
  const set = (funnel: Funnel, flows: unknown[]) =>
    validateDocumentSet([
      { name: 'funnel', kind: 'funnel', document: funnel },
      ...flows.map((flow, i) => ({ name: `flow ${i}`, kind: 'flow' as const, document: flow })),
    ]);

  it('finds a variant’s own flow among the documents, for publishing beside the funnel’s', () => {
    const other = { ...FLOW, id: 'palmistry-short' };
    const funnel = withExperiment({
      variants: [
        { id: 'a', weight: 1 },
        { id: 'b', weight: 1, flow: { id: 'palmistry-short' } },
      ],
    });
    const { reports, pairs } = set(funnel, [FLOW, other]);
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(pairs[0]?.variantFlows.map((v) => v.flow.id)).toEqual(['palmistry-short']);
  });

  it.each([
    [
      'a variant’s flow not among the documents',
      withExperiment({
        variants: [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1, flow: { id: 'nowhere' } },
        ],
      }),
      { pointer: '/experiment/variants/1/flow/id', rule: 'flow-not-found' },
    ],
    [
      'a variant’s pinned version that does not match',
      withExperiment({
        variants: [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1, flow: { id: FLOW.id, version: FLOW.version + 5 } },
        ],
      }),
      { pointer: '/experiment/variants/1/flow/version', rule: 'flow-version-mismatch' },
    ],
    [
      'a variant without the plans its flow offers',
      withExperiment({
        variants: [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1, products: { plans: [] } },
        ],
      }),
      { pointer: '/experiment/variants/1/products/plans', rule: 'checkout-without-plans' },
    ],
  ])('refuses %s, pointing at the variant', (_label, funnel, expected) => {
    const { reports } = set(funnel, [FLOW]);
    expect(reports[0]?.errors).toContainEqual(expect.objectContaining(expected));
    expect(reports[0]?.errors.find((e) => e.rule === expected.rule)?.message).toContain('variant "b"');
  });
});
