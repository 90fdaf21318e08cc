import { DAY_MS } from '@/runtime/platform/days';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import { EMAIL_PAGE_OFFERS, type EmailPagePath } from '@/schemas/emailLinks/emailPageOffers';
import { LINK_TOKEN_PARAM } from '@/schemas/emailLinks/linkTokenParam';
import { customerEmailSchema } from '@/schemas/gateway/customerEmailSchema';
import type { CommandResult } from './validateCommand';

/** How long a marketing link works unless told otherwise: a campaign's mail is read within days. */
export const DEFAULT_LINK_DAYS = 14;
/** The longest a marketing link may work: a token is a bearer credential for its page. */
export const MAX_LINK_DAYS = 90;
/** Where links lead when neither `--base-url` nor EMAIL_LINK_BASE_URL says: the app of `npm run dev`. */
export const LOCAL_BASE_URL = 'http://localhost:3000';

/** The pages that sell (a report, the trial), which a link can be made for. */
const SELLING_PAGES = Object.keys(EMAIL_PAGE_OFFERS) as EmailPagePath[];

/**
 * `funnel email-link <email> <page>`: prints the signed link of a page that sells for an email, to put in a marketing
 * email (docs/decisions/0021, 0039). The page is its path or its last part (`tarot-reading`); the link works
 * `days` days; it is signed with the secret given (EMAIL_LINK_SECRET, or the embedded local key) and leads to
 * `baseUrl`.
 */
export function emailLinkCommand(options: {
  email: string;
  page: string;
  days: number;
  secret: string;
  baseUrl: string;
  now: Date;
}): CommandResult {
  const fail = (message: string): CommandResult => ({ code: 2, stdout: '', stderr: `funnel: ${message}\n` });
  const email = customerEmailSchema.safeParse(options.email);
  if (!email.success) return fail(`not an email address: ${options.email}`);
  const path = options.page.startsWith('/') ? options.page : `/email/${options.page}`;
  const page = SELLING_PAGES.find((p) => p === path);
  if (page === undefined) return fail(`not a page that sells: ${options.page} (one of ${SELLING_PAGES.join(', ')})`);
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > MAX_LINK_DAYS)
    return fail(`--days must be a whole number from 1 to ${MAX_LINK_DAYS}`);
  let link: URL;
  try {
    link = new URL(page, options.baseUrl);
  } catch {
    return fail(`not a URL: ${options.baseUrl}`);
  }
  const expiresAt = new Date(options.now.getTime() + options.days * DAY_MS);
  link.searchParams.set(
    LINK_TOKEN_PARAM,
    signEmailLinkToken(options.secret, { purpose: 'page', email: email.data, subject: page, expiresAt }),
  );
  return { code: 0, stdout: `${link.toString()}\n`, stderr: '' };
}
