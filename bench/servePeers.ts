import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { freePort } from '@/testing/freePort';
import type { PeerQuestion } from './firstQuestionOf';
import { staticPeerPage } from './staticPeerPage';
import { SURVEYJS_FILES, surveyJsPeerPage } from './surveyJsPeerPage';

export type PeerServer = { staticUrl: string; surveyJsUrl: string; close(): Promise<void> };

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * A tiny loopback server for the peers that need no framework: the static page at `/static`, SurveyJS at
 * `/surveyjs` with its files from the project's node_modules (no CDN). Answers are gzipped as the app's are, and cached for a
 * year as built assets are.
 */
export async function servePeers(question: PeerQuestion): Promise<PeerServer> {
  const files = new Map<string, Buffer>([
    ['/static', gzipSync(staticPeerPage(question))],
    ['/surveyjs', gzipSync(surveyJsPeerPage(question))],
    ...SURVEYJS_FILES.map((f): [string, Buffer] => [`/node_modules/${f}`, gzipSync(readFileSync(`node_modules/${f}`))]),
  ]);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://peer').pathname;
    const body = files.get(path);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    const ext = /\.(js|css)$/.exec(path)?.[1] ?? 'html';
    response.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': ext === 'html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${port}`;
  return {
    staticUrl: `${base}/static`,
    surveyJsUrl: `${base}/surveyjs`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
