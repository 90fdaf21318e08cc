import { describe, expect, it } from 'vitest';
import { type FunnelReportInput, funnelReport } from './funnelReport';

const steps = [
  { id: 'intro', path: 'prelanding' },
  { id: 'gender', path: 'gender' },
  { id: 'email', path: 'questions/email' },
];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));
const seen = (visitId: string, ...stepIds: string[]) =>
  stepIds.map((stepId, minute) => ({ visitId, stepId, lastAt: at(minute) }));
const input = (change: Partial<FunnelReportInput>): FunnelReportInput => ({
  funnel: 'love-quiz',
  steps,
  stepVisits: [],
  leadVisits: [],
  orders: [],
  ...change,
});
type Row = [string, number, number, number];
const rows = (input: FunnelReportInput): Row[] =>
  funnelReport(input).steps.map((s) => [s.id, s.visitors, s.left, Number(s.dropOff.toFixed(2))]);

describe('funnelReport', () => {
  it.each<[string, FunnelReportInput['stepVisits'], number, Row[]]>([
    [
      'no visit',
      [],
      0,
      [
        ['intro', 0, 0, 0],
        ['gender', 0, 0, 0],
        ['email', 0, 0, 0],
      ],
    ],
    [
      'three visits leaving at each step',
      [...seen('a', 'intro'), ...seen('b', 'intro', 'gender'), ...seen('c', 'intro', 'gender', 'email')],
      3,
      [
        ['intro', 3, 1, 0.33],
        ['gender', 2, 1, 0.5],
        ['email', 1, 1, 1],
      ],
    ],
    [
      'a visit seen twice on a step counts once; back to an earlier step leaves there',
      [...seen('a', 'intro', 'gender', 'intro'), ...seen('a', 'intro')],
      1,
      [
        ['intro', 1, 1, 1],
        ['gender', 1, 0, 0],
        ['email', 0, 0, 0],
      ],
    ],
    [
      'a step the flow no longer has comes last',
      [...seen('a', 'intro', 'old-step')],
      1,
      [
        ['intro', 1, 0, 0],
        ['gender', 0, 0, 0],
        ['email', 0, 0, 0],
        ['old-step', 1, 1, 1],
      ],
    ],
  ])('%s', (_, stepVisits, visits, expected) => {
    const report = funnelReport(input({ stepVisits }));
    expect(report.visits).toBe(visits);
    expect(rows(input({ stepVisits }))).toEqual(expected);
  });

  it('counts the share of visits that reached each step', () => {
    const report = funnelReport(input({ stepVisits: [...seen('a', 'intro'), ...seen('b', 'intro', 'gender')] }));
    expect(report.steps.map((s) => s.reached)).toEqual([1, 0.5, 0]);
  });

  it.each<[FunnelReportInput['leadVisits'], FunnelReportInput['orders'], [number, number], [number, number]]>([
    [[], [], [0, 0], [0, 0]],
    [['a', 'b', 'a'], [], [2, 0.5], [0, 0]],
    [
      ['a'],
      [
        { customer: 'u1', status: 'handled' },
        { customer: 'u1', status: 'handled_settle' },
        { customer: 'u2', status: 'fail' },
        { customer: 'u3', status: 'refunded' },
        { customer: 'u4', status: 'handled_settle' },
      ],
      [1, 0.25],
      [2, 0.5],
    ],
  ])('leads %j and orders %j: email capture %j, paid %j', (leadVisits, orders, email, paid) => {
    const stepVisits = [...seen('a', 'intro'), ...seen('b', 'intro'), ...seen('c', 'intro'), ...seen('d', 'intro')];
    const report = funnelReport(input({ stepVisits, leadVisits, orders }));
    expect([report.emailCapture.count, report.emailCapture.rate]).toEqual(email);
    expect([report.paid.count, report.paid.rate]).toEqual(paid);
  });
});
