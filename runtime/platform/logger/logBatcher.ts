import type { LogLevel } from '@/schemas/enums/logLevels';

/** docs/limits.md#logging: a batch holds at most 15 entries; a full batch is sent at once. */
export const LOG_BATCH_SIZE = 15;
/** docs/limits.md#logging: a batch is tried at most 5 times, then dropped. */
export const LOG_RETRY_LIMIT = 5;
/** The product leaves the base time unit unstated; we take one second (docs/limits.md#time-units). */
export const LOG_BASE_UNIT_MS = 1000;
/** docs/limits.md#logging: a pending batch is sent after twice the base unit. */
export const LOG_CHECK_DELAY_MS = 2 * LOG_BASE_UNIT_MS;
/** Where unsent batches wait across reloads. */
export const LOG_STORAGE_KEY = 'funnel.logBatches';

/** docs/entities.md#log-entries-and-batches: a log entry. */
export type LogEntry = { id: string; createdAt: number; level: LogLevel; message: string; extra?: unknown };
/** docs/entities.md#log-entries-and-batches: a batch of entries; `sentAt` is set on each send attempt. */
export type LogBatch = {
  id: string;
  logs: LogEntry[];
  createdAt: number;
  retryAttempt: number;
  maxSize: number;
  sentAt?: number;
};

/** What the batcher needs from the world, so its rules run the same in tests and in the browser. */
export type LogBatcherDeps = {
  send: (batch: LogBatch) => Promise<void>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  newId?: () => string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Where unsent batches are kept; another batcher on the page (analytics events) keeps its own. */
  storageKey?: string;
  /** Whether the device has a network (the browser's `navigator.onLine`); always, unless told. */
  isOnline?: () => boolean;
  /** Runs `run` once when the device has a network again (the browser's `online` event). */
  whenOnline?: (run: () => void) => void;
  /** Told of a batch dropped after its last attempt, undelivered: what it held is lost (a caller may say so). */
  onDrop?: (batch: LogBatch) => void;
};

/**
 * The delay before attempt `retryAttempt + 1`: the check delay, doubling with each attempt made
 * (docs/states.md#log-batches).
 */
export function retryDelay(retryAttempt: number): number {
  return LOG_CHECK_DELAY_MS * 2 ** retryAttempt;
}

function isBatch(value: unknown): value is LogBatch {
  const b = value as LogBatch;
  return typeof b?.id === 'string' && Array.isArray(b.logs) && typeof b.retryAttempt === 'number';
}

/**
 * Collects log entries into batches and delivers them (docs/states.md#log-batches): a pending batch goes out when full
 * or after the check delay; every attempt counts; success or the fifth failure drops the batch, any other failure keeps
 * it for a retry after a doubled delay. Unsent batches live in storage and survive reloads. While the device is offline
 * no attempt is made (none counted): the batches wait for the network.
 */
export class LogBatcher {
  private batches: LogBatch[] = [];
  private readonly timers = new Map<string, unknown>();
  private readonly inFlight = new Set<string>();
  /** Whether the batcher waits for the network to come back, its batches' attempts put off until then. */
  private waitingForNetwork = false;
  private readonly deps: Required<LogBatcherDeps>;

  constructor(deps: LogBatcherDeps) {
    this.deps = {
      storage: deps.storage ?? { getItem: () => null, setItem: () => {}, removeItem: () => {} },
      now: deps.now ?? Date.now,
      newId: deps.newId ?? (() => crypto.randomUUID()),
      setTimer: deps.setTimer ?? ((run, ms) => setTimeout(run, ms)),
      clearTimer: deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)),
      send: deps.send,
      storageKey: deps.storageKey ?? LOG_STORAGE_KEY,
      isOnline: deps.isOnline ?? (() => true),
      whenOnline: deps.whenOnline ?? (() => {}),
      onDrop: deps.onDrop ?? (() => {}),
    };
    this.restore();
  }

  /** Adds an entry to the open batch; a batch that reaches its size is sent at once. */
  log(level: LogLevel, message: string, extra?: unknown): LogEntry {
    const entry: LogEntry = { id: this.deps.newId(), createdAt: this.deps.now(), level, message };
    if (extra !== undefined) entry.extra = extra;
    let batch = this.openBatch();
    if (batch === undefined) {
      batch = { id: this.deps.newId(), logs: [], createdAt: this.deps.now(), retryAttempt: 0, maxSize: LOG_BATCH_SIZE };
      this.batches.push(batch);
      this.schedule(batch, LOG_CHECK_DELAY_MS);
    }
    batch.logs.push(entry);
    this.save();
    if (batch.logs.length >= batch.maxSize) void this.attempt(batch.id);
    return entry;
  }

  /** The batches not yet delivered, oldest first (copies). */
  pending(): LogBatch[] {
    return structuredClone(this.batches);
  }

  /** Sends every waiting batch now (for page hide), without waiting for their timers. */
  flush(): Promise<void> {
    return Promise.all(this.batches.map((b) => this.attempt(b.id))).then(() => undefined);
  }

  private openBatch(): LogBatch | undefined {
    return this.batches.find((b) => b.retryAttempt === 0 && !this.inFlight.has(b.id) && b.logs.length < b.maxSize);
  }

  private schedule(batch: LogBatch, ms: number): void {
    this.deps.clearTimer(this.timers.get(batch.id));
    this.timers.set(
      batch.id,
      this.deps.setTimer(() => void this.attempt(batch.id), ms),
    );
  }

  private async attempt(id: string): Promise<void> {
    const batch = this.batches.find((b) => b.id === id);
    if (batch === undefined || this.inFlight.has(id)) return;
    this.deps.clearTimer(this.timers.get(id));
    this.timers.delete(id);
    // Without a network a try cannot reach the endpoint: it is not made, nor counted, and every batch goes out
    // when the network is back (a visitor offline for minutes keeps their logs, not five failures and a drop).
    if (!this.deps.isOnline()) return this.waitForNetwork();
    this.inFlight.add(id);
    batch.retryAttempt += 1;
    batch.sentAt = this.deps.now();
    this.save();
    let delivered = false;
    try {
      await this.deps.send(structuredClone(batch));
      delivered = true;
    } catch {
      // Kept below for a retry, or dropped after the last attempt.
    }
    this.inFlight.delete(id);
    if (delivered || batch.retryAttempt >= LOG_RETRY_LIMIT) {
      this.batches = this.batches.filter((b) => b.id !== id);
      if (!delivered) this.deps.onDrop(structuredClone(batch));
    } else this.schedule(batch, retryDelay(batch.retryAttempt));
    this.save();
  }

  private waitForNetwork(): void {
    if (this.waitingForNetwork) return;
    this.waitingForNetwork = true;
    this.deps.whenOnline(() => {
      this.waitingForNetwork = false;
      void this.flush();
    });
  }

  private save(): void {
    try {
      if (this.batches.length === 0) this.deps.storage.removeItem(this.deps.storageKey);
      else this.deps.storage.setItem(this.deps.storageKey, JSON.stringify(this.batches));
    } catch {
      // Storage full or forbidden: the batches still live in memory.
    }
  }

  private restore(): void {
    let stored: unknown;
    try {
      stored = JSON.parse(this.deps.storage.getItem(this.deps.storageKey) ?? '[]');
    } catch {
      stored = [];
    }
    this.batches = Array.isArray(stored) ? stored.filter(isBatch) : [];
    // A batch restored after a reload waits the delay its attempts have earned, as if the page had stayed.
    for (const batch of this.batches) this.schedule(batch, retryDelay(batch.retryAttempt));
  }
}
