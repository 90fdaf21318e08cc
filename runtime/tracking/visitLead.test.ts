import { describe, expect, it } from 'vitest';
import type { Flow } from '@/schemas/flowSchema';
import { type VisitLead, visitLead } from './visitLead';

const FLOW = {
  steps: [
    { id: 'intro', kind: 'prelanding' },
    { id: 'email', kind: 'email', answer: { key: 'email' } },
    { id: 'name', kind: 'name', answer: { key: 'name' } },
    { id: 'email-again', kind: 'email', answer: { key: 'workEmail' } },
  ],
} as unknown as Flow;

describe('visitLead', () => {
  const cases: [string, string[], Record<string, unknown>, VisitLead | undefined][] = [
    ['no email step reached', ['intro'], {}, undefined],
    ['the email step shown but not answered', ['intro', 'email'], {}, undefined],
    ['an email given, trimmed', ['intro', 'email'], { email: ' nova@example.com ' }, { email: 'nova@example.com' }],
    [
      'with its consent answer',
      ['intro', 'email', 'name'],
      { email: 'nova@example.com', emailConsent: false },
      { email: 'nova@example.com', consent: false },
    ],
    [
      'the latest email step along the way wins, with its own consent',
      ['intro', 'email', 'name', 'email-again'],
      { email: 'nova@example.com', emailConsent: true, workEmail: 'vega@example.com' },
      { email: 'vega@example.com' },
    ],
    [
      'an answer off the way (a branch not taken) does not count',
      ['intro', 'name'],
      { email: 'nova@example.com' },
      undefined,
    ],
    ['an empty answer does not count', ['intro', 'email'], { email: '  ' }, undefined],
  ];
  it.each(cases)('%s', (_, path, answers, expected) => {
    expect(visitLead(FLOW, { path, answers })).toEqual(expected);
  });
});
