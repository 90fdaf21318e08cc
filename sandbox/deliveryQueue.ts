import { setTimeout as sleep } from 'node:timers/promises';

/** One outgoing POST: where, the JSON body, and its headers, made again at each attempt (a signature may carry the time). */
export type Delivery = { url: string; body: string; headers: () => Record<string, string> };

/** How a delivery went so far: the attempts made, the last one's HTTP status or why it had none (`stopped` when closed). */
export type DeliveryProgress = { attempts: number; status?: number; error?: string };

/** How a delivery ended: delivered (a 2xx) or given up on. */
export type DeliveryResult = DeliveryProgress & { ok: boolean };

export type DeliveryQueueOptions = {
  /** Tries per delivery, the first included. */
  attempts: number;
  /** The first retry's delay, doubling after each failure. */
  backoffMs: number;
  /** One attempt's limit, so a receiver that hangs cannot hold its target's queue forever. */
  timeoutMs: number;
  /** Whether a refusal with this HTTP status may get better by trying again; every one may, unless told. */
  retryable?: (status: number) => boolean;
};

/** Told of a delivery as it goes: after every attempt, and once when it ends (before `idle` resolves). */
export type DeliveryListener = {
  attempted?: (sofar: DeliveryProgress) => void;
  finished?: (result: DeliveryResult) => void;
};

export type DeliveryQueue = {
  /**
   * Queues a delivery behind the earlier ones of the same target (a document, an order): those are delivered one
   * after another, in order; others in parallel.
   */
  send(target: string, delivery: Delivery, listener?: DeliveryListener): Promise<DeliveryResult>;
  /** Resolves once every delivery queued so far has been delivered or given up on. */
  idle(): Promise<void>;
  /** Gives up at once on every queued, running and retrying delivery, and on any sent later. */
  stop(): void;
};

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * The outgoing side of a sandbox that pushes events as a real service does (the builder's change events, the
 * provider's webhooks): POSTs ordered per target, each retried with a doubling delay until a 2xx, a refusal that
 * will not get better, or the last attempt; closing the sandbox stops them all.
 */
export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const { attempts, backoffMs, timeoutMs, retryable = () => true } = options;
  const stopping = new AbortController();
  const tails = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<unknown>>();

  /** One try: the status, or the network error's cause. */
  async function post({ url, body, headers }: Delivery): Promise<{ status?: number; error?: string }> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers() },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      if (stopping.signal.aborted) return { error: 'stopped' };
      // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout).
      const cause = error instanceof Error ? error.cause : undefined;
      const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
      const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
      return { error: code ?? message };
    }
  }

  async function deliver(delivery: Delivery, attempted?: (sofar: DeliveryProgress) => void): Promise<DeliveryResult> {
    let sofar: DeliveryProgress = { attempts: 0 };
    while (sofar.attempts < attempts) {
      if (stopping.signal.aborted) return { ok: false, attempts: sofar.attempts, error: 'stopped' };
      sofar = { attempts: sofar.attempts + 1, ...(await post(delivery)) };
      attempted?.(sofar);
      const { status } = sofar;
      if (status !== undefined && isSuccess(status)) return { ok: true, ...sofar };
      if (status !== undefined && !retryable(status)) break;
      if (sofar.attempts < attempts)
        await sleep(backoffMs * 2 ** (sofar.attempts - 1), undefined, { signal: stopping.signal }).catch(() => {});
    }
    return { ok: false, ...sofar };
  }

  return {
    send(target, delivery, listener = {}) {
      const done = (tails.get(target) ?? Promise.resolve()).then(async () => {
        const result = await deliver(delivery, listener.attempted);
        listener.finished?.(result);
        return result;
      });
      tails.set(target, done);
      pending.add(done);
      void done.finally(() => {
        pending.delete(done);
        if (tails.get(target) === done) tails.delete(target);
      });
      return done;
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    stop: () => stopping.abort(),
  };
}
