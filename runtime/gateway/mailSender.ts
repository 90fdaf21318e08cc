import { clientEnv } from '../platform/env.client';

/** Who customer email is from, as the settings name them: the product signs it, the company and its address foot it. */
export type MailSender = { product: string; company: string };

/** The sender this app is configured with (NEXT_PUBLIC_PRODUCT_NAME, NEXT_PUBLIC_COMPANY_NAME and _ADDRESS). */
export function mailSender(): MailSender {
  return {
    product: clientEnv.NEXT_PUBLIC_PRODUCT_NAME,
    company: `${clientEnv.NEXT_PUBLIC_COMPANY_NAME}, ${clientEnv.NEXT_PUBLIC_COMPANY_ADDRESS}`,
  };
}
