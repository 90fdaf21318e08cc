import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdsSandbox, startAdsSandbox } from '@/sandbox/ads/startAdsSandbox';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import type { AdNetwork } from '@/schemas/enums/adNetworks';
import { conversionAnswerOf, conversionCall } from './conversionRequest';
import { facebookConversion } from './facebookConversion';
import type { ServerSale } from './serverSale';
import { tikTokConversion } from './tikTokConversion';

const sale: ServerSale = {
  eventId: '0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
  orderId: 'ord_0b7c6a52-3f1e-4d8a-9c4b-2a1f0e9d8c7b',
  at: new Date(),
  renewal: false,
  amount: 8900,
  currency: 'CLP',
  products: ['quarter'],
  email: 'luna@example.com',
  userAgent: 'Mozilla/5.0',
  pageUrl: 'http://127.0.0.1:3000/palmistry',
  attribution: { ttclid: 'E.C.P' },
};

describe("the server's calls to the ad networks, as the ads sandbox answers them", () => {
  let sandbox: AdsSandbox;
  beforeAll(async () => {
    sandbox = await startAdsSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(async () => {
    await fetch(`${sandbox.url}${SANDBOX_ADS.eventsPath}`, { method: 'DELETE' });
    await fault('none');
  });

  const fault = (name: string) =>
    fetch(`${sandbox.url}${SANDBOX_ADS.faultsPath}`, { method: 'POST', body: JSON.stringify({ fault: name }) });
  /** One send as the server makes it (conversionCall), and how the server reads the answer (conversionAnswerOf). */
  const sendTo = async (network: AdNetwork, token: string = SANDBOX_ADS.tokens[network]) => {
    const event = network === 'facebook' ? facebookConversion(sale) : tikTokConversion(sale);
    const call = conversionCall(
      { url: sandbox.urls[network], token },
      { network, pixelId: network === 'facebook' ? '111' : 'TT1', event, testEventCode: 'TEST42' },
    );
    const response = await fetch(call.url, call.init);
    return conversionAnswerOf(network, response.status, await response.json().catch(() => null));
  };

  it.each<AdNetwork>(['facebook', 'tikTok'])(
    '%s: takes the event and keeps it, with its pixel and test code',
    async (network) => {
      expect(await sendTo(network)).toEqual({ kind: 'sent' });
      const kept = sandbox.received();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({
        network,
        pixelId: network === 'facebook' ? '111' : 'TT1',
        testEventCode: 'TEST42',
        event: { event_id: sale.eventId },
      });
      const listed = await (await fetch(`${sandbox.url}${SANDBOX_ADS.eventsPath}?eventId=${sale.eventId}`)).json();
      expect(listed.events).toHaveLength(1);
    },
  );

  it.each<AdNetwork>(['facebook', 'tikTok'])(
    '%s: refuses another token, as the network does, and keeps nothing',
    async (network) => {
      expect(await sendTo(network, 'a-real-token')).toMatchObject({ kind: 'refused' });
      expect(sandbox.received()).toEqual([]);
    },
  );

  it.each<[string, AdNetwork, string]>([
    ['down', 'facebook', 'retry'],
    ['down', 'tikTok', 'retry'],
    ['refusing', 'facebook', 'refused'],
    ['refusing', 'tikTok', 'refused'],
  ])('when %s, %s is answered so that the server would %s', async (name, network, kind) => {
    await fault(name);
    expect((await sendTo(network)).kind).toBe(kind);
    expect(sandbox.received()).toEqual([]);
  });
});
