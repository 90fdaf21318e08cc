import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPagePath, varyByLanguage, withLanguageVary } from './varyByLanguage';

describe('which answers vary by the browser language', () => {
  it.each([
    ['/love-quiz', true],
    ['/love-quiz/gender?lang=es', true],
    ['/tech/terms', true],
    ['/', true],
    ['/api/v1/orders', false],
    ['/_next/static/chunks/main.js', false],
    ['/icon.svg', false],
    ['/manifest.webmanifest', false],
  ])('%s: %s', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});

describe('the Vary value', () => {
  it.each([
    [undefined, 'Accept-Language'],
    ['', 'Accept-Language'],
    ['rsc, next-router-state-tree', 'rsc, next-router-state-tree, Accept-Language'],
    [['rsc', 'Accept-Encoding'], 'rsc, Accept-Encoding, Accept-Language'],
    ['accept-language', 'accept-language'],
    ['RSC,Accept-Language,Accept-Encoding', 'RSC, Accept-Language, Accept-Encoding'],
  ] as const)('%j becomes %s', (given, vary) => {
    expect(withLanguageVary(given)).toBe(vary);
  });
});

describe('a page answered by a server that sets its own Vary, explicitly or not', () => {
  async function answer(path: string, explicit: boolean) {
    const server = createServer((request, response) => {
      varyByLanguage(request.url ?? '/', response);
      response.setHeader('Vary', 'rsc');
      if (explicit) response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<h1>ok</h1>');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<string | undefined>((done, fail) =>
        get({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          done(response.headers.vary);
        }).on('error', fail),
      );
    } finally {
      server.close();
    }
  }

  it.each([
    ['/love-quiz', true, 'rsc, Accept-Language'],
    ['/love-quiz', false, 'rsc, Accept-Language'],
    ['/api/v1/orders', false, 'rsc'],
  ])('%s (writeHead called: %s) says %s', async (path, explicit, vary) => {
    expect(await answer(path, explicit)).toBe(vary);
  });
});
