import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Flow } from '@/schemas/flowSchema';
import { palmistryWayTo } from '@/testing/palmistryWay';
import { chosenPlan } from './chosenPlan';

const flow = (slug: string): Flow => JSON.parse(readFileSync(`fixtures/funnels/${slug}/flow.json`, 'utf8'));

describe('chosenPlan', () => {
  const palmistry = flow('palmistry');
  const way = palmistryWayTo('trial-payment');

  it.each([
    ['the plan the visitor chose', { plan: 'trial-1-week-gift' }, 'trial-1-week-gift'],
    ['the default when nothing was chosen', {}, 'trial-1-week-plus'],
    ['the default when the answer is no plan of the step', { plan: 'free-forever' }, 'trial-1-week-plus'],
  ])('charges %s', (_, answers, plan) => {
    expect(chosenPlan(palmistry, { path: way, answers }, 'trial-payment')).toBe(plan);
  });

  it('charges the plans a payment step lists itself', () => {
    const palmistry = flow('palmistry');
    const step = palmistry.steps.find((s) => s.id === 'trial-payment');
    if (step === undefined) throw new Error('no payment step');
    step.content.plans = ['trial-1-week'];
    expect(chosenPlan(palmistry, { path: way, answers: { plan: 'trial-1-week-gift' } }, 'trial-payment')).toBe(
      'trial-1-week',
    );
  });

  it('finds no plan on a way that offered none', () => {
    expect(chosenPlan(palmistry, { path: ['prelanding'], answers: {} }, 'trial-payment')).toBeUndefined();
  });
});
