import { describe, expect, it } from 'vitest';
import { createTrackingHub, type FunnelEvent, TRACKING_RECORDS_KEPT } from './trackingHub';

const event = (stepId: string): FunnelEvent => ({
  id: `00000000-0000-4000-8000-00000000000${stepId.length}`,
  visitId: '00000000-0000-4000-8000-000000000000',
  funnel: 'palmistry',
  stepId,
  kind: 'baseEvent',
  moment: 'shown',
  sections: [],
  at: 1,
});

describe('the tracking hub', () => {
  it('sends each event to every sink and records it', () => {
    const hub = createTrackingHub(() => 7);
    const a: string[] = [];
    const b: string[] = [];
    hub.subscribe((e) => a.push(e.stepId));
    hub.subscribe((e) => b.push(e.stepId));
    hub.emit(event('gender'));
    expect([a, b]).toEqual([['gender'], ['gender']]);
    expect(hub.records()).toEqual([{ seq: 1, at: 7, channel: 'event', name: 'baseEvent', payload: event('gender') }]);
  });

  it('replays earlier events to a sink that asks, and only to it', () => {
    const hub = createTrackingHub();
    const early: string[] = [];
    hub.subscribe((e) => early.push(e.stepId));
    hub.emit(event('gender'));
    const late: string[] = [];
    hub.subscribe((e) => late.push(e.stepId), { replay: true });
    const plain: string[] = [];
    hub.subscribe((e) => plain.push(e.stepId));
    hub.emit(event('age'));
    expect({ early, late, plain }).toEqual({ early: ['gender', 'age'], late: ['gender', 'age'], plain: ['age'] });
  });

  it('a failing sink is recorded and does not stop the others', () => {
    const hub = createTrackingHub();
    const got: string[] = [];
    hub.subscribe(() => {
      throw new Error('pixel blocked');
    });
    hub.subscribe((e) => got.push(e.stepId));
    hub.emit(event('gender'));
    expect(got).toEqual(['gender']);
    expect(hub.records().map((r) => r.name)).toEqual(['baseEvent', 'sink failed']);
  });

  it('an unsubscribed sink gets nothing more', () => {
    const hub = createTrackingHub();
    const got: string[] = [];
    const stop = hub.subscribe((e) => got.push(e.stepId));
    hub.emit(event('gender'));
    stop();
    hub.emit(event('age'));
    expect(got).toEqual(['gender']);
  });

  it('tells identify listeners the email once, and late listeners the latest', () => {
    const hub = createTrackingHub();
    const early: string[] = [];
    hub.onIdentify((e) => early.push(e));
    hub.identify('stella@example.com');
    hub.identify('stella@example.com');
    const late: string[] = [];
    hub.onIdentify((e) => late.push(e));
    expect({ early, late }).toEqual({ early: ['stella@example.com'], late: ['stella@example.com'] });
  });

  it('keeps the latest records only, numbered in order, and tells watchers', () => {
    const hub = createTrackingHub();
    let seen = 0;
    hub.watch((records) => {
      seen = records.length;
    });
    for (let i = 0; i < TRACKING_RECORDS_KEPT + 3; i += 1) hub.record({ channel: 'network', name: `call ${i}` });
    const records = hub.records();
    expect(records).toHaveLength(TRACKING_RECORDS_KEPT);
    expect(records[0]?.seq).toBe(4);
    expect(records.at(-1)?.seq).toBe(TRACKING_RECORDS_KEPT + 3);
    expect(seen).toBe(TRACKING_RECORDS_KEPT);
  });
});
