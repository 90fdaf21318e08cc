import { describe, expect, it } from 'vitest';
import type { Funnel } from '@/schemas/funnelSchema';
import { landingDeviceRequestSchema } from '@/schemas/gateway/landingDeviceRequest';
import { landingDeviceBody } from './landingDeviceBody';

describe('landingDeviceBody', () => {
  it.each<[Funnel['pixels'], string[]]>([
    [undefined, []],
    [{}, []],
    [{ facebook: [{ id: 'fb1' }] }, []],
    [{ tikTok: [{ id: 'tt1' }, { id: 'tt2' }] }, ['tt1', 'tt2']],
    [{ tikTok: [{ id: 'tt1' }, { id: 'tt2', condition: 'variant-b' }] }, ['tt1']],
    [{ tikTok: [{ id: 'tt1' }, { id: 'tt1' }] }, ['tt1']],
  ])('pixels %j send tik_tok %j', (pixels, tikTok) => {
    const body = landingDeviceBody({ utm_source: 'tiktok', utm_campaign: '' }, pixels, 'quiz.example.com', 'dev-1');
    expect(body).toEqual({
      data: {
        utm_tags: { utm_source: 'tiktok', utm_campaign: '' },
        pixels: { tik_tok: tikTok },
        domain: 'quiz.example.com',
      },
      landing_device_id: 'dev-1',
    });
    expect(landingDeviceRequestSchema.parse(body)).toEqual(body);
  });
});
