import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@/runtime/platform/logger/browserLogger';
import { GENERIC_FACE_READING } from '@/schemas/services/faceTraits';
import { GENERIC_PALM_READING, palmReadingAnswer, palmReadingOfAnswer } from '@/schemas/services/palmTraits';
import { askAssistant } from './askAssistant';
import { readFace } from './readFace';
import { PALM_READING_TIMEOUT_MS, readPalm } from './readPalm';

const BASE = 'https://palm.example.test/v1';
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
const reading = { lines: { heart: 'deep', head: 'long', life: 'wide', fate: 'strong' }, handShape: 'fire' };

function logger(): Logger & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const log = (level: string) => (message: string, extra?: Record<string, unknown>) =>
    calls.push([level, message, extra]);
  return { calls, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

const answering = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status, headers }));

/** A fetch that never answers, but gives up when its signal is aborted, as the browser's does. */
const hanging = vi.fn<typeof fetch>(
  (_input, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    ),
);

afterEach(() => vi.useRealTimers());

describe('readPalm', () => {
  it("posts the photo's bytes to the palm service and returns its validated reading", async () => {
    const fetch = answering(200, JSON.stringify({ ...reading, extra: 'ignored' }));
    const log = logger();
    const result = await readPalm(photo, { baseUrl: `${BASE}/`, fetch, logger: log });
    expect(result).toEqual({ source: 'service', reading, sandbox: false });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/palm-readings`);
    expect(init).toMatchObject({ method: 'POST', body: photo, credentials: 'omit' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
    expect(log.calls).toEqual([]);
  });

  it("keeps a stand-in's label, from its field or its header", async () => {
    const byField = await readPalm(photo, {
      baseUrl: BASE,
      fetch: answering(200, JSON.stringify({ ...reading, sandbox: true })),
    });
    const byHeader = await readPalm(photo, {
      baseUrl: BASE,
      fetch: answering(200, JSON.stringify(reading), { 'x-sandbox': 'services' }),
    });
    expect(byField).toMatchObject({ source: 'service', sandbox: true });
    expect(byHeader).toMatchObject({ source: 'service', sandbox: true });
  });

  it('falls back to the generic reading on a 500, logged', async () => {
    const log = logger();
    const result = await readPalm(photo, { baseUrl: BASE, fetch: answering(500, 'boom'), logger: log });
    expect(result).toEqual({
      source: 'generic',
      reading: GENERIC_PALM_READING,
      failure: { kind: 'status', status: 500 },
    });
    expect(log.calls).toEqual([
      ['warn', 'palm service failed: status', { service: 'palm', kind: 'status', status: 500 }],
    ]);
  });

  it('falls back to the generic reading when the service takes longer than its timeout', async () => {
    vi.useFakeTimers();
    const log = logger();
    const pending = readPalm(photo, { baseUrl: BASE, fetch: hanging, logger: log });
    await vi.advanceTimersByTimeAsync(PALM_READING_TIMEOUT_MS);
    expect(await pending).toEqual({
      source: 'generic',
      reading: GENERIC_PALM_READING,
      failure: { kind: 'timeout', timeoutMs: PALM_READING_TIMEOUT_MS },
    });
    expect(log.calls.map(([level]) => level)).toEqual(['warn']);
  });

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['a trait outside the contract', JSON.stringify({ lines: { ...reading.lines, heart: 'broken' } })],
    ['no lines', JSON.stringify({ reading: 'You will be rich' })],
  ])('falls back to the generic reading on garbage (%s), logged', async (_, body) => {
    const log = logger();
    const result = await readPalm(photo, { baseUrl: BASE, fetch: answering(200, body), logger: log });
    expect(result).toMatchObject({ source: 'generic', reading: GENERIC_PALM_READING, failure: { kind: 'invalid' } });
    expect(log.calls.map(([level]) => level)).toEqual(['warn']);
  });

  it('makes no request when the service is unset, and logs nothing (off is not a failure)', async () => {
    const fetch = answering(200, JSON.stringify(reading));
    const log = logger();
    const result = await readPalm(photo, { baseUrl: null, fetch, logger: log });
    expect(result).toEqual({ source: 'generic', reading: GENERIC_PALM_READING, failure: { kind: 'unset' } });
    expect(fetch).not.toHaveBeenCalled();
    expect(log.calls).toEqual([]);
  });

  it('falls back on a network failure, and on the caller giving up (only a debug line)', async () => {
    const log = logger();
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readPalm(photo, { baseUrl: BASE, fetch: down, logger: log })).toMatchObject({
      failure: { kind: 'network', message: 'Failed to fetch' },
    });
    const leaving = new AbortController();
    const pending = readPalm(photo, { baseUrl: BASE, fetch: hanging, logger: log, signal: leaving.signal });
    leaving.abort();
    expect(await pending).toMatchObject({ source: 'generic', failure: { kind: 'aborted' } });
    expect(log.calls.map(([level]) => level)).toEqual(['warn', 'debug']);
  });
});

describe('the palm step answer', () => {
  it('holds the reading ids, never the photo, and reads back', () => {
    const answer = palmReadingAnswer(reading as never, 'sandbox');
    expect(answer).toBe('palm-reading:deep.long.wide.strong.fire.sandbox');
    expect(palmReadingOfAnswer(answer)).toEqual({ reading, source: 'sandbox' });
    expect(palmReadingOfAnswer(palmReadingAnswer(GENERIC_PALM_READING, 'generic'))).toEqual({
      reading: GENERIC_PALM_READING,
      source: 'generic',
    });
  });

  it('reads nothing from an older answer (an object URL) or a forged one', () => {
    expect(palmReadingOfAnswer('blob:http://localhost/1')).toBeUndefined();
    expect(palmReadingOfAnswer('palm-reading:deep.long.wide.nope.-.read')).toBeUndefined();
    expect(palmReadingOfAnswer('palm-reading:deep.long.wide.late.-.read.extra')).toBeUndefined();
    expect(palmReadingOfAnswer('palm-reading:deep.long.wide.late.-.trusted')).toBeUndefined();
    expect(palmReadingOfAnswer(undefined)).toBeUndefined();
  });
});

describe('readFace', () => {
  it('returns the validated reading, or the generic one on garbage', async () => {
    const face = { shape: 'round', features: { eyes: 'deep', brow: 'arched' } };
    expect(await readFace(photo, { baseUrl: BASE, fetch: answering(200, JSON.stringify(face)) })).toEqual({
      source: 'service',
      reading: face,
      sandbox: false,
    });
    const url = vi.fn<typeof fetch>(async () => new Response('{}'));
    const log = logger();
    expect(await readFace(photo, { baseUrl: BASE, fetch: url, logger: log })).toMatchObject({
      source: 'generic',
      reading: GENERIC_FACE_READING,
    });
    expect(url.mock.calls[0]?.[0]).toBe(`${BASE}/face-readings`);
    expect(await readFace(photo, { baseUrl: BASE, fetch: answering(503, ''), logger: log })).toMatchObject({
      failure: { kind: 'status', status: 503 },
    });
  });
});

describe('askAssistant', () => {
  const question = { question: 'Will I travel this year?', locale: 'en', context: { zodiacSign: 'leo' } };

  it('posts the question as JSON and returns the answer', async () => {
    const fetch = answering(200, JSON.stringify({ answer: 'Yes, south.', sandbox: true }));
    expect(await askAssistant(question, { baseUrl: BASE, fetch })).toEqual({
      source: 'service',
      answer: 'Yes, south.',
      sandbox: true,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/answers`);
    expect(JSON.parse(String(init?.body))).toEqual(question);
  });

  it('has no answer when unset, on a 500, on garbage, and sends no empty question', async () => {
    const log = logger();
    const fetch = answering(200, JSON.stringify({ answer: '' }));
    expect(await askAssistant(question, { baseUrl: null, fetch, logger: log })).toEqual({
      source: 'none',
      failure: { kind: 'unset' },
    });
    expect(await askAssistant(question, { baseUrl: BASE, fetch: answering(500, ''), logger: log })).toMatchObject({
      failure: { kind: 'status', status: 500 },
    });
    expect(await askAssistant(question, { baseUrl: BASE, fetch, logger: log })).toMatchObject({
      failure: { kind: 'invalid' },
    });
    const unasked = answering(200, JSON.stringify({ answer: 'x' }));
    expect(await askAssistant({ ...question, question: '   ' }, { baseUrl: BASE, fetch: unasked })).toMatchObject({
      source: 'none',
      failure: { kind: 'invalid' },
    });
    expect(unasked).not.toHaveBeenCalled();
  });
});
