import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takenPorts } from './takenPorts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

function listen(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    servers.push(server);
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('no address'));
    });
  });
}

async function closedPort(): Promise<number> {
  const port = await listen('127.0.0.1');
  await new Promise((done) => servers.pop()?.close(done));
  return port;
}

describe('takenPorts', () => {
  it('names a port a server listens on at loopback, and not a free one', async () => {
    const busy = await listen('127.0.0.1');
    const free = await closedPort();
    expect(takenPorts([free, busy])).toEqual([{ port: busy, code: 'EADDRINUSE' }]);
  });

  it('names a port held on every address (as `next dev` listens)', async () => {
    const busy = await listen('0.0.0.0');
    expect(takenPorts([busy]).map((t) => t.port)).toEqual([busy]);
  });

  it('leaves a free port free', async () => {
    const free = await closedPort();
    expect(takenPorts([free])).toEqual([]);
    expect(takenPorts([free])).toEqual([]);
  });
});
