import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { SANDBOX_BUILDER_KEY } from '@/schemas/builder/builderContract';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { sameSecret } from '@/schemas/sameSecret';
import type { ClientEnv } from './clientEnvSchema';
import { EMBEDDED_COMPANY, EMBEDDED_EMAIL_LINK_SECRET, type ServerEnv } from './env.server';
import { isLoopbackUrl } from './isLoopbackUrl';

/** The provider's keys, each with the sandbox's test key it must not be in production. */
const PROVIDER_KEYS = [
  ['SOLIDGATE_PUBLIC_KEY', SANDBOX_PROVIDER.merchant.publicKey],
  ['SOLIDGATE_SECRET_KEY', SANDBOX_PROVIDER.merchant.secretKey],
  ['SOLIDGATE_WEBHOOK_PUBLIC_KEY', SANDBOX_PROVIDER.webhook.publicKey],
  ['SOLIDGATE_WEBHOOK_SECRET_KEY', SANDBOX_PROVIDER.webhook.secretKey],
] as const;

/** Every sandbox key, wherever it is set: a sandbox key in another slot is as public as in its own. */
const SANDBOX_KEYS = new Set<string>([...PROVIDER_KEYS.map(([, key]) => key), SANDBOX_BUILDER_KEY]);

/**
 * The settings whose keys anyone can read, as this server is configured: the payment sandbox's published test keys
 * (anyone could sign its webhooks), the builder sandbox's key (anyone could sign the builder's change events), the
 * embedded email link key (anyone could sign links to another customer's one-click purchase). A server trusting any
 * of them must never be reachable from another machine (server.ts).
 */
export function publishedKeys(env: ServerEnv): string[] {
  const keys: string[] = PROVIDER_KEYS.flatMap(([name]) => (SANDBOX_KEYS.has(env[name]) ? [name] : []));
  // Unset, the builder is not read and every event is refused: nothing is trusted.
  if (env.BUILDER_API_KEY !== undefined && SANDBOX_KEYS.has(env.BUILDER_API_KEY)) keys.push('BUILDER_API_KEY');
  if (sameSecret(env.EMAIL_LINK_SECRET, EMBEDDED_EMAIL_LINK_SECRET)) keys.push('EMAIL_LINK_SECRET');
  return keys;
}

/** Why each published key may not be trusted off this machine, as production says it. */
function publishedKeyProblem(name: string): string {
  if (name === 'EMAIL_LINK_SECRET')
    return 'EMAIL_LINK_SECRET: unset or the embedded key; anyone could sign email links with it';
  if (name === 'BUILDER_API_KEY')
    return "BUILDER_API_KEY: a sandbox's published key; anyone could sign the builder's change events with it";
  return `${name}: unset or a payment sandbox test key; set the merchant's own key`;
}

/**
 * What keeps a server from running in production, one line each (`VARIABLE: why`); in stage, the published keys
 * only (publishedKeys); none in dev, where the embedded defaults (payment and mail sandboxes, fixtures) serve local
 * replay on this machine only (server.ts). Every default that is safe on a laptop and not on a public server is named
 * here: the published keys, provider addresses on loopback (the sandbox), reading services on loopback (their
 * sandbox; unset is off), the ad networks' APIs (conversions sent, spend read) on loopback or with the ads sandbox's
 * tokens, a builder without its key, no mail transport (cancel codes would reach nobody), no product app (last steps
 * would lead to the FAQ), the placeholder company details, and the developer routes.
 */
