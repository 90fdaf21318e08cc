import { execFileSync } from 'node:child_process';

/**
 * Tries to listen on each loopback port in turn (closing at once) and prints the ports it could not have. Run in a
 * child process so a caller that must stay synchronous (a Playwright config, read before any server starts) can ask.
 */
const PROBE = `
const { createServer } = require('node:net');
const ports = process.argv.slice(1).map(Number);
const taken = [];
(async () => {
  for (const port of ports)
    await new Promise((done) => {
      const server = createServer();
      server.once('error', (error) => {
        taken.push({ port, code: error.code });
        done();
      });
      server.listen(port, '127.0.0.1', () => server.close(done));
    });
  process.stdout.write(JSON.stringify(taken));
})();
`;

/**
 * The ports among these that something already listens on at 127.0.0.1 (or on every address, which holds it too),
 * each with the error the attempt to listen met (EADDRINUSE, EACCES). Synchronous: it waits for a short child process.
 */
export function takenPorts(ports: readonly number[]): { port: number; code: string }[] {
  if (ports.length === 0) return [];
  const out = execFileSync(process.execPath, ['-e', PROBE, ...ports.map(String)], { encoding: 'utf8' });
  return JSON.parse(out) as { port: number; code: string }[];
}
