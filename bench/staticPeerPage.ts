import { escapeHtml } from './escapeHtml';
import type { PeerQuestion } from './firstQuestionOf';

/**
 * The limit the first steps are measured against: one HTML page with the same question and its answer buttons,
 * styled inline, with no script at all.
 */
export function staticPeerPage(question: PeerQuestion): string {
  const buttons = question.options
    .map(
      (label) =>
        `<button type="button" style="padding:16px;font-size:18px;border-radius:12px;border:1px solid #888">${escapeHtml(label)}</button>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static page</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:24px 16px"><main><h1 style="font-size:24px">${escapeHtml(question.title)}</h1><div style="display:grid;gap:12px">${buttons}</div></main></body></html>`;
}
