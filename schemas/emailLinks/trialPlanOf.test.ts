import { describe, expect, it } from 'vitest';
import type { Plan } from '@/schemas/funnelSchema';
import { trialPlanOf } from './trialPlanOf';

const plan = (id: string, more: Partial<Plan> = {}): Plan => ({
  id,
  name: { en: id },
  period: { unit: 'month', count: 1 },
  price: { USD: 2999 },
  ...more,
});
const trial = { days: 7, price: { USD: 100 } };

describe('the trial plan a page linked from email sells of a funnel', () => {
  it.each<[string, Plan[], string | undefined]>([
    ['the popular plan, when it has a trial', [plan('a', { trial }), plan('b', { trial, popular: true })], 'b'],
    ['else the first plan with a trial', [plan('a'), plan('b', { trial }), plan('c', { trial })], 'b'],
    ['a popular plan without a trial is passed over', [plan('a', { popular: true }), plan('b', { trial })], 'b'],
    ['none when no plan has a trial', [plan('a'), plan('b', { popular: true })], undefined],
    ['none without plans', [], undefined],
  ])('%s', (_, plans, expected) => {
    expect(trialPlanOf({ products: { plans } })?.id).toBe(expected);
  });

  it('none for a funnel that sells nothing', () => {
    expect(trialPlanOf({})).toBeUndefined();
  });
});
