import { appDatabase } from '../platform/db/appDatabase';
import { serverEnv } from '../platform/env.server';
import { createOutboxMailer } from './createOutboxMailer';
import { createPaymentProvider } from './createPaymentProvider';
import type { GatewayContext } from './gatewayContext';

/** The gateway of this process: the app's database, the configured provider (default: the sandbox), the outbox mailer. */
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
    mailer: createOutboxMailer(db),
    webhookKeys: { publicKey: env.SOLIDGATE_WEBHOOK_PUBLIC_KEY, secretKey: env.SOLIDGATE_WEBHOOK_SECRET_KEY },
    now: () => new Date(),
  };
}
