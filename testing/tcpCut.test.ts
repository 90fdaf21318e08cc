import { once } from 'node:events';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTarget, startTcpCut, type TcpCut, throughTcpCut } from './tcpCut';

/** Sends a line and resolves with the first data that comes back, or with 'closed' when the connection ends first. */
async function roundTrip(socket: Socket, line: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (data) => resolve(data.toString('utf8')));
    socket.once('close', () => resolve('closed'));
    socket.once('error', () => resolve('closed'));
    socket.write(line);
  });
}

async function connected(port: number): Promise<Socket> {
  const socket = tcpConnect(port, '127.0.0.1');
  socket.on('error', () => {});
  await once(socket, 'connect');
  return socket;
}

describe('the TCP cut proxy', () => {
  let echo: Server;
  let proxy: TcpCut;
  beforeAll(async () => {
    echo = createServer((socket) => socket.on('data', (data) => socket.write(`echo ${data}`)).on('error', () => {}));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const address = echo.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');
    proxy = await startTcpCut({ host: '127.0.0.1', port: address.port });
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => echo.close(resolve));
  });

  it('passes bytes both ways, closes open connections when cut, refuses new ones, and lets them through again', async () => {
    const before = await connected(proxy.port);
    expect(await roundTrip(before, 'one')).toBe('echo one');
    expect(proxy.open()).toBe(1);

    proxy.cut();
    // The open connection ends without an answer.
    expect(await roundTrip(before, 'two')).toBe('closed');
    expect(proxy.open()).toBe(0);
    // A new one is accepted by the kernel, then closed before any byte passes.
    const during = await connected(proxy.port);
    expect(await roundTrip(during, 'three')).toBe('closed');

    proxy.restore();
    const after = await connected(proxy.port);
    expect(await roundTrip(after, 'four')).toBe('echo four');
    after.destroy();
  });

  it('when stalled, closes open connections and holds new ones without a byte passing, until restored', async () => {
    const before = await connected(proxy.port);
    proxy.stall();
    expect(await roundTrip(before, 'one')).toBe('closed');
    const during = await connected(proxy.port);
    const answer = roundTrip(during, 'two');
    // Nothing comes back while stalled, nor does the connection end: the echo answers in well under a millisecond when
    // the bytes pass, so a tenth of a second without an answer is an absence.
    expect(proxy.open()).toBe(0);
    const window = new Promise((resolve) => setTimeout(() => resolve('pending'), 100));
    expect(await Promise.race([answer, window])).toBe('pending');
    proxy.restore();
    expect(await answer).toBe('closed');
    const after = await connected(proxy.port);
    expect(await roundTrip(after, 'three')).toBe('echo three');
    after.destroy();
  });

  it('rewrites a PostgreSQL URL to go through it, keeping the user, password, database and options', () => {
    const url = 'postgres://root:secret@db.internal:6543/test?sslmode=disable';
    expect(postgresTarget(url)).toEqual({ host: 'db.internal', port: 6543 });
    expect(postgresTarget('postgres://root@127.0.0.1/test')).toEqual({ host: '127.0.0.1', port: 5432 });
    expect(throughTcpCut(url, proxy)).toBe(`postgres://root:secret@127.0.0.1:${proxy.port}/test?sslmode=disable`);
  });
});
