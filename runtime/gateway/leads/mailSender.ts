import { clientEnv } from '@/runtime/platform/env.client';
import { serverEnv } from '@/runtime/platform/env.server';

/** The language of customer email to someone who did not say theirs (a cancel code asked for without one, a lead). */
export const DEFAULT_MAIL_LOCALE = 'en';

/** Who customer email is from, as the settings name them: the product signs it, the company and its address foot it. */
export type MailSender = { product: string; company: string };

/** The sender this app is configured with (NEXT_PUBLIC_PRODUCT_NAME, COMPANY_NAME and COMPANY_ADDRESS). */
export function mailSender(env = serverEnv()): MailSender {
  return { product: clientEnv.NEXT_PUBLIC_PRODUCT_NAME, company: `${env.COMPANY_NAME}, ${env.COMPANY_ADDRESS}` };
}
