import { describe, expect, it } from 'vitest';
import type { ConversionSendsAnswer } from '@/schemas/gateway/conversionSendsAnswer';
import { createTrackingHub, type FunnelEvent } from './trackingHub';
import { watchServerConversions } from './watchServerConversions';

type Send = ConversionSendsAnswer['sends'][number];
const send = (changes: Partial<Send>): Send => ({
  network: 'facebook',
  pixelId: '111',
  eventId: 'e1',
  status: 'pending',
  attempts: 0,
  testEventCode: null,
  lastError: null,
  sentAt: null,
  event: {},
  ...changes,
});
const purchase = (orderId: string): FunnelEvent => ({
  id: orderId.replace('ord_', ''),
  visitId: 'v',
  funnel: 'palmistry',
  stepId: 'trial-payment',
  kind: 'baseEvent',
  moment: 'paid',
  sections: [],
  marketingEvent: 'Purchase',
  orderId,
  at: 0,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The hub's server records (service, name) after the answers are read in turn, one per poll. */
async function watched(answers: ConversionSendsAnswer[], events: FunnelEvent[]) {
  const hub = createTrackingHub(() => 0);
  const asked: string[] = [];
  let polls = 0;
  for (const event of events.slice(0, 1)) hub.emit(event); // emitted before the inspector opened: replayed
  const stop = watchServerConversions(
    hub,
    async (orderId) => {
      asked.push(orderId);
      return answers[Math.min(polls++, answers.length - 1)] ?? { sends: [] };
    },
    () => flush().then(() => undefined),
  );
  for (const event of events.slice(1)) hub.emit(event);
  for (let i = 0; i < 40; i += 1) await flush();
  stop();
  const told = hub
    .records()
    .filter((r) => r.channel === 'server')
    .map((r) => [r.service ?? '', r.name]);
  return { told, asked };
}

describe("the inspector's list of the server's sends of a sale", () => {
  it('lists each change of each send until none is pending, for the sale the Purchase names', async () => {
    const { told, asked } = await watched(
      [
        { sends: [send({}), send({ network: 'tikTok', pixelId: 'TT1' })] },
        { sends: [send({ status: 'pending', attempts: 1 }), send({ network: 'tikTok', pixelId: 'TT1' })] },
        {
          sends: [send({ status: 'sent', attempts: 2 }), send({ network: 'tikTok', pixelId: 'TT1', status: 'failed' })],
        },
      ],
      [purchase('ord_1')],
    );
    expect(told).toEqual([
      ['facebook', 'Purchase pending'],
      ['tikTok', 'Purchase pending'],
      ['facebook', 'Purchase pending'],
      ['facebook', 'Purchase sent'],
      ['tikTok', 'Purchase failed'],
    ]);
    expect(asked).toEqual(['ord_1', 'ord_1', 'ord_1']);
  });

  it('says once that the server sent nothing for a sale it queued nothing for', async () => {
    const { told, asked } = await watched([{ sends: [] }], [purchase('ord_2')]);
    expect(told).toEqual([['', 'Purchase not sent by the server']]);
    expect(asked).toEqual(['ord_2']);
  });

  it('follows each sale once, however often its Purchase is heard, and no other event', async () => {
    const other = { ...purchase('ord_4'), marketingEvent: 'Lead' as const };
    const { asked } = await watched(
      [{ sends: [send({ status: 'sent' })] }],
      [purchase('ord_3'), purchase('ord_3'), other, purchase('ord_5')],
    );
    expect(asked).toEqual(['ord_3', 'ord_5']);
  });
});
