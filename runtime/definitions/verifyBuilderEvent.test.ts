import { describe, expect, it } from 'vitest';
import { signBuilderEvent } from '@/runtime/signing/signBuilderEvent';
import { BUILDER_SIGNATURE_HEADER, BUILDER_TIMESTAMP_HEADER } from '@/schemas/builder/builderContract';
import { verifyBuilderEvent } from './verifyBuilderEvent';

const KEY = 'builder-key';
const NOW = 1_800_000_000;
const EVENT = {
  id: 'evt-1',
  type: 'funnel.update',
  key: 'palmistry',
  version: 2,
  occurredAt: '2026-11-22T04:00:00Z',
};

function request(body: string, { timestamp = NOW, key = KEY, signature }: Partial<Record<string, unknown>> = {}) {
  const headers = new Headers({
    [BUILDER_TIMESTAMP_HEADER]: String(timestamp),
    [BUILDER_SIGNATURE_HEADER]: String(signature ?? signBuilderEvent(String(key), Number(timestamp), body)),
  });
  return { headers, body };
}

const good = JSON.stringify(EVENT);

describe('verifyBuilderEvent', () => {
  it('accepts an event signed with the key, within the window', () => {
    expect(verifyBuilderEvent(request(good), KEY, NOW)).toEqual({ ok: true, event: EVENT });
    expect(verifyBuilderEvent(request(good, { timestamp: NOW - 300 }), KEY, NOW).ok).toBe(true);
  });

  it.each([
    ['signed with another key', request(good, { key: 'other' }), 401, /signature/],
    [
      'a body changed after signing',
      { ...request(good), body: good.replace('palmistry', 'natal-chart') },
      401,
      /signature/,
    ],
    [
      'a timestamp changed after signing',
      {
        ...request(good),
        headers: new Headers({
          ...Object.fromEntries(request(good).headers),
          [BUILDER_TIMESTAMP_HEADER]: String(NOW + 1),
        }),
      },
      401,
      /signature/,
    ],
    [
      'no signature',
      { headers: new Headers({ [BUILDER_TIMESTAMP_HEADER]: String(NOW) }), body: good },
      401,
      /signature/,
    ],
    ['a signature of the wrong length', request(good, { signature: 'v1=abc' }), 401, /signature/],
    ['no timestamp', { headers: new Headers({ [BUILDER_SIGNATURE_HEADER]: 'v1=00' }), body: good }, 401, /signature/],
    ['signed too long ago (a replay)', request(good, { timestamp: NOW - 301 }), 401, /300 s/],
    ['dated in the future', request(good, { timestamp: NOW + 301 }), 401, /300 s/],
    ['signed but not JSON', request('{"id":'), 400, /not JSON/],
    ['an unknown event type', request(JSON.stringify({ ...EVENT, type: 'funnel.publish' })), 400, /\/type/],
    ['no key', request(JSON.stringify({ ...EVENT, key: undefined })), 400, /\/key/],
    ['an extra field', request(JSON.stringify({ ...EVENT, extra: 1 })), 400, /extra/],
    ['a version that is not a positive integer', request(JSON.stringify({ ...EVENT, version: 0 })), 400, /\/version/],
  ])('refuses %s', (_, req, status, message) => {
    const result = verifyBuilderEvent(req, KEY, NOW);
    expect(result).toMatchObject({ ok: false, status });
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('refuses everything when no key is configured, saying no more than to a bad signature', () => {
    const forged = request(good, { signature: 'f'.repeat(64) });
    expect(verifyBuilderEvent(request(good), undefined, NOW)).toEqual(verifyBuilderEvent(forged, 'the-key', NOW));
    expect(verifyBuilderEvent(request(good), undefined, NOW)).toMatchObject({ ok: false, status: 401 });
  });
});
