import 'server-only';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { clientEnv } from '@/runtime/platform/env.client';
import { serverEnv } from '@/runtime/platform/env.server';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { readCookie, TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { sandboxSmtpUrl } from '@/schemas/mail/sandboxMail';
import { adNetworkSettingsOf } from './conversions/adNetworkSettings';
import type { GatewayContext } from './gatewayContext';
import { createSmtpMailer } from './leads/createSmtpMailer';
import { purchaseProofKey } from './orders/purchaseProof';
import { createPaymentProvider } from './payments/createPaymentProvider';
import { measurementPassKey } from './visits/measurementPass';

/**
 * The gateway of this process: the app's database, the configured provider (default: the payment sandbox), the
 * configured mail transport (default: the mail sandbox; production refuses to start without one).
 */
export async function appGateway(): Promise<GatewayContext> {
  const env = serverEnv();
  const { db } = await appDatabase();
  return {
    db,
    provider: createPaymentProvider({
      apiUrl: env.SOLIDGATE_API_URL,
      subscriptionsApiUrl: env.SOLIDGATE_SUBSCRIPTIONS_API_URL ?? env.SOLIDGATE_API_URL,
      publicKey: env.SOLIDGATE_PUBLIC_KEY,
      secretKey: env.SOLIDGATE_SECRET_KEY,
    }),
    mailer: createSmtpMailer({
      url: env.SMTP_URL ?? sandboxSmtpUrl(),
      from: env.MAIL_FROM ?? `${clientEnv.NEXT_PUBLIC_PRODUCT_NAME} <no-reply@localhost>`,
    }),
    proofKey: purchaseProofKey(env.SOLIDGATE_SECRET_KEY),
    passKey: measurementPassKey(env.SOLIDGATE_SECRET_KEY),
    webhookKeys: { publicKey: env.SOLIDGATE_WEBHOOK_PUBLIC_KEY, secretKey: env.SOLIDGATE_WEBHOOK_SECRET_KEY },
    emailLinks: { secret: env.EMAIL_LINK_SECRET, baseUrl: env.EMAIL_LINK_BASE_URL },
    adNetworks: adNetworkSettingsOf(env),
    now: () => new Date(),
    reportTimeZone: env.REPORT_TIME_ZONE,
    isTeamTester: (cookieHeader) => opensTeamPages(readCookie(cookieHeader, TESTER_TOKEN_COOKIE), env),
  };
}
