import { z } from 'zod';
import { AD_ACCOUNT_SOURCES, parseAdAccounts } from '@/schemas/ads/adAccounts';
import { FACEBOOK_GRAPH_URL, TIKTOK_EVENTS_TRACK_URL, TIKTOK_REPORT_URL } from '@/schemas/ads/adNetworkApis';
import type { AdNetwork } from '@/schemas/enums/adNetworks';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { ENVIRONMENTS } from '@/schemas/enums/environments';
import { CONSENT_RULES } from '@/schemas/gateway/consentRegionAnswer';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { isTimeZone } from './days';
import { parseEnv } from './parseEnv';

/**
 * The email link secret of local replay, published with the code: links signed with it prove nothing, so production
 * refuses to start with it (productionProblems).
 */
export const EMBEDDED_EMAIL_LINK_SECRET = 'funnel-runtime-local-email-links-not-a-secret';

/**
 * The company of local replay and its address, placeholders: production refuses to start with them
 * (productionProblems), since the legal pages and customer email would name them.
 */
export const EMBEDDED_COMPANY = {
  COMPANY_NAME: 'Stellara Ltd',
  COMPANY_ADDRESS: '1 Example Street, London EC1A 1AA, United Kingdom',
} as const;

/**
 * The rate table of local replay (docs/decisions/0038): rates that are no market's, which the report says it converted
 * with; the team points REPORT_RATES_FILE at its own.
 */
export const EMBEDDED_REPORT_RATES_FILE = 'fixtures/report-rates.json';

/** More proxy hops than any real deployment chains; a larger number is a typo. */
const MAX_TRUSTED_PROXY_HOPS = 10;
/** Ten years: a longer retention is a mistake in the setting. */
const MAX_EVENT_RETENTION_DAYS = 3650;

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional();

/**
 * Server settings. Every one has an embedded default, so the app runs with none set:
 * fixtures for definitions, PGlite in a local folder for the database.
 */
