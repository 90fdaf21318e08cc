import pg from 'pg';

/** The first wait before listening again after the connection dropped; it doubles up to the cap. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * LISTENs on a channel over a connection of its own (LISTEN holds it), and listens again after the
 * connection drops (a database restart, a failover), telling `onReconnect`: notifications sent
 * meanwhile are lost, so the caller catches up. Resolves, once listening, to a function that stops.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let wait = FIRST_RETRY_MS;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // An error ends the connection; 'end' then schedules the next attempt.
    client.on('error', () => {});
    client.on('end', () => {
      if (!stopped && current === client) setTimeout(retry, wait);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
  };
  const retry = async () => {
    if (stopped) return;
    try {
      await connect();
      wait = FIRST_RETRY_MS;
      onReconnect?.();
    } catch {
      wait = Math.min(wait * 2, MAX_RETRY_MS);
      setTimeout(retry, wait);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await current?.end();
  };
}
