import { describe, expect, it } from 'vitest';
import { sampleAnswers } from '@/runtime/steps/sampleAnswers';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Flow } from '@/schemas/flowSchema';
import { fixtureFlow } from '@/testing/fixtureDefinitions';
import { reachesStep } from './reachesStep';

const TODAY = new Date(2026, 10, 22);

/** The answers a visitor gives walking a flow's default way: the first sample answer of every step. */
function firstAnswers(flow: Flow): Record<string, unknown> {
  return Object.fromEntries(
    flow.steps.flatMap((step) => (step.answer ? [[step.answer.key, sampleAnswers(step, TODAY)[0]]] : [])),
  );
}

/** A flow that shows its discount only after `love`, only to visitors from TikTok, or only in Spanish. */
const OFFERS: Flow = {
  contract: CURRENT_CONTRACT,
  id: 'offers',
  version: 1,
  locales: ['en'],
  firstStep: 'why',
  steps: [
    {
      id: 'why',
      path: 'why',
      kind: 'singleChoice',
      content: {
        title: { en: 'Why?' },
        options: [
          { value: 'love', label: { en: 'Love' } },
          { value: 'work', label: { en: 'Work' } },
        ],
      },
      answer: { key: 'why' },
      branches: [
        { when: { '==': [{ var: 'answers.why' }, 'love'] }, to: 'love-offer' },
        { when: { '==': [{ var: 'attribution.utm_source' }, 'tiktok'] }, to: 'tiktok-offer' },
        { when: { '==': [{ var: 'locale' }, 'es'] }, to: 'spanish-offer' },
      ],
      next: 'full-price',
    },
    { id: 'love-offer', path: 'a', kind: 'paymentWithDiscount', content: { title: { en: 'A' }, discountPercent: 30 } },
    {
      id: 'tiktok-offer',
      path: 'b',
      kind: 'paymentWithDiscount',
      content: { title: { en: 'B' }, discountPercent: 30 },
    },
    {
      id: 'spanish-offer',
      path: 'c',
      kind: 'paymentWithDiscount',
      content: { title: { en: 'C' }, discountPercent: 30 },
    },
    { id: 'full-price', path: 'd', kind: 'payment', content: { title: { en: 'D' } }, next: 'after-payment' },
    {
      id: 'after-payment',
      path: 'e',
      kind: 'paymentWithDiscount',
      content: { title: { en: 'E' }, discountPercent: 50 },
    },
  ],
};

describe('reachesStep', () => {
  it.each([
    ['the answer that leads there', { why: 'love' }, {}, 'en', 'love-offer', true],
    ['another answer', { why: 'work' }, {}, 'en', 'love-offer', false],
    ['no answer', {}, {}, 'en', 'love-offer', false],
    ['an answer that is not an option', { why: 'money' }, {}, 'en', 'love-offer', false],
    ['the attribution that leads there', { why: 'work' }, { utm_source: 'tiktok' }, 'en', 'tiktok-offer', true],
    ['without that attribution', { why: 'work' }, {}, 'en', 'tiktok-offer', false],
    ['the locale that leads there', { why: 'work' }, {}, 'es', 'spanish-offer', true],
    ['the default way', { why: 'work' }, {}, 'en', 'full-price', true],
    ['a step past a payment step: only paying leaves it', { why: 'work' }, {}, 'en', 'after-payment', false],
    ['the first step', {}, {}, 'en', 'why', true],
    ['a step the flow does not have', { why: 'love' }, {}, 'en', 'nowhere', false],
  ])('%s', (_, answers, attribution, locale, stepId, shown) => {
    expect(reachesStep(OFFERS, { answers, attribution, locale }, stepId, TODAY)).toBe(shown);
  });

  it.each([
    ['attachment-style-with-discount', 'payment-with-discount'],
    ['email-marketing-natal-chart', 'payment-with-discount'],
    ['hypno-healing-opt', 'trial-payment-with-discount'],
  ])('shows %s’s discount to a visitor who answers every question, and to no one who skips them', (slug, stepId) => {
    const flow = fixtureFlow(slug);
    const visit = { attribution: {}, locale: 'en' };
    expect(reachesStep(flow, { ...visit, answers: firstAnswers(flow) }, stepId, TODAY)).toBe(true);
    expect(reachesStep(flow, { ...visit, answers: {} }, stepId, TODAY)).toBe(false);
  });
});
