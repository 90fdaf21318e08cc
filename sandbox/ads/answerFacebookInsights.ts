import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { CURRENCY_MINOR_DIGITS } from '@/schemas/enums/currencies';
import { graphError, type SandboxAnswer } from './networkAnswers';
import { accountSpend, type SpendAccount } from './sandboxSpend';
import { dayMs, dayText } from './spendDays';

/** Facebook keeps insights for 37 months: a time range beginning further back is refused. */
const INSIGHTS_MONTHS_KEPT = 37;
/** The rows of a page when the call names no `limit`, and the most it may name. */
const DEFAULT_PAGE_ROWS = 25;
const MOST_PAGE_ROWS = 5000;
/** The fields of an ad's daily row a call may ask for; `date_start` and `date_stop` always come. */
const INSIGHTS_FIELDS = ['campaign_name', 'adset_name', 'ad_name', 'ad_id', 'spend', 'account_currency'] as const;
type InsightsField = (typeof INSIGHTS_FIELDS)[number];

/**
 * The Marketing API's insights of an ad account, as the Graph API answers
 * `GET <graph>/act_<id>/insights?level=ad&time_increment=1&time_range={"since","until"}&fields=…&limit=…&after=…`:
 * a page of daily rows by ad (days with no spend left out, as Facebook leaves them), the cursors around it and, while
 * rows remain, the full address of the next page. A token not the sandbox's is error 190; an account it does not keep,
 * a level other than ad, a time increment other than a day, a time range badly written or beginning more than 37
 * months ago, an unknown field or cursor, error 100.
 */
export function answerFacebookInsights(
  url: URL,
  accountId: string,
  accounts: readonly SpendAccount[],
  now: Date,
): SandboxAnswer {
  const refused = (message: string, code = 100): SandboxAnswer => ({ status: 400, body: graphError(message, code) });
  const params = url.searchParams;
  if (params.get('access_token') !== SANDBOX_ADS.tokens.facebookAds)
    return refused('Invalid OAuth access token - Cannot parse access token', 190);
  const account = accounts.find((a) => a.network === 'facebook' && a.accountId === accountId);
  if (account === undefined)
    return refused(
      `Unsupported get request. Object with ID 'act_${accountId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
    );
  if (params.get('level') !== 'ad') return refused('(#100) The sandbox serves insights at level=ad only');
  if (params.get('time_increment') !== '1') return refused('(#100) The sandbox serves daily insights only');
  const range = timeRange(params.get('time_range'));
  if (range === undefined)
    return refused('(#100) time_range must be {"since":"YYYY-MM-DD","until":"YYYY-MM-DD"}, since not after until');
  const earliest = new Date(now);
  earliest.setUTCMonth(earliest.getUTCMonth() - INSIGHTS_MONTHS_KEPT);
  if (range.since < Date.parse(`${dayText(earliest.getTime())}T00:00:00Z`))
    return refused(`(#100) The start of time_range cannot be more than ${INSIGHTS_MONTHS_KEPT} months ago`);
  const fields = (params.get('fields') ?? INSIGHTS_FIELDS.join(',')).split(',').map((field) => field.trim());
  const unknown = fields.find((field) => !(INSIGHTS_FIELDS as readonly string[]).includes(field));
  if (unknown !== undefined) return refused(`(#100) ${unknown} is not valid for fields param`);
  const limit = Number(params.get('limit') ?? DEFAULT_PAGE_ROWS);
  if (!Number.isInteger(limit) || limit < 1 || limit > MOST_PAGE_ROWS)
    return refused(`(#100) limit must be from 1 to ${MOST_PAGE_ROWS}`);
  const after = params.get('after');
  const offset = after === null ? 0 : cursorOffset(after);
  if (offset === undefined) return refused('(#100) The after cursor is not one this call gave');

  const until = Math.min(range.until, now.getTime());
  const rows = accountSpend(account, dayText(range.since), dayText(until), now).filter((row) => row.amount > 0);
  const page = rows.slice(offset, offset + limit);
  const digits = CURRENCY_MINOR_DIGITS[account.currency];
  const values: Record<InsightsField, (row: (typeof rows)[number]) => string> = {
    campaign_name: (row) => row.campaign,
    adset_name: (row) => row.adset,
    ad_name: (row) => row.ad,
    ad_id: (row) => row.adId,
    spend: (row) => (row.amount / 10 ** digits).toFixed(digits),
    account_currency: () => account.currency,
  };
  const data = page.map((row) => ({
    ...Object.fromEntries(fields.map((field) => [field, values[field as InsightsField](row)])),
    date_start: row.day,
    date_stop: row.day,
  }));
  if (page.length === 0) return { status: 200, body: { data } };
  const next = new URL(url);
  next.searchParams.set('after', cursorOf(offset + page.length));
  return {
    status: 200,
    body: {
      data,
      paging: {
        cursors: { before: cursorOf(offset), after: cursorOf(offset + page.length) },
        ...(offset + page.length < rows.length && { next: next.toString() }),
      },
    },
  };
}

/** A time_range as the Graph API takes it, JSON `{"since","until"}` of real days, since not after until. */
function timeRange(text: string | null): { since: number; until: number } | undefined {
  try {
    const { since, until } = JSON.parse(text ?? '') as { since?: unknown; until?: unknown };
    const from = typeof since === 'string' ? dayMs(since) : undefined;
    const to = typeof until === 'string' ? dayMs(until) : undefined;
    return from === undefined || to === undefined || from > to ? undefined : { since: from, until: to };
  } catch {
    return undefined;
  }
}

/** Cursors are opaque to the caller, as Facebook's are: here, the row a page begins at. */
const CURSOR_PREFIX = 'row:';
const cursorOf = (offset: number) => Buffer.from(`${CURSOR_PREFIX}${offset}`).toString('base64url');
function cursorOffset(cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = Number(text.slice(CURSOR_PREFIX.length));
  return text.startsWith(CURSOR_PREFIX) && Number.isInteger(offset) && offset >= 0 ? offset : undefined;
}
