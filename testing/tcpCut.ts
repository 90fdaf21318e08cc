import { createServer, type Socket, connect as tcpConnect } from 'node:net';

export type TcpCut = {
  /** The loopback port to connect to instead of the target's. */
  port: number;
  /** Connections open through the proxy now. */
  open: () => number;
  /** Closes every open connection (both ends) and refuses new ones until `restore`. */
  cut: () => void;
  /**
   * Closes every open connection and holds new ones open without passing a byte, as a host that drops packets does
   * (until `restore`, which closes them).
   */
  stall: () => void;
  /**
   * Keeps every connection open but passes no byte either way, and holds new ones the same: a query already under way
   * on an open connection is never answered (until `restore`, which lets the open ones go on and closes the held).
   */
  freeze: () => void;
  /** Lets connections through again. */
  restore: () => void;
  close: () => Promise<void>;
};

/**
 * A loopback TCP proxy to a target (PostgreSQL, for tests of an outage or a restart) that a test can cut: while cut,
 * every connection through it is destroyed and new ones are closed as soon as they arrive, as when the server is down.
 */
export async function startTcpCut(target: { host: string; port: number }): Promise<TcpCut> {
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  let mode: 'through' | 'cut' | 'stall' | 'freeze' = 'through';
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    if (mode === 'stall' || mode === 'freeze') {
      held.add(client.on('error', () => {}).on('close', () => held.delete(client)));
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the proxy has no port');
  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    for (const client of held) client.destroy();
    held.clear();
  };
  return {
    port: address.port,
    open: () => pairs.size,
    cut: () => {
      mode = 'cut';
      destroyAll();
    },
    stall: () => {
      mode = 'stall';
      destroyAll();
    },
    freeze: () => {
      mode = 'freeze';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    restore: () => {
      if (mode === 'freeze')
        for (const [client, upstream] of pairs) {
          client.pipe(upstream);
          upstream.pipe(client);
        }
      mode = 'through';
      for (const client of held) client.destroy();
      held.clear();
    },
    close: async () => {
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A PostgreSQL URL that goes through the proxy instead (same user, password and database). */
export function throughTcpCut(databaseUrl: string, cut: TcpCut): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(cut.port);
  return url.toString();
}

/** The host and port a PostgreSQL URL names (5432 when it names none). */
export function postgresTarget(databaseUrl: string): { host: string; port: number } {
  const url = new URL(databaseUrl);
  return { host: url.hostname, port: url.port === '' ? 5432 : Number(url.port) };
}
