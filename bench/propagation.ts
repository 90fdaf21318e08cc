import { readFileSync } from 'node:fs';
import { startAppInstances } from '@/e2e/support/appInstances';
import { freePort } from '@/testing/freePort';
import { percentile } from './percentile';

/** Enough publishes for a stable p95 (the goal is stated over at least 50). */
const EVENTS = 50;
/** How often the second instance is asked whether it serves the new version yet. */
const POLL_MS = 10;
/** A publish not served after this long counts as lost: the run fails. */
const GIVE_UP_MS = 10_000;

/**
 * Time from a publish in the builder (which pushes the change event to the first instance) to the
 * second instance serving the new version, over EVENTS publishes, on two instances of the production
 * build sharing one PostgreSQL database, on free loopback ports. Its goal: p95 at most BENCH_GOALS.propagationP95Ms.
 */
export async function propagation(adminUrl: string): Promise<{ p50Ms: number; p95Ms: number; events: number }> {
  const instances = await startAppInstances({ adminUrl, ports: [await freePort(), await freePort()] });
  const [, second] = instances.urls;
  const flow = JSON.parse(readFileSync('fixtures/funnels/starseed/flow.json', 'utf8'));
  const first = flow.steps.find((s: { id: string }) => s.id === flow.firstStep);
  const times: number[] = [];
  try {
    await fetch(`${second}/starseed`); // the page is cached before the first publish
    for (let i = 1; i <= EVENTS; i++) {
      const marker = `Propagation check ${i}`;
      first.content.title.en = marker;
      const started = performance.now();
      await instances.publish('flow', 'starseed', flow);
      for (;;) {
        if ((await (await fetch(`${second}/starseed`)).text()).includes(marker)) break;
        if (performance.now() - started > GIVE_UP_MS) throw new Error(`publish ${i} not served after ${GIVE_UP_MS} ms`);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      times.push(performance.now() - started);
    }
  } finally {
    await instances.stop();
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), events: times.length };
}
