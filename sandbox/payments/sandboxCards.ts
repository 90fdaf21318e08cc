import type { DeclineCode } from '@/schemas/payments/declineCodes';

/** What a card can be asked to do: `pay` is a charge, `resign` a one-click payment with a saved card. */
export type CardOperation = 'pay' | 'auth' | 'settle' | 'void' | 'refund' | 'recurring' | 'resign';

export type SandboxCard = {
  /** What the card is for, in a few words: the form's hint list and the README show it. */
  label: string;
  /** The provider documents this card (docs/payment-provider.md#test-cards); the others are the sandbox's own. */
  documented: boolean;
  /** Operations this card fails, with the code they fail with; every other operation succeeds. */
  fails?: Partial<Record<CardOperation, DeclineCode>>;
  /** A charge or auth with this card goes through 3-D Secure: a challenge page, or frictionless. */
  threeDs?: 'challenge' | 'frictionless';
  /** false: a saved token of this card is refused for one-click (resign) payments with 5.02. */
  oneClick?: false;
};

/**
 * The cards the sandbox knows, by number (any future expiry, any CVV). Any other valid card number is
 * declined with 0.01, so that every outcome in a test is one somebody chose. On a card whose operation
 * succeeds, the cardholder name `DECLINE <code>` declines it with that code instead (README.md).
 */
export const SANDBOX_CARDS: Readonly<Record<string, SandboxCard>> = {
  '4067429974719265': { label: 'succeeds: charge, auth, settle, recurring, void, refund', documented: true },
  '4532456618142692': { label: 'succeeds: charge and recurring', documented: true },
  '4553815318053315': {
    label: 'auth fails (auth_failed); the rest succeeds',
    documented: true,
    fails: { auth: '0.01' },
  },
  '5361074849060618': {
    label: 'auth succeeds; settle and void fail; refund succeeds',
    documented: true,
    fails: { settle: '0.01', void: '0.01' },
  },
  '5251033622437578': {
    label: 'charge declined (and auth fails)',
    documented: true,
    fails: { pay: '0.01', auth: '0.01' },
  },
  '4000000000003220': {
    label: '3-D Secure challenge: Pass approves, Fail declines 5.01',
    documented: false,
    threeDs: 'challenge',
  },
  '4000000000003055': {
    label: '3-D Secure frictionless: verified, then approved',
    documented: false,
    threeDs: 'frictionless',
  },
  '4000000000000341': {
    label: 'succeeds, but its saved token is refused for one-click payments (5.02)',
    documented: false,
    oneClick: false,
  },
};
