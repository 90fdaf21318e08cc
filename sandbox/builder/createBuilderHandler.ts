import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILDER_AUTH_HEADER, BUILDER_PATHS } from '@/schemas/builder/builderContract';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';
import type { DocumentKind, DocumentStore } from './createDocumentStore';
import { BUILDER_FAULTS_PATH, type BuilderFault, parseBuilderFault } from './parseBuilderFault';
import { readPublishable } from './readPublishable';

/** Far above any funnel or flow document (the largest fixture is tens of kilobytes), to refuse runaway bodies. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** What a `garbage` read answers: a response cut short, still claiming to be JSON. */
const GARBAGE_BODY = '{"funnels": [{"slug": "pal';

/** `/api/v1/{funnels,flows}/<key>` and `/api/v1/drafts/{funnels,flows}/<key>`. */
const DOCUMENT_PATH = /^\/api\/v1\/(drafts\/)?(funnels|flows)\/([^/]+)$/;
const KIND_OF_COLLECTION: Record<string, DocumentKind> = { funnels: 'funnel', flows: 'flow' };

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body?: string): void {
  // A client that gave up (a timed-out slow read) has no one left to answer.
  if (res.destroyed) return;
  if (body === undefined) res.writeHead(status).end();
  else res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}

/** The project's error shape. */
function sendError(res: ServerResponse, status: number, message: string): void {
  send(res, status, JSON.stringify({ originalError: message, originalStatusCode: status }));
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseVersion(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new Refusal(400, `version must be a positive integer, not "${raw}"`);
  return Number(raw);
}

export type BuilderHandlerOptions = {
  apiKey: string;
  store: DocumentStore;
  /** Called with the event of every publish and unpublish. */
  emit: (event: BuilderEvent) => void;
  fault: () => BuilderFault;
  setFault: (fault: BuilderFault) => void;
};

/**
 * The builder's HTTP API over the store (schemas/builder/builderContract.ts): published reads and
 * drafts, the publish API (PUT publishes a new version, DELETE unpublishes), and the fault control.
 * Every answer but a document is in the project's error shape.
 */
export function createBuilderHandler(options: BuilderHandlerOptions) {
  const { store, emit } = options;

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    if (url.pathname === BUILDER_FAULTS_PATH && method === 'POST') {
      const fault = parseBuilderFault(JSON.parse((await readText(req)) || '{}'));
      if (typeof fault === 'string') throw new Refusal(400, fault);
      options.setFault(fault);
      return send(res, 200, JSON.stringify(fault));
    }
    if (url.pathname === BUILDER_PATHS.funnels && method === 'GET')
      return send(res, 200, JSON.stringify({ funnels: store.funnels() }));

    const match = DOCUMENT_PATH.exec(url.pathname);
    if (!match) throw new Refusal(404, `no such path: ${url.pathname}`);
    const [, drafts, collection = '', rawKey = ''] = match;
    const kind = KIND_OF_COLLECTION[collection] as DocumentKind;
    const key = decodeURIComponent(rawKey);
    const name = `${kind} ${key}`;

    if (drafts) {
      if (method === 'PUT') {
        store.saveDraft(kind, key, await readText(req));
        return send(res, 204);
      }
      if (method !== 'GET') throw new Refusal(405, `${method} is not allowed on a draft`);
      const text = store.draft(kind, key);
      if (text === undefined) throw new Refusal(404, `no draft of ${name}`);
      try {
        JSON.parse(text);
      } catch (error) {
        throw new Refusal(422, `the draft of ${name} is not valid JSON: ${(error as Error).message}`);
      }
      return send(res, 200, text);
    }

    if (method === 'GET') {
      const version = kind === 'flow' ? parseVersion(url.searchParams.get('version')) : undefined;
      const text = store.published(kind, key, version);
      if (text === undefined)
        throw new Refusal(404, `${name}${version === undefined ? '' : ` version ${version}`} is not published`);
      return send(res, 200, text);
    }
    if (method === 'PUT') {
      const text = await readText(req);
      const read = readPublishable(kind, text);
      if (!read.ok) throw new Refusal(422, `${name} cannot be published: it ${read.problem}`);
      if (read.key !== key) throw new Refusal(422, `${name} cannot be published: the document says ${read.key}`);
      store.saveDraft(kind, key, text);
      const event = store.publish(kind, key, read.document);
      emit(event);
      return send(res, 200, JSON.stringify({ version: event.version }));
    }
    if (method === 'DELETE') {
      const event = store.unpublish(kind, key);
      if (!event) throw new Refusal(404, `${name} is not published`);
      emit(event);
      return send(res, 204);
    }
    throw new Refusal(405, `${method} is not allowed on a ${kind}`);
  }

  /** Faults break reads only, before anything else (a server that is down checks no keys). */
  async function applyFault(res: ServerResponse): Promise<boolean> {
    const { mode, delayMs } = options.fault();
    if (mode === 'down') sendError(res, 503, 'the builder is down (sandbox fault)');
    if (mode === 'error') sendError(res, 500, 'the builder failed (sandbox fault)');
    if (mode === 'garbage') send(res, 200, GARBAGE_BODY);
    // Unreferenced, so a slow answer pending at shutdown does not keep the process alive.
    if (mode === 'slow') await sleep(delayMs, undefined, { ref: false });
    return mode === 'down' || mode === 'error' || mode === 'garbage';
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (req.method === 'GET' && (await applyFault(res))) return;
      if (req.headers[BUILDER_AUTH_HEADER] !== `Bearer ${options.apiKey}`)
        throw new Refusal(401, 'missing or wrong API key');
      await route(req, res, url);
    } catch (error) {
      if (error instanceof Refusal) sendError(res, error.status, error.message);
      else if (error instanceof SyntaxError || error instanceof URIError) sendError(res, 400, error.message);
      else sendError(res, 500, error instanceof Error ? error.message : String(error));
    }
  };
}