const serverEnvObject = z.object({
  APP_ENV: z.enum(ENVIRONMENTS).default('dev'),
  DATABASE_URL: postgresUrl,
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  FIXTURES_DIR: z.string().min(1).default('fixtures/funnels'),
  BUILDER_API_HOST: z.url().optional(),
  BUILDER_API_KEY: z.string().min(1).optional(),
  /**
   * docs/product.md#page-shell: domain-verification ids for the reviews provider and the social network (meta tags).
   */
  REVIEWS_VERIFICATION_ID: z.string().min(1).optional(),
  SOCIAL_VERIFICATION_ID: z.string().min(1).optional(),
  /**
   * docs/product.md#page-shell: an optional sprite image preloaded by every page (never protocol-relative: `//host` is
   * refused).
   */
  SPRITE_URL: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path starting with a single / or an https:// URL')
    .optional(),
  /** Server spans go to this OTLP/HTTP traces endpoint; unset, server tracing is off. */
  OTEL_TRACES_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /**
   * How many days raw events are kept (followed visits' moments, product-analytics events), then deleted; the
   * report's daily counts and its followed visits stay (docs/decisions/0031). At least as long as a visit takes
   * moments (the gateway's VISIT_MOMENTS_WINDOW_MS, two days), so no moment is counted again after its record went.
   */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(2).max(MAX_EVENT_RETENTION_DAYS).default(90),
  /**
   * The time zone whose days the report counts by (an IANA name, written as the runtime spells it): the day a visit
   * began, a count was made, a lead given or a payment made, and the days a report's range names (docs/decisions/0038).
   */
  REPORT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone name, such as Europe/Berlin')
    .transform((name) => new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone)
    .default('UTC'),
  /** The currency the report's totals, revenue per visit and per origin are in, at REPORT_RATES_FILE's rates. */
  REPORT_CURRENCY: z.enum(CURRENCIES).default('USD'),
  /**
   * The team's rate table (JSON: docs/decisions/0038), read with each report, so a new month's rates need no restart.
   * Default: the illustrative table of local replay, which the report names as such.
   */
  REPORT_RATES_FILE: z.string().min(1).default(EMBEDDED_REPORT_RATES_FILE),
  /**
   * The product app, where the buttons of funnels' last steps lead (a step's `target.app` path is appended). Unset:
   * they lead to the FAQ page (runtime/screens/targetHref); production refuses to start without it.
   */
  PRODUCT_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** docs/routes.md#information-pages: the external privacy policy the information pages link to. */
  PRIVACY_POLICY_URL: z.url().default('https://stellara.app/privacy'),
  /** The payment provider's API base, ending in / (node-sdk appends the call's name); default: the payment sandbox. */
  SOLIDGATE_API_URL: z
    .url()
    .regex(/\/$/, 'must end with /')
    .default(`http://127.0.0.1:${SANDBOX_PROVIDER.port}${SANDBOX_PROVIDER.apiPath}`),
  /**
   * The provider's subscriptions API base, ending in / (the provider serves it from a host of its own,
   * `https://subscriptions.solidgate.com/api/v1/`, beside payments' `https://pay.solidgate.com/api/v1/`);
   * default: SOLIDGATE_API_URL, as the payment sandbox serves both.
   */
  SOLIDGATE_SUBSCRIPTIONS_API_URL: z.url().regex(/\/$/, 'must end with /').optional(),
  /** The merchant's public key (the `Merchant` header and the form's `merchant`); default: the sandbox's. */
  SOLIDGATE_PUBLIC_KEY: z.string().min(1).default(SANDBOX_PROVIDER.merchant.publicKey),
  /** The merchant's secret key; node-sdk encrypts intents with its first 32 bytes, so it is at least that long. */
  SOLIDGATE_SECRET_KEY: z.string().min(32).default(SANDBOX_PROVIDER.merchant.secretKey),
  /** The public key the provider's webhooks carry in their `merchant` header; default: the sandbox's. */
  SOLIDGATE_WEBHOOK_PUBLIC_KEY: z.string().min(1).default(SANDBOX_PROVIDER.webhook.publicKey),
  /** The secret key webhook signatures are checked with; default: the sandbox's. */
  SOLIDGATE_WEBHOOK_SECRET_KEY: z.string().min(1).default(SANDBOX_PROVIDER.webhook.secretKey),
  /**
   * Where customer email goes (cancel codes): an smtp:// or smtps:// URL with its credentials. Unset: the mail
   * sandbox on loopback (`npm run dev`, `npm start`); production refuses to start without it.
   */
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of customer email, such as `Stellara <hello@stellara.app>`; production refuses to start without it. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /**
   * The company that runs the product, and its postal address: the terms, the privacy policy and the contact page name
   * them, and customer email ends with them. Server settings: no page's code in the browser needs them.
   */
  COMPANY_NAME: z.string().trim().min(1).default(EMBEDDED_COMPANY.COMPANY_NAME),
  COMPANY_ADDRESS: z.string().trim().min(1).default(EMBEDDED_COMPANY.COMPANY_ADDRESS),
  /**
   * The key email links are signed with (HMAC-SHA256, docs/decisions/0021): a marketing email's link to a report page,
   * the double opt-in mail's confirmation link. Default: an embedded key for local replay, which production refuses.
   */
  EMAIL_LINK_SECRET: z.string().min(32).default(EMBEDDED_EMAIL_LINK_SECRET),
  /**
   * Where links in customer email lead, such as `https://stellara.app` (the confirmation link). Unset: the address the
   * request came to, fine on a laptop; production refuses to start without it (a forged Host must not aim mail links).
   */
  EMAIL_LINK_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  /**
   * How many proxies in front of the app append to `X-Forwarded-For` (a load balancer, a CDN): the client is the
   * right-most address they did not add. 0: the socket's address, whatever the request claims.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(MAX_TRUSTED_PROXY_HOPS).default(0),
  /**
   * `on`: a built server serves the developer routes (the index at `/`, the definitions change stream), as
   * `next dev` always does. Production refuses to start with it.
   */
  DEVELOPER_ROUTES: z.enum(['on', 'off']).default('off'),
  /**
   * The tester tokens (UUIDs, comma-separated) whose cookie opens the pages for the team, the draft preview and the
   * funnel reports, on a server without developer routes. Unset: those pages open only on a developer server, where
   * any tester token does (docs/decisions/0022).
   */
  TESTER_TOKENS: z
    .string()
    .transform((list) => list.split(',').map((token) => token.trim().toLowerCase()))
    .pipe(z.array(z.guid('must be a comma-separated list of UUIDs')))
    .optional(),
  /**
   * `on`: HSTS asks browsers to put the site on their preload lists, a commitment that is slow to undo. Read at build
   * (the headers are fixed then), like APP_ENV.
   */
  HSTS_PRELOAD: z.enum(['on', 'off']).default('off'),
  /**
   * The request header in which the CDN in front names the visitor's country (ISO 3166-1 alpha-2), such as
   * `CloudFront-Viewer-Country` or `CF-IPCountry`. Unset: the country is unknown (docs/decisions/0016).
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .optional(),
  /**
   * The consent rule outside the EEA and the UK (which are always opt-in), and where the country is unknown:
   * `opt-in` (nothing but strictly necessary before the visitor chooses) or `opt-out`.
   */
  CONSENT_ELSEWHERE: z.enum(CONSENT_RULES).default('opt-in'),
  /**
   * Facebook's Conversions API (docs/decisions/0035): the access token the server sends paid sales with, to every
   * Facebook pixel id of the funnel sold through. Unset: off (nothing queued). `npm run dev` sets the ads sandbox's.
   */
  FACEBOOK_CONVERSIONS_TOKEN: z.string().min(1).optional(),
  /** The Graph API base the sends go to (`<base>/<pixel id>/events`); the ads sandbox in `npm run dev`. */
  FACEBOOK_CONVERSIONS_URL: z.url().default(FACEBOOK_GRAPH_URL),
  /** TikTok's Events API: the access token, as for Facebook's. Unset: off. `npm run dev` sets the ads sandbox's. */
  TIKTOK_EVENTS_TOKEN: z.string().min(1).optional(),
  /** The Events API's track endpoint the sends go to; the ads sandbox in `npm run dev`. */
  TIKTOK_EVENTS_URL: z.url().default(TIKTOK_EVENTS_TRACK_URL),
  /**
   * Which ad account spends for which funnel (docs/decisions/0045): `fb:act_1001=palmistry,tiktok:7001=palmistry`
   * (parseAdAccounts). Set, the server pulls their daily spend from the networks; unset, spend comes by file only.
   * `npm run dev` sets the ads sandbox's accounts, one of each network for each fixture funnel.
   */
  AD_ACCOUNTS: z
    .string()
    .transform((text, ctx) => {
      const parsed = parseAdAccounts(text);
      if (parsed.ok) return parsed.accounts;
      ctx.issues.push({ code: 'custom', message: parsed.problem, input: text });
      return z.NEVER;
    })
    .optional(),
  /**
   * Facebook's Marketing API: the access token (ads_read) the server reads the spend of AD_ACCOUNTS's Facebook accounts
   * with; not the conversions token. `npm run dev` sets the ads sandbox's.
   */
  FACEBOOK_ADS_TOKEN: z.string().min(1).optional(),
  /** The Graph API base the insights are read from (`<base>/act_<account id>/insights`); the ads sandbox in `npm run dev`. */
  FACEBOOK_ADS_URL: z.url().default(FACEBOOK_GRAPH_URL),
  /** TikTok's Business API: the access token the server reads the reports of AD_ACCOUNTS's TikTok advertisers with. */
  TIKTOK_ADS_TOKEN: z.string().min(1).optional(),
  /** TikTok's report endpoint (`report/integrated/get/`); the ads sandbox in `npm run dev`. */
  TIKTOK_REPORTS_URL: z.url().default(TIKTOK_REPORT_URL),
});

