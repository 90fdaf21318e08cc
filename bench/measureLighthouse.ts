import { readdirSync } from 'node:fs';
import { withBareNext } from './bareNextApp';
import { FIRST_STEPS } from './benchPages';
import type { LighthousePage, PageKind } from './benchResults';
import type { PeerQuestion } from './firstQuestionOf';
import { type LighthouseRun, lighthouseRuns } from './lighthouseRuns';
import { median } from './median';
import { servePeers } from './servePeers';
import { withBuiltApp } from './withBuiltApp';

/** Runs per page; each figure is the median of its runs. */
export const LIGHTHOUSE_RUNS = 3;

function summarize(page: string, kind: PageKind, runs: LighthouseRun[], picture?: boolean): LighthousePage {
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  return {
    page,
    kind,
    ...(picture === undefined ? {} : { picture }),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    score: of((r) => r.score),
    runs: runs.length,
  };
}

/** Every fixture funnel's slug but those already measured, for `--every-funnel`. */
function otherFunnels(): string[] {
  const measured = new Set<string>(FIRST_STEPS.map((s) => s.slug));
  return readdirSync('fixtures/funnels', { withFileTypes: true })
    .filter((d) => d.isDirectory() && !measured.has(d.name))
    .map((d) => d.name)
    .sort();
}

/**
 * Lighthouse on the peers (the static page, the bare Next page, SurveyJS) and on our first steps, one page after
 * the other so they never share the CPU. A funnel whose first page is not served (a draft, say) is skipped.
 */
export async function measureLighthouse(question: PeerQuestion, everyFunnel: boolean): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  const log = (p: LighthousePage) => {
    console.log(
      `lighthouse ${p.page}: LCP ${p.lcpMs.toFixed(0)} ms, TBT ${p.tbtMs.toFixed(0)} ms, CLS ${p.cls.toFixed(3)}, score ${p.score}`,
    );
    pages.push(p);
  };
  const peers = await servePeers(question);
  try {
    log(summarize('static', 'static', await lighthouseRuns(peers.staticUrl, LIGHTHOUSE_RUNS)));
    log(summarize('SurveyJS', 'surveyJs', await lighthouseRuns(peers.surveyJsUrl, LIGHTHOUSE_RUNS)));
  } finally {
    await peers.close();
  }
  await withBareNext(async (url) =>
    log(summarize('bare Next', 'bareNext', await lighthouseRuns(url, LIGHTHOUSE_RUNS))),
  );
  await withBuiltApp(async (baseUrl) => {
    for (const { slug, picture } of FIRST_STEPS)
      log(summarize(`/${slug}`, 'ours', await lighthouseRuns(`${baseUrl}/${slug}`, LIGHTHOUSE_RUNS), picture));
    for (const slug of everyFunnel ? otherFunnels() : []) {
      if (!(await fetch(`${baseUrl}/${slug}`)).ok) continue;
      log(summarize(`/${slug}`, 'ours', await lighthouseRuns(`${baseUrl}/${slug}`, LIGHTHOUSE_RUNS)));
    }
  });
  return pages;
}
