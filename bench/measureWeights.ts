import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BARE_NEXT_BUILD_DIR, withBareNext } from './bareNextApp';
import { FIRST_STEPS, TYPEBOT_EMBED } from './benchPages';
import type { PageWeight } from './benchResults';
import type { PeerQuestion } from './firstQuestionOf';
import { firstStepWeight } from './firstStepWeight';
import { staticPeerPage } from './staticPeerPage';
import { SURVEYJS_FILES, surveyJsPeerPage } from './surveyJsPeerPage';
import { withBuiltApp } from './withBuiltApp';

const gz = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
const appBuildDir = () => process.env.NEXT_DIST_DIR || '.next';

/** Each first step's weight (the slugs given), read from the app's production build while it serves them. */
export async function weighFirstSteps(slugs: readonly string[]): Promise<PageWeight[]> {
  return withBuiltApp(async (baseUrl) => {
    const weights: PageWeight[] = [];
    for (const slug of slugs) {
      const response = await fetch(`${baseUrl}/${slug}`);
      if (!response.ok) throw new Error(`/${slug} answered ${response.status}`);
      weights.push(firstStepWeight(`/${slug}`, 'ours', await response.text(), appBuildDir()));
    }
    return weights;
  });
}

/** The bare Next page's weight, read from its own production build while it serves the page. */
export async function weighBareNext(): Promise<PageWeight> {
  return withBareNext(async (url) =>
    firstStepWeight('bare Next', 'bareNext', await (await fetch(url)).text(), BARE_NEXT_BUILD_DIR),
  );
}

/** The peers that need no server to weigh: the static page, SurveyJS's page with its files, Typebot's embed script. */
export function weighFilePeers(question: PeerQuestion): PageWeight[] {
  const staticHtml = gz(staticPeerPage(question));
  const read = (f: string) => readFileSync(`node_modules/${f}`);
  const surveyJs = {
    js: SURVEYJS_FILES.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(read(f)), 0),
    css: SURVEYJS_FILES.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gz(read(f)), 0),
    html: gz(surveyJsPeerPage(question)),
  };
  const typebot = gz(readFileSync(TYPEBOT_EMBED));
  const page = (page: string, kind: PageWeight['kind'], js: number, css: number, html: number, files: number) => ({
    page,
    kind,
    interactiveJsGzipBytes: js,
    cssGzipBytes: css,
    htmlGzipBytes: html,
    wholeGzipBytes: js + css + html,
    files,
  });
  return [
    page('static', 'static', 0, 0, staticHtml, 0),
    page('SurveyJS', 'surveyJs', surveyJs.js, surveyJs.css, surveyJs.html, SURVEYJS_FILES.length),
    page('Typebot embed', 'typebot', typebot, 0, 0, 1),
  ];
}

/** Every page's weight for the comparison: the peers and our first steps. */
export async function measureWeights(question: PeerQuestion, budgetPages: readonly string[]): Promise<PageWeight[]> {
  const slugs = [...new Set([...FIRST_STEPS.map((s) => s.slug), ...budgetPages])];
  return [...weighFilePeers(question), await weighBareNext(), ...(await weighFirstSteps(slugs))];
}