export function productionProblems(env: ServerEnv, client: ClientEnv): string[] {
  if (env.APP_ENV === 'dev') return [];
  const keys = publishedKeys(env).map(publishedKeyProblem);
  // Stage takes real payments' webhooks and mails real customers' links too: production's rules for keys.
  if (env.APP_ENV === 'stage') return keys;
  const problems = [...keys];
  const providerUrls = [
    ['SOLIDGATE_API_URL', env.SOLIDGATE_API_URL],
    ['SOLIDGATE_SUBSCRIPTIONS_API_URL', env.SOLIDGATE_SUBSCRIPTIONS_API_URL],
    ['NEXT_PUBLIC_PAYMENT_SDK_URL', client.NEXT_PUBLIC_PAYMENT_SDK_URL],
  ] as const;
  for (const [name, url] of providerUrls)
    if (url !== undefined && isLoopbackUrl(url))
      problems.push(`${name}: unset or on loopback (the payment sandbox); set the provider's address`);
  // The reading services may be off in production (unset: generic readings), but never the services sandbox.
  const serviceUrls = [
    ['NEXT_PUBLIC_PALM_API_URL', client.NEXT_PUBLIC_PALM_API_URL],
    ['NEXT_PUBLIC_FACE_API_URL', client.NEXT_PUBLIC_FACE_API_URL],
    ['NEXT_PUBLIC_ASSISTANT_API_URL', client.NEXT_PUBLIC_ASSISTANT_API_URL],
  ] as const;
  for (const [name, url] of serviceUrls)
    if (url !== undefined && isLoopbackUrl(url))
      problems.push(`${name}: on loopback (the services sandbox); set the service's address, or leave it unset (off)`);
  // The ad networks' server APIs may be off in production (no token), but never sending to the ads sandbox nor reading
  // its spend, made up.
  const adNetworkApis = [
    ['FACEBOOK_CONVERSIONS_URL', env.FACEBOOK_CONVERSIONS_URL, env.FACEBOOK_CONVERSIONS_TOKEN],
    ['TIKTOK_EVENTS_URL', env.TIKTOK_EVENTS_URL, env.TIKTOK_EVENTS_TOKEN],
    ['FACEBOOK_ADS_URL', env.FACEBOOK_ADS_URL, env.FACEBOOK_ADS_TOKEN],
    ['TIKTOK_REPORTS_URL', env.TIKTOK_REPORTS_URL, env.TIKTOK_ADS_TOKEN],
  ] as const;
  for (const [name, url, token] of adNetworkApis)
    if (token !== undefined && (isLoopbackUrl(url) || (Object.values(SANDBOX_ADS.tokens) as string[]).includes(token)))
      problems.push(`${name}: on loopback or with the ads sandbox's token; set the network's address and token`);
  if (env.BUILDER_API_HOST !== undefined && env.BUILDER_API_KEY === undefined)
    problems.push(
      'BUILDER_API_KEY: unset while BUILDER_API_HOST is set; the builder cannot be read nor its events verified',
    );
  if (env.SMTP_URL === undefined) problems.push('SMTP_URL: unset; customers would never receive their cancel codes');
  if (env.MAIL_FROM === undefined) problems.push('MAIL_FROM: unset; customer email needs a sender address');
  if (env.EMAIL_LINK_BASE_URL === undefined)
    problems.push('EMAIL_LINK_BASE_URL: unset; links in customer email would follow the Host a request claims');
  if (env.PRODUCT_APP_URL === undefined)
    problems.push(
      "PRODUCT_APP_URL: unset; the buttons of funnels' last steps would lead to the FAQ, not the product app",
    );
  // Half the consent platform's settings would silently fall back to the embedded manager the operator did not choose.
  if (client.NEXT_PUBLIC_CONSENT_SCRIPT_URL !== undefined && client.NEXT_PUBLIC_CONSENT_DOMAIN_ID === undefined)
    problems.push(
      'NEXT_PUBLIC_CONSENT_DOMAIN_ID: unset while NEXT_PUBLIC_CONSENT_SCRIPT_URL is set; the consent platform needs both',
    );
  if (client.NEXT_PUBLIC_CONSENT_DOMAIN_ID !== undefined && client.NEXT_PUBLIC_CONSENT_SCRIPT_URL === undefined)
    problems.push(
      'NEXT_PUBLIC_CONSENT_SCRIPT_URL: unset while NEXT_PUBLIC_CONSENT_DOMAIN_ID is set; the consent platform needs both',
    );
  for (const name of ['COMPANY_NAME', 'COMPANY_ADDRESS'] as const)
    if (env[name] === EMBEDDED_COMPANY[name])
      problems.push(`${name}: unset or the embedded placeholder; the legal pages and customer email would name it`);
  if (env.DEVELOPER_ROUTES === 'on')
    problems.push('DEVELOPER_ROUTES: on; developer routes are never served in production');
  return problems;
}
