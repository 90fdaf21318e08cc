import { LANG_PARAM } from '@/runtime/flow/languageNames';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { LINK_TOKEN_PARAM } from '@/schemas/emailLinks/linkTokenParam';
import { wordLocaleOf } from '@/schemas/words';
import { DEFAULT_MAIL_LOCALE } from './mailSender';

/**
 * The address a mail's link leads to: one of our pages with the link's token, in the mail's language (the proxy
 * answers the page in it from the first byte). It leads where the gateway says links lead (EMAIL_LINK_BASE_URL),
 * else to the origin the request came to; undefined when neither is known.
 */
export function emailLinkUrl(
  ctx: Pick<GatewayContext, 'emailLinks'>,
  origin: string | undefined,
  page: string,
  token: string,
  locale: string,
): string | undefined {
  const base = ctx.emailLinks.baseUrl ?? origin;
  if (base === undefined) return undefined;
  const link = new URL(page, base);
  link.searchParams.set(LINK_TOKEN_PARAM, token);
  const language = wordLocaleOf(locale) ?? DEFAULT_MAIL_LOCALE;
  if (language !== DEFAULT_MAIL_LOCALE) link.searchParams.set(LANG_PARAM, language);
  return link.toString();
}
