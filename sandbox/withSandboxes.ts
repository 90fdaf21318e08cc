import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { adAccountsText } from '@/schemas/ads/adAccounts';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { BUILDER_EVENTS_PATH, SANDBOX_BUILDER_KEY } from '@/schemas/builder/builderContract';
import { SANDBOX_MAIL } from '@/schemas/mail/sandboxMail';
import { PAYMENT_WEBHOOK_PATH, SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { SANDBOX_SDK_URL } from '@/schemas/payments/sandboxSdkUrl.mjs';
import { SANDBOX_SERVICES_PORT, SANDBOX_SERVICES_URL } from '@/schemas/services/sandboxServices.mjs';
import { fixtureSpendAccounts } from './ads/fixtureSpendAccounts';
import { startAdsSandbox } from './ads/startAdsSandbox';
import { startBuilderSandbox } from './builder/startBuilderSandbox';
import { startMailSandbox } from './mail/startMailSandbox';
import { startPaymentSandbox } from './payments/startPaymentSandbox';
import { startServicesSandbox } from './services/startServicesSandbox';

/**
 * Runs a command (the app) beside the local stand-ins, pointed at them:
 * `node --import tsx sandbox/withSandboxes.ts [--watch-fixtures] next dev`.
 * - The payment sandbox, unless a provider is configured (SOLIDGATE_API_URL): the app's embedded
 *   defaults already point at it (on another port, PAYMENT_SANDBOX_PORT, the app is pointed there), and it sends its
 *   webhooks to the app.
 * - The mail sandbox, unless a mail transport is configured (SMTP_URL): the app mails cancel codes to it,
 *   and its page lists them.
 * - The ads sandbox, unless an ad network's server API is configured (FACEBOOK_CONVERSIONS_TOKEN,
 *   TIKTOK_EVENTS_TOKEN): the app sends it the conversions of paid sales, and its page lists them. Unless AD_ACCOUNTS
 *   is set, the app also pulls from it the spend of a Facebook and a TikTok account for each fixture funnel, a
 *   realistic month of it, made up the same way every time (sandbox/ads/sandboxSpend.ts).
 * - The services sandbox (palm, face and assistant stand-ins), unless all three services are configured
 *   (NEXT_PUBLIC_PALM_API_URL, NEXT_PUBLIC_FACE_API_URL, NEXT_PUBLIC_ASSISTANT_API_URL): outside production the app's
 *   embedded defaults point at it (next.config.mjs), and on another port (SERVICES_SANDBOX_PORT) the unset ones are.
 * - With --watch-fixtures, unless a builder is configured, the builder sandbox over the fixture
 *   folder, publishing each fixture as it is saved, so the change is live in the open tab at once.
 * With APP_ENV=production no stand-in starts: the app itself refuses to start without the real services.
 */
const argv = process.argv.slice(2);
const watchFixtures = argv[0] === '--watch-fixtures';
const [command, ...args] = watchFixtures ? argv.slice(1) : argv;
if (command === undefined) {
  console.error('usage: withSandboxes.ts [--watch-fixtures] <command> [args...]');
  process.exit(2);
}

const env = { ...process.env };
const appUrl = `http://127.0.0.1:${env.PORT || 3000}`;
const sandboxes: { close(): Promise<void> }[] = [];
const production = env.APP_ENV === 'production';
if (!production && !env.SOLIDGATE_API_URL) {
  const payments = await startPaymentSandbox({
    port: Number(env.PAYMENT_SANDBOX_PORT || SANDBOX_PROVIDER.port),
    webhookUrl: `${appUrl}${PAYMENT_WEBHOOK_PATH}`,
  });
  console.log(`payment sandbox on ${payments.url}`);
  sandboxes.push(payments);
  // The app's embedded defaults reach the sandbox on its own port; moved (PAYMENT_SANDBOX_PORT), it is named.
  if (payments.url !== new URL(SANDBOX_SDK_URL).origin)
    Object.assign(env, {
      SOLIDGATE_API_URL: `${payments.url}${SANDBOX_PROVIDER.apiPath}`,
      NEXT_PUBLIC_PAYMENT_SDK_URL: env.NEXT_PUBLIC_PAYMENT_SDK_URL || `${payments.url}${SANDBOX_PROVIDER.sdkPath}`,
    });
}
if (!production && !env.SMTP_URL) {
  const mail = await startMailSandbox({
    smtpPort: Number(env.MAIL_SANDBOX_SMTP_PORT || SANDBOX_MAIL.smtpPort),
    webPort: Number(env.MAIL_SANDBOX_PORT || SANDBOX_MAIL.webPort),
  });
  console.log(`mail sandbox on ${mail.url}: the mail the app sends (cancel codes) is listed there`);
  sandboxes.push(mail);
  env.SMTP_URL = mail.smtpUrl;
}
if (!production && !env.FACEBOOK_CONVERSIONS_TOKEN && !env.TIKTOK_EVENTS_TOKEN) {
  const ads = await startAdsSandbox({
    port: Number(env.ADS_SANDBOX_PORT || SANDBOX_ADS.port),
    spendAccounts: fixtureSpendAccounts(resolve(env.FIXTURES_DIR || 'fixtures/funnels')),
  });
  console.log(`ads sandbox on ${ads.url}: the conversions the app sends to the ad networks are listed there`);
  sandboxes.push(ads);
  Object.assign(env, {
    FACEBOOK_CONVERSIONS_URL: ads.urls.facebook,
    FACEBOOK_CONVERSIONS_TOKEN: SANDBOX_ADS.tokens.facebook,
    TIKTOK_EVENTS_URL: ads.urls.tikTok,
    TIKTOK_EVENTS_TOKEN: SANDBOX_ADS.tokens.tikTok,
  });
  if (!env.AD_ACCOUNTS && ads.spendAccounts.length > 0) {
    console.log(`  and the spend of ${ads.spendAccounts.length} ad accounts, which the app pulls into its report`);
    Object.assign(env, {
      AD_ACCOUNTS: adAccountsText(ads.spendAccounts),
      FACEBOOK_ADS_URL: ads.spendUrls.facebook,
      FACEBOOK_ADS_TOKEN: SANDBOX_ADS.tokens.facebookAds,
      TIKTOK_REPORTS_URL: ads.spendUrls.tikTok,
      TIKTOK_ADS_TOKEN: SANDBOX_ADS.tokens.tikTokAds,
    });
  }
}
const serviceUrls = [env.NEXT_PUBLIC_PALM_API_URL, env.NEXT_PUBLIC_FACE_API_URL, env.NEXT_PUBLIC_ASSISTANT_API_URL];
if (!production && serviceUrls.some((url) => !url)) {
  const services = await startServicesSandbox({ port: Number(env.SERVICES_SANDBOX_PORT || SANDBOX_SERVICES_PORT) });
  console.log(`services sandbox on ${services.url}: palm, face and assistant stand-ins (not real readings)`);
  sandboxes.push(services);
  // As the payment sandbox: a services sandbox moved (SERVICES_SANDBOX_PORT) is named to the services left unset.
  if (services.url !== SANDBOX_SERVICES_URL) {
    env.NEXT_PUBLIC_PALM_API_URL ||= services.url;
    env.NEXT_PUBLIC_FACE_API_URL ||= services.url;
    env.NEXT_PUBLIC_ASSISTANT_API_URL ||= services.url;
  }
}
if (!production && watchFixtures && !env.BUILDER_API_HOST) {
  const apiKey = env.BUILDER_API_KEY || SANDBOX_BUILDER_KEY;
  const builder = await startBuilderSandbox({
    fixturesDir: resolve(env.FIXTURES_DIR || 'fixtures/funnels'),
    apiKey,
    port: Number(env.BUILDER_SANDBOX_PORT || 4010),
    eventsUrl: `${appUrl}${BUILDER_EVENTS_PATH}`,
    watch: true,
  });
  console.log(`builder sandbox on ${builder.url}, publishing fixtures as they are saved`);
  sandboxes.push(builder);
  Object.assign(env, { BUILDER_API_HOST: builder.url, BUILDER_API_KEY: apiKey });
}

const app = spawn(command, args, { stdio: 'inherit', env });
const stop = async (code: number) => {
  await Promise.all(sandboxes.map((s) => s.close()));
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code) => void stop(code ?? 1));
