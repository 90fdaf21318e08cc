import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';
import { createBuilderHandler } from './createBuilderHandler';
import { createDocumentStore } from './createDocumentStore';
import { createEventDelivery, type DeliveryOutcome, type EventDeliveryOptions } from './createEventDelivery';
import { createFixtureSync } from './createFixtureSync';
import { type BuilderFault, parseBuilderFault } from './parseBuilderFault';
import { watchFolder } from './watchFolder';

export type BuilderSandboxOptions = {
  /** The folder of `<slug>/funnel.json` and `<slug>/flow.json` documents. */
  fixturesDir: string;
  apiKey: string;
  /** 0 picks a free port. */
  port?: number;
  /** Where change events are pushed (the runtime's BUILDER_EVENTS_PATH); unset, none are sent. */
  eventsUrl?: string;
  /** Publish files as they are saved, unpublish them as they are removed. */
  watch?: boolean;
  /** Retry tuning, for tests that cannot wait seconds. */
  delivery?: Pick<EventDeliveryOptions, 'attempts' | 'backoffMs' | 'timeoutMs'>;
  /** Where the one-line notices go (a file kept as a draft only, a watch error); standard error by default. */
  log?: (line: string) => void;
};

export type BuilderSandbox = {
  /** `http://127.0.0.1:<port>`: the BUILDER_API_HOST to give the runtime. */
  url: string;
  /** Breaks reads on purpose, as `POST /__sandbox/faults` does; `{ mode: 'ok' }` heals them. */
  setFault(fault: { mode: BuilderFault['mode']; delayMs?: number }): void;
  /** Every change event made since start, oldest first, whether or not it was delivered. */
  events(): readonly BuilderEvent[];
  /** Every finished delivery, oldest first. */
  deliveries(): readonly DeliveryOutcome[];
  /** Resolves once every event made so far has been delivered or given up on. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A stand-in for the funnel-builder service over a fixtures folder, speaking the builder contract on
 * 127.0.0.1 only. Every document is published at start at the version in its file (no events: that is
 * the state the runtime starts from); then the publish API, and the folder when watched, publish new
 * versions and push signed change events.
 */
export async function startBuilderSandbox(options: BuilderSandboxOptions): Promise<BuilderSandbox> {
  const log = options.log ?? ((line: string) => console.error(line));
  const store = createDocumentStore();
  const delivery = options.eventsUrl
    ? createEventDelivery({ url: options.eventsUrl, apiKey: options.apiKey, log, ...options.delivery })
    : undefined;
  const events: BuilderEvent[] = [];
  const emit = (event: BuilderEvent) => {
    events.push(event);
    delivery?.send(event);
  };
  let fault: BuilderFault = { mode: 'ok', delayMs: 0 };
  const setFault = (next: BuilderFault) => {
    fault = next;
  };

  const sync = createFixtureSync({ dir: options.fixturesDir, store, log });
  sync();
  const resync = () => {
    try {
      sync().forEach(emit);
    } catch (error) {
      log(`builder sandbox: cannot read ${options.fixturesDir}: ${(error as Error).message}`);
    }
  };
  const stopWatching = options.watch ? watchFolder(options.fixturesDir, resync, log) : undefined;

  const server = createServer(
    createBuilderHandler({ apiKey: options.apiKey, store, emit, fault: () => fault, setFault }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setFault(requested) {
      const parsed = parseBuilderFault(requested);
      if (typeof parsed === 'string') throw new Error(parsed);
      setFault(parsed);
    },
    events: () => [...events],
    deliveries: () => delivery?.outcomes() ?? [],
    idle: async () => delivery?.idle(),
    async close() {
      stopWatching?.();
      delivery?.stop();
      await delivery?.idle();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets and slow reads in progress would otherwise hold close() open.
      server.closeAllConnections();
      await closed;
    },
  };
}
