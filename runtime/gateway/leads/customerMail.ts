import { escapeHtml } from '@/schemas/escapeHtml';
import type { MailMessage } from './mailer';
import type { MailSender } from './mailSender';

/** One paragraph of a customer mail: words, a code to type, or a link to one of our pages with its button's label. */
export type MailBlock = { text: string } | { code: string } | { link: string; label: string };

/**
 * A customer mail in one language: the same paragraphs as plain text and as HTML (every value written as text, never
 * as markup), signed by the product and footed by the company and its address. No images, no tracking: nothing is
 * fetched when it is opened; its only links are the ones its paragraphs give, to our own pages.
 */
export function customerMail(
  mail: { to: string; lang: string; subject: string; blocks: readonly MailBlock[] } & MailSender,
): MailMessage {
  const text = mail.blocks.map((block) => ('text' in block ? block.text : 'code' in block ? block.code : block.link));
  const html = mail.blocks.map((block) =>
    'text' in block
      ? `<p>${escapeHtml(block.text)}</p>`
      : 'code' in block
        ? `<p style="font-size: 2rem; font-family: ui-monospace, monospace; letter-spacing: 0.3em">${escapeHtml(block.code)}</p>`
        : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`,
  );
  return {
    to: mail.to,
    locale: mail.lang,
    subject: mail.subject,
    text: [...text.flatMap((line) => [line, '']), `— ${mail.product}`, mail.company, ''].join('\n'),
    html: `<!doctype html>
<html lang="${escapeHtml(mail.lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1d1a2f; line-height: 1.5">
${html.join('\n')}
<p>— ${escapeHtml(mail.product)}</p>
<p style="font-size: 0.8rem; color: #5d5873">${escapeHtml(mail.company)}</p>
</body>
</html>
`,
  };
}
