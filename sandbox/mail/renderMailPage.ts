import { escapeHtml } from '@/schemas/escapeHtml';
import type { ReceivedMail } from './startMailSandbox';

/** The mail sandbox's page: every message it kept, newest first, with its text and a link to its HTML. */
export function renderMailPage(messages: readonly ReceivedMail[]): string {
  const items = messages.map(
    (m) => `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(m.to.join(', '))} from ${escapeHtml(m.from)}, ${escapeHtml(m.receivedAt)}${
    m.html ? ` · <a href="/messages/${m.id}">as HTML</a>` : ''
  }</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail sandbox (${messages.length})</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; }
  article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
  .meta { color: #555; font-size: 0.875rem; }
  pre { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Mail sandbox</h1>
<p>What the app sent, newest first. Nothing here was delivered anywhere. Reload to see new mail.</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</body>
</html>
`;
}
