import { existsSync, readFileSync } from 'node:fs';
import { firstStepWeight } from './firstStepWeight';
import { propagation } from './propagation';
import { validationSpeed } from './validationSpeed';
import { withBuiltApp } from './withBuiltApp';

/**
 * The benchmark harness. Timings are printed as figures (they vary with the machine); the weight of a
 * funnel's first step is deterministic for a build and is held to its budget: the run fails past it.
 *   npm run bench            timings, and page weights if a production build exists
 *   npm run bench -- --check-budgets   page weights only, failing when over budget (needs `npm run build`)
 */
const budgets: { firstStepGzipBytes: number; pages: string[] } = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
);
const checkOnly = process.argv.includes('--check-budgets');

if (!checkOnly)
  for (const t of validationSpeed())
    console.log(`${t.label}: p50 ${t.p50Ms.toFixed(3)} ms, p95 ${t.p95Ms.toFixed(3)} ms over ${t.runs} runs`);

if (!existsSync('.next/BUILD_ID')) {
  console.log('no production build: run `npm run build` to weigh the first steps');
  process.exitCode = checkOnly ? 1 : 0;
} else {
  let over = 0;
  const pages = await withBuiltApp((baseUrl) =>
    Promise.all(budgets.pages.map(async (slug) => ({ slug, html: await (await fetch(`${baseUrl}/${slug}`)).text() }))),
  );
  for (const { slug, html } of pages) {
    const w = firstStepWeight(slug, html);
    const ok = w.gzipBytes <= budgets.firstStepGzipBytes;
    if (!ok) over++;
    console.log(
      `${w.page} first step: ${w.files} assets, ${(w.rawBytes / 1024).toFixed(1)} KiB raw, ${(w.gzipBytes / 1024).toFixed(1)} KiB gzip (budget ${(budgets.firstStepGzipBytes / 1024).toFixed(0)} KiB)${ok ? '' : ' OVER BUDGET'}`,
    );
  }
  process.exitCode = over > 0 ? 1 : 0;
}

if (!checkOnly) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || !existsSync('.next/BUILD_ID'))
    console.log('propagation: needs a build and TEST_DATABASE_URL (two instances share one PostgreSQL database)');
  else {
    const p = await propagation(adminUrl);
    console.log(
      `propagation, event to the new version served by the other instance: p50 ${p.p50Ms.toFixed(0)} ms, p95 ${p.p95Ms.toFixed(0)} ms over ${p.events} events (goal p95 < 1000 ms)`,
    );
  }
}
