import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';

/** One reason a draft cannot be published: where, which rule, a sentence, and the step it is in (when it is). */
export type DraftError = { pointer: string; rule: string; message: string; stepPath?: string };
export type DraftProblems = { document: string; errors: DraftError[] }[];

/**
 * The answer of GET /api/v1/drafts/:slug (tester mode), which the draft preview reads again every few seconds:
 * the draft when valid, else the last valid draft seen (`stale`), and every error of the draft.
 */
export type DraftAnswer = {
  definition?: { funnel: Funnel; flow: Flow };
  /** True when `definition` is the last valid draft, not the current one. */
  stale: boolean;
  problems: DraftProblems;
};