/** The token each network's spend is read with: AD_ACCOUNTS naming an account of a network needs it. */
const AD_SPEND_TOKENS = { facebook: 'FACEBOOK_ADS_TOKEN', tikTok: 'TIKTOK_ADS_TOKEN' } as const satisfies Record<
  AdNetwork,
  keyof z.infer<typeof serverEnvObject>
>;

/** Server settings, each well-formed and agreeing with the others: an ad account's spend is read with its network's token. */
export const serverEnvSchema = serverEnvObject.check((ctx) => {
  const accounts = ctx.value.AD_ACCOUNTS ?? [];
  for (const [network, token] of Object.entries(AD_SPEND_TOKENS) as [AdNetwork, (typeof AD_SPEND_TOKENS)[AdNetwork]][])
    if (ctx.value[token] === undefined && accounts.some((account) => account.network === network))
      ctx.issues.push({
        code: 'custom',
        path: ['AD_ACCOUNTS'],
        message: `names ${AD_ACCOUNT_SOURCES[network]} accounts, whose spend is read with ${token}, which is unset`,
        input: ctx.value.AD_ACCOUNTS,
      });
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses server settings; throws one error listing every bad variable. Empty strings count as unset. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  return parseEnv(serverEnvSchema, source);
}

/** The company as the pages' texts name it (`{company}`, `{companyAddress}`). */
export function companyDetails(env: ServerEnv = serverEnv()): { company: string; companyAddress: string } {
  return { company: env.COMPANY_NAME, companyAddress: env.COMPANY_ADDRESS };
}

let parsed: ServerEnv | undefined;

/** The server settings of this process, parsed once. */
export function serverEnv(): ServerEnv {
  parsed ??= parseServerEnv(process.env);
  return parsed;
}
