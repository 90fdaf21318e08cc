import { readdirSync } from 'node:fs';
import { withBareNext } from './bareNextApp';
import { FIRST_STEPS } from './benchPages';
import type { LighthousePage, PageKind } from './benchResults';
import type { PeerQuestion } from './firstQuestionOf';
import { type LighthouseRun, withLighthouse } from './lighthouseRuns';
import { median } from './median';
import { PRODUCTION_START_ENV } from './productionApp';
import { measureRounds, type RoundsOptions } from './rounds';
import { servePeers } from './servePeers';
import { withBuiltApp } from './withBuiltApp';

/** Runs per page at least, and at most while its timings scatter (bench/rounds.ts); each figure is their median. */
export const LIGHTHOUSE_ROUNDS = { min: 3, max: 9 } as const;
/** The scatter Lighthouse's simulated timings have at best, in milliseconds: below it no run differs from another. */
const TIMING_FLOOR_MS = { TBT: 15, LCP: 50 } as const;

/** A page's figures: the median of runs taken until its TBT and LCP agree (LIGHTHOUSE_ROUNDS). */
export async function lighthousePage(
  audit: (url: string) => Promise<LighthouseRun>,
  url: string,
  page: string,
  kind: PageKind,
  picture?: boolean,
  rounds: RoundsOptions = LIGHTHOUSE_ROUNDS,
): Promise<LighthousePage> {
  const { rounds: runs, noisy } = await measureRounds(
    () => audit(url),
    (runs) => ({
      TBT: { samples: runs.map((r) => r.tbtMs), floor: TIMING_FLOOR_MS.TBT },
      LCP: { samples: runs.map((r) => r.lcpMs), floor: TIMING_FLOOR_MS.LCP },
    }),
    rounds,
  );
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  const result: LighthousePage = {
    page,
    kind,
    ...(picture === undefined ? {} : { picture }),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    score: of((r) => r.score),
    runs: runs.length,
    ...(noisy.length > 0 && { noisy }),
  };
  console.log(
    `lighthouse ${page}: LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, score ${result.score} (${runs.length} runs${noisy.length > 0 ? `, still noisy: ${noisy.join(', ')}` : ''})`,
  );
  return result;
}

/** Every fixture funnel's slug but those already measured, for `--every-funnel`. */
function otherFunnels(): string[] {
  const measured = new Set<string>(FIRST_STEPS.map((s) => s.slug));
  return readdirSync('fixtures/funnels', { withFileTypes: true })
    .filter((d) => d.isDirectory() && !measured.has(d.name))
    .map((d) => d.name)
    .sort();
}

/** How a first step of the production build is named beside the default build's. */
export const productionPage = (slug: string) => `/${slug}, production`;

/**
 * Lighthouse on the peers (the static page, the bare Next page, SurveyJS) and on our first steps, one page after
 * the other so they never share the CPU: in the default build (embedded defaults), and in the build a user deploys
 * (bench/productionApp.ts). A funnel whose first page is not served (a draft, say) is skipped.
 */
export async function measureLighthouse(question: PeerQuestion, everyFunnel: boolean): Promise<LighthousePage[]> {
  return withLighthouse(async (audit) => {
    const pages: LighthousePage[] = [];
    const peers = await servePeers(question);
    try {
      pages.push(await lighthousePage(audit, peers.staticUrl, 'static', 'static'));
      pages.push(await lighthousePage(audit, peers.surveyJsUrl, 'SurveyJS', 'surveyJs'));
    } finally {
      await peers.close();
    }
    await withBareNext(async (url) => pages.push(await lighthousePage(audit, url, 'bare Next', 'bareNext')));
    await withBuiltApp(async (baseUrl) => {
      for (const { slug, picture } of FIRST_STEPS)
        pages.push(await lighthousePage(audit, `${baseUrl}/${slug}`, `/${slug}`, 'ours', picture));
      for (const slug of everyFunnel ? otherFunnels() : []) {
        if (!(await fetch(`${baseUrl}/${slug}`)).ok) continue;
        pages.push(await lighthousePage(audit, `${baseUrl}/${slug}`, `/${slug}`, 'ours'));
      }
    });
    await withBuiltApp(async (baseUrl) => {
      for (const { slug, picture } of FIRST_STEPS)
        pages.push(await lighthousePage(audit, `${baseUrl}/${slug}`, productionPage(slug), 'ours', picture));
    }, PRODUCTION_START_ENV);
    return pages;
  });
}
