import { INFORMATION_PAGES } from '@/schemas/routes';
import { POLICY_UPDATED } from './policyDates';

/** One information page (docs/routes.md#information-pages): a plain help or policy text, served under `/tech/…`. */
export type InformationPage = {
  path: (typeof INFORMATION_PAGES)[number];
  title: string;
  /** ISO date 'YYYY-MM-DD' when the policy was last updated; only where docs/limits.md#policy-dates gives one. */
  updated?: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/** An information page as its content file holds it: its words only (its date is stated once, in `policyDates`). */
type InformationPageContent = Omit<InformationPage, 'path' | 'updated'> & { path: string };

/**
 * One language's information pages from its content file (`content/information.<locale>.json`, docs/decisions/0048),
 * checked where they are gathered: a JSON file is typed by its text alone, so its paths and fields are checked here.
 * A policy's date is added by its path. The figures the product documents do not give (the 14-day refund window, the
 * answer and delivery times) are the product's own, written in every language's words.
 */
export function informationPagesOf(content: readonly InformationPageContent[]): readonly InformationPage[] {
  return content.map(({ path, title, summary, sections, ...other }) => {
    const page = INFORMATION_PAGES.find((p) => p === path);
    if (page === undefined) throw new Error(`${path} is no information page (docs/routes.md#information-pages)`);
    if (Object.keys(other).length > 0)
      throw new Error(`${path}: ${Object.keys(other).join(', ')} is not its words (a policy's date: policyDates.ts)`);
    const updated = POLICY_UPDATED[page];
    return { path: page, title, ...(updated !== undefined && { updated }), summary, sections };
  });
}
