import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantAnswerSchema } from '@/schemas/services/assistant';
import { faceReadingSchema } from '@/schemas/services/faceReading';
import { palmReadingSchema } from '@/schemas/services/palmReading';
import { SERVICE_FAULTS_PATH, SERVICE_REQUESTS_PATH } from './serviceFault';
import { type ServicesSandbox, startServicesSandbox } from './startServicesSandbox';

let sandbox: ServicesSandbox;
beforeAll(async () => {
  sandbox = await startServicesSandbox();
});
afterAll(() => sandbox.close());

const jpeg = (bytes: number[]) =>
  new Blob([new Uint8Array([0xff, 0xd8, ...bytes, 0xff, 0xd9])], { type: 'image/jpeg' });
const post = (path: string, body: Blob | string, type: string) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', body, headers: { 'content-type': type } });
const setFault = (fault: unknown) => post(SERVICE_FAULTS_PATH, JSON.stringify(fault), 'application/json');

describe('the services sandbox', () => {
  it('reads a palm from the photo, the same photo the same way, labelled as a stand-in', async () => {
    const first = await post('/palm-readings', jpeg([1, 2, 3]), 'image/jpeg');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-sandbox')).toBe('services-sandbox');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const reading = palmReadingSchema.parse(await first.json());
    expect(reading.sandbox).toBe(true);
    const again = palmReadingSchema.parse(await (await post('/palm-readings', jpeg([1, 2, 3]), 'image/jpeg')).json());
    expect(again).toEqual(reading);
  });

  it('reads a face, answers a question, and refuses what is not its contract', async () => {
    const face = await post('/face-readings', jpeg([9]), 'image/jpeg');
    expect(faceReadingSchema.parse(await face.json()).sandbox).toBe(true);
    const answer = await post('/answers', JSON.stringify({ question: 'Love?', locale: 'en' }), 'application/json');
    expect(assistantAnswerSchema.parse(await answer.json()).answer).toMatch(/^\[Sandbox answer/);
    expect((await post('/palm-readings', 'not a photo', 'text/plain')).status).toBe(415);
    expect((await post('/answers', JSON.stringify({ locale: 'en' }), 'application/json')).status).toBe(400);
  });

  it('answers the browser preflight', async () => {
    const response = await fetch(`${sandbox.url}/palm-readings`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('fails as told: 500, garbage, a hang, for the services named and the count given', async () => {
    expect((await setFault({ mode: 'sideways' })).status).toBe(400);
    await setFault({ mode: 'down', services: ['palm'], count: 1 });
    expect((await post('/face-readings', jpeg([1]), 'image/jpeg')).status).toBe(200);
    expect((await post('/palm-readings', jpeg([1]), 'image/jpeg')).status).toBe(500);
    expect((await post('/palm-readings', jpeg([1]), 'image/jpeg')).status).toBe(200);
    await setFault({ mode: 'garbage', count: 1 });
    const garbage = await post('/palm-readings', jpeg([1]), 'image/jpeg');
    expect(palmReadingSchema.safeParse(await garbage.json()).success).toBe(false);
    await setFault({ mode: 'hang', count: 1 });
    const hung = await fetch(`${sandbox.url}/palm-readings`, {
      method: 'POST',
      body: jpeg([1]),
      headers: { 'content-type': 'image/jpeg' },
      signal: AbortSignal.timeout(300),
    }).catch((error: Error) => error.name);
    expect(hung).toBe('TimeoutError');
  });

  it('keeps a count and a size per call, never the photo', async () => {
    const { calls } = (await (await fetch(`${sandbox.url}${SERVICE_REQUESTS_PATH}`)).json()) as {
      calls: Record<string, unknown>[];
    };
    expect(calls.length).toBe(sandbox.calls().length);
    expect(calls[0]).toEqual({ service: 'palm', bytes: 7, at: expect.any(String) });
    expect(Object.keys(calls[0] ?? {}).sort()).toEqual(['at', 'bytes', 'service']);
  });
});
