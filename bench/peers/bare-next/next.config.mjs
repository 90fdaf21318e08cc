import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bare Next page of the benchmark: one page with one client component, built with the project's own `next`.
 * The bundler may read from the folder holding this app and the `next` it resolves (a shared install may live in
 * another checkout), as the main app's config allows.
 */
const here = dirname(fileURLToPath(import.meta.url));
const nextDir = realpathSync(dirname(createRequire(import.meta.url).resolve('next/package.json')));
const a = here.split(sep);
const b = nextDir.split(sep);
let same = 0;
while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
const root = a.slice(0, same).join(sep) || sep;

/** @type {import('next').NextConfig} */
export default {
  poweredByHeader: false,
  outputFileTracingRoot: root,
  turbopack: { root },
};
