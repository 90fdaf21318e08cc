import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Experiment, Funnel } from '@/schemas/funnelSchema';
import { experimentOf, funnelAsGiven, funnelForVariant, shownVariant } from './variantOf';

const PRICE_TEST: Experiment = {
  id: 'prices',
  status: 'running',
  variants: [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 1, flow: { id: 'short-quiz', version: 2 }, products: { upsells: ['tarot_reading'] } },
  ],
};
const FUNNEL: Funnel = {
  contract: CURRENT_CONTRACT,
  id: 'palmistry',
  slug: 'palmistry',
  version: 4,
  status: 'active',
  name: 'Palmistry',
  theme: 'astrology',
  locales: ['en'],
  flow: { id: 'palmistry' },
  currencies: ['USD'],
  products: { upsells: ['premium_1_month'] },
  experiment: PRICE_TEST,
};

describe('the variant a page shows', () => {
  it.each([
    ['the one given', PRICE_TEST, 'b', 'b'],
    ['the first, to a visitor given none', PRICE_TEST, undefined, 'a'],
    ['the first, for a variant the experiment lacks', PRICE_TEST, 'zz', 'a'],
    [
      'the winner once stopped, whatever was given',
      { ...PRICE_TEST, status: 'stopped', winner: 'b' } as const,
      'a',
      'b',
    ],
  ])('%s', (_label, experiment, given, expected) => {
    expect(shownVariant(experiment, given).id).toBe(expected);
  });
});

describe('a funnel as a variant gets it', () => {
  it("takes the variant's flow and products, and its id as the condition", () => {
    const b = funnelForVariant(FUNNEL, PRICE_TEST.variants[1] as Experiment['variants'][number]);
    expect(b).toMatchObject({
      flow: { id: 'short-quiz', version: 2 },
      products: { upsells: ['tarot_reading'] },
      condition: 'b',
      experiment: PRICE_TEST,
    });
    expect(experimentOf(b)).toEqual({ experimentId: 'prices', variantId: 'b' });
  });

  it("keeps the funnel's own where the variant has none", () => {
    const a = funnelAsGiven(FUNNEL, 'a');
    expect(a).toMatchObject({ flow: { id: 'palmistry' }, products: { upsells: ['premium_1_month'] }, condition: 'a' });
  });

  it('leaves a funnel without an experiment as it is, in none', () => {
    const { experiment: _, ...plain } = FUNNEL;
    expect(funnelAsGiven(plain, 'b')).toBe(plain);
    expect(experimentOf(plain)).toBeUndefined();
  });
});
