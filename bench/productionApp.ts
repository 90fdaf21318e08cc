import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the harness builds the app as a user deploys it, beside the default build. Git-ignored. */
export const PRODUCTION_BUILD_DIR = '.next-bench-production';

/**
 * The settings fixed at build in the app a user deploys (README, "Production"): production's rules, the ad pixels
 * on, the embedded consent manager (its banner asks before anything but the strictly necessary runs: CONSENT_ELSEWHERE
 * opt-in, the default), the provider's payment form SDK (loaded on payment steps only). Monitoring stays off: its
 * address would be the merchant's.
 */
export const PRODUCTION_BUILD_ENV = {
  APP_ENV: 'production',
  NEXT_DIST_DIR: PRODUCTION_BUILD_DIR,
  NEXT_PUBLIC_PIXEL_SCRIPTS: 'on',
  NEXT_PUBLIC_PAYMENT_SDK_URL: 'https://cdn.solidgate.com/js/solid-form.js',
} as const;

/**
 * What production requires at start besides (productionProblems), never called by a first step: a merchant's keys
 * and the provider's hosts, a mail transport, an email link key and the product app. Made-up values: the harness
 * only opens first steps.
 */
export const PRODUCTION_START_ENV = {
  ...PRODUCTION_BUILD_ENV,
  SOLIDGATE_API_URL: 'https://pay.solidgate.com/api/v1/',
  SOLIDGATE_SUBSCRIPTIONS_API_URL: 'https://subscriptions.solidgate.com/api/v1/',
  SOLIDGATE_PUBLIC_KEY: 'api_pk_bench_production',
  SOLIDGATE_SECRET_KEY: 'api_sk_bench_production_0123456789abcdef01234567',
  SOLIDGATE_WEBHOOK_PUBLIC_KEY: 'wh_pk_bench_production',
  SOLIDGATE_WEBHOOK_SECRET_KEY: 'wh_sk_bench_production_76543210fedcba9876543210',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Stellara <hello@stellara.app>',
  EMAIL_LINK_SECRET: 'email-link-secret-bench-production-0123456789',
  EMAIL_LINK_BASE_URL: 'https://stellara.app',
  PRODUCT_APP_URL: 'https://app.stellara.app',
  COMPANY_NAME: 'Stellara Digital Ltd',
  COMPANY_ADDRESS: '20 Wharf Road, London N1 7GR, United Kingdom',
} as const;

export const productionBuilt = () => existsSync(join(PRODUCTION_BUILD_DIR, 'BUILD_ID'));
