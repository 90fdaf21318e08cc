import { FORM_PATHS } from './formPaths';
import { SANDBOX_CARDS } from './sandboxCards';

export type FramePage = 'card' | 'resign' | 'button' | 'challenge';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One labelled input with its error line, which the frame script fills when the value is refused. */
function field(id: string, label: string, attributes: string): string {
  return `<div class="sg-field" id="${id}-field">
  <label for="${id}" id="${id}-label">${label}</label>
  <input id="${id}" name="${id}" ${attributes} aria-describedby="${id}-error">
  <p class="sg-error" id="${id}-error"></p>
</div>`;
}

const CARD_HINTS = `<details class="sg-hints"><summary>Sandbox test cards</summary><ul>
${Object.entries(SANDBOX_CARDS)
  .map(
    ([number, card]) => `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${escapeHtml(card.label)}</li>`,
  )
  .join('\n')}
<li>Any future expiry, any CVV. Cardholder <code>DECLINE 3.02</code> declines a successful card with that code (any code; 7.04 processes, then approves).</li>
</ul></details>`;

const BODIES: Record<FramePage, string> = {
  card: `<p class="sg-title" id="sg-title" hidden></p>
<p class="sg-amount" id="sg-amount"></p>
<div class="sg-wallets" id="sg-wallets"></div>
<form id="sg-form" novalidate aria-label="Card payment">
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" required')}
<div class="sg-row">
${field('cardExpiryDate', 'Expiry date', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}
${field('cardCvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}
</div>
${field('cardHolder', 'Cardholder name', 'autocomplete="cc-name" placeholder="Name Surname"')}
<button type="submit" class="sg-pay" id="sg-submit" disabled>Pay</button>
<p class="sg-status" id="sg-status" role="status" aria-live="polite"></p>
</form>
${CARD_HINTS}`,
  resign: `<p class="sg-amount" id="sg-amount"></p>
<p class="sg-card" id="sg-card"></p>
<form id="sg-form" novalidate aria-label="Confirm payment with the saved card">
${field('resignCvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}
<button type="submit" class="sg-pay" id="sg-submit" disabled>Pay</button>
<p class="sg-status" id="sg-status" role="status" aria-live="polite"></p>
</form>`,
  button: `<div class="sg-wallets" id="sg-wallets"></div>
<p class="sg-status" id="sg-status" role="status" aria-live="polite"></p>`,
  challenge: `<h1 class="sg-title">3-D Secure (sandbox)</h1>
<p id="sg-amount"></p>
<p>Confirm this payment as the card's bank would ask.</p>
<div class="sg-choices" id="sg-choices">
<button type="button" class="sg-pay" id="sg-pass">Pass</button>
<button type="button" class="sg-secondary" id="sg-fail">Fail</button>
</div>
<p class="sg-status" id="sg-status" role="status" aria-live="polite"></p>`,
};

/**
 * A page of the sandbox's form, shown in a frame (the challenge page also on its own). Static markup
 * only: the frame script (`browser/paymentFrame.js`) brings it to life, reading its settings from the
 * body's data attributes, so the page's CSP can forbid inline scripts and styles.
 */
export function renderFramePage(page: FramePage, data: Record<string, string>): string {
  const attributes = Object.entries({ page, ...data })
    .map(([key, value]) => ` data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page === 'challenge' ? '3-D Secure' : 'Payment'} (sandbox)</title>
<link rel="stylesheet" href="${FORM_PATHS.frameStyles}">
<script src="${FORM_PATHS.frameScript}" defer></script>
</head>
<body${attributes}>
<main class="sg" id="sg-main">
${BODIES[page]}
</main>
</body>
</html>
`;
}
