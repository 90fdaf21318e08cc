import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASSISTANT_ANSWER_PATH, type AssistantAnswer, assistantQuestionSchema } from '@/schemas/services/assistant';
import { FACE_READING_PATH, type FaceReading } from '@/schemas/services/faceReading';
import { BROW_TRAITS, EYE_TRAITS, FACE_SHAPES } from '@/schemas/services/faceTraits';
import { PALM_READING_PATH, type PalmReading } from '@/schemas/services/palmReading';
import { FATE_TRAITS, HAND_SHAPES, HEAD_TRAITS, HEART_TRAITS, LIFE_TRAITS } from '@/schemas/services/palmTraits';
import {
  SANDBOX_HEADER,
  SERVICE_PHOTO_MAX_BYTES,
  SERVICE_PHOTO_TYPE,
  type ServiceName,
} from '@/schemas/services/serviceContract';
import {
  createServiceFaultSwitch,
  parseServiceFault,
  SERVICE_FAULTS_PATH,
  SERVICE_REQUESTS_PATH,
} from './serviceFault';

/** What the sandbox's header says on every answer: these are not real readings. */
const SANDBOX_LABEL = 'services-sandbox';
/** The largest JSON body it takes (a question, a fault). */
const MAX_JSON_BYTES = 16 * 1024;

/** One call a stand-in received: which, when, and how large its body was. The body itself is never kept. */
export type ReceivedCall = { service: ServiceName; bytes: number; at: string };

export type ServicesSandboxOptions = {
  /** 0 picks a free port. */
  port?: number;
};

export type ServicesSandbox = {
  /** The base URL of all three services (NEXT_PUBLIC_PALM_API_URL, _FACE_, _ASSISTANT_). */
  url: string;
  /** The calls received so far (also `GET /__sandbox/requests`). */
  calls(): ReceivedCall[];
  close(): Promise<void>;
};

/** The body's bytes, or undefined when larger than `limit`. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Picks one of `choices` with the digest's byte at `index`: the same input always reads the same. */
const pick = <T>(digest: Buffer, index: number, choices: readonly T[]): T =>
  choices[(digest[index] ?? 0) % choices.length] as T;

/** A palm reading decided by the photo's bytes (their SHA-256), labelled as the sandbox's. */
export function sandboxPalmReading(photo: Uint8Array): PalmReading {
  const digest = createHash('sha256').update(photo).digest();
  return {
    lines: {
      heart: pick(digest, 0, HEART_TRAITS),
      head: pick(digest, 1, HEAD_TRAITS),
      life: pick(digest, 2, LIFE_TRAITS),
      fate: pick(digest, 3, FATE_TRAITS),
    },
    handShape: pick(digest, 4, HAND_SHAPES),
    sandbox: true,
  };
}

/** A face reading decided by the photo's bytes, labelled as the sandbox's. */
export function sandboxFaceReading(photo: Uint8Array): FaceReading {
  const digest = createHash('sha256').update(photo).digest();
  return {
    shape: pick(digest, 0, FACE_SHAPES),
    features: { eyes: pick(digest, 1, EYE_TRAITS), brow: pick(digest, 2, BROW_TRAITS) },
    sandbox: true,
  };
}

/** The sandbox's canned answers, one picked by the question's hash. */
const CANNED_ANSWERS = [
  'The stars favour patience: what you ask about ripens slowly.',
  'A change you already sense is near; meet it with an open hand.',
  'Look to the people close to you: the answer is in a conversation.',
] as const;

/** An answer decided by the question, plainly a stand-in's (it says so in its text too). */
export function sandboxAnswer(question: string): AssistantAnswer {
  const digest = createHash('sha256').update(question).digest();
  return { answer: `[Sandbox answer, not a real reader] ${pick(digest, 0, CANNED_ANSWERS)}`, sandbox: true };
}

/** Any page may call the stand-ins (they answer only on loopback): the browser calls them from the app's origin. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-expose-headers': SANDBOX_HEADER,
  'access-control-max-age': '600',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    [SANDBOX_HEADER]: SANDBOX_LABEL,
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'cache-control': 'no-store',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const SERVICE_PATHS: Record<string, ServiceName> = {
  [PALM_READING_PATH]: 'palm',
  [FACE_READING_PATH]: 'face',
  [ASSISTANT_ANSWER_PATH]: 'assistant',
};

/**
 * Stand-ins for the palm, face and assistant services on 127.0.0.1 only, speaking their contracts
 * (docs/services.md) and answering deterministically from the input: a hash of the photo's bytes picks the traits,
 * a hash of the question one of a few canned answers. Every answer is labelled (`x-sandbox` header, `"sandbox":
 * true`). Photos are read in memory to hash them and dropped: nothing is stored, only a count and a size per call.
 * `POST /__sandbox/faults` breaks them (serviceFault.ts).
 */
export async function startServicesSandbox(options: ServicesSandboxOptions = {}): Promise<ServicesSandbox> {
  const faults = createServiceFaultSwitch();
  const received: ReceivedCall[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS_HEADERS).end();
      if (path === SERVICE_REQUESTS_PATH && req.method === 'GET') return send(res, 200, { calls: received });
      if (path === SERVICE_FAULTS_PATH && req.method === 'POST') {
        const body = await readBody(req, MAX_JSON_BYTES);
        const fault = parseServiceFault(JSON.parse(body?.toString('utf8') || '{}'));
        if (typeof fault === 'string') return send(res, 400, { error: fault });
        faults.set(fault);
        return send(res, 200, fault);
      }
      const service = SERVICE_PATHS[path];
      if (service === undefined || req.method !== 'POST')
        return send(res, 404, `The services sandbox has no ${req.method} ${path} (see docs/services.md)`);

      const photo = service !== 'assistant';
      const body = await readBody(req, photo ? SERVICE_PHOTO_MAX_BYTES : MAX_JSON_BYTES);
      received.push({ service, bytes: body?.length ?? -1, at: new Date().toISOString() });
      const mode = faults.take(service);
      if (mode === 'down') return send(res, 500, { error: 'The service is down (sandbox fault)' });
      if (mode === 'hang') {
        hanging.add(res);
        return void res.once('close', () => hanging.delete(res));
      }
      if (mode === 'garbage') return send(res, 200, { sandbox: true, reading: 'You will meet a tall stranger' });
      if (body === undefined) return send(res, 413, { error: 'too large' });
      if (photo) {
        const type = req.headers['content-type']?.split(';')[0]?.trim();
        if (type !== SERVICE_PHOTO_TYPE || body.length === 0)
          return send(res, 415, { error: `the body must be the photo's bytes, ${SERVICE_PHOTO_TYPE}` });
        return send(res, 200, service === 'palm' ? sandboxPalmReading(body) : sandboxFaceReading(body));
      }
      const question = assistantQuestionSchema.safeParse(JSON.parse(body.toString('utf8') || '{}'));
      if (!question.success) return send(res, 400, { error: question.error.issues[0]?.message ?? 'no question' });
      return send(res, 200, sandboxAnswer(question.data.question));
    } catch (error) {
      send(res, 400, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => [...received],
    async close() {
      for (const res of hanging) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
