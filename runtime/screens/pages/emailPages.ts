import { EMAIL_PAGES } from '@/schemas/routes';

/**
 * One page linked from an email (docs/routes.md#email-pages): a short message and one button, sometimes offering a
 * report.
 */
export type EmailPage = {
  path: (typeof EMAIL_PAGES)[number];
  /** The confirmation and cancel pages' titles promise nothing: their heading says what became of their link. */
  title: string;
  text: string;
  /** Bullet lines, optional. */
  items?: string[];
  /**
   * Where the button goes: a funnel path such as '/natal-chart' or '/palmistry' (a funnel under `fixtures/funnels`), or
   * '/cancel-subscription'. A page that sells (schemas/emailLinks/emailPageOffers.ts: a report, the trial) sells on
   * the page, its button buying, and names the funnel it sells through.
   */
  cta: { label: string; href: string };
};

/** An email page as its content file holds it. */
type EmailPageContent = Omit<EmailPage, 'path'> & { path: string };

/**
 * One language's email pages from its content file (`content/email.<locale>.json`, docs/decisions/0048), checked where
 * they are gathered: a JSON file is typed by its text alone, so its paths and fields are checked here.
 */
export function emailPagesOf(content: readonly EmailPageContent[]): readonly EmailPage[] {
  return content.map(({ path, title, text, items, cta, ...other }) => {
    const page = EMAIL_PAGES.find((p) => p === path);
    if (page === undefined) throw new Error(`${path} is no email page (docs/routes.md#email-pages)`);
    if (Object.keys(other).length > 0) throw new Error(`${path}: ${Object.keys(other).join(', ')} is not its words`);
    return { path: page, title, text, ...(items !== undefined && { items }), cta };
  });
}
