import type { EMAIL_PAGES } from '@/schemas/routes';

/**
 * One page linked from an email (docs/routes.md#email-pages): a short message and one button, sometimes offering a
 * report.
 */
export type EmailPage = {
  path: (typeof EMAIL_PAGES)[number];
  title: string;
  text: string;
  /** Bullet lines, optional. */
  items?: string[];
  /** Where the button goes: a funnel path such as '/natal-chart' or '/palmistry', or '/cancel-subscription'. */
  cta: { label: string; href: string };
};

/**
 * The content of every email-linked page in docs/routes.md#email-pages, one entry per path. Buttons lead into funnels
 * that exist under `fixtures/funnels`; a page that sells (schemas/emailLinks/emailPageOffers.ts: a report, the trial)
 * sells on the page, its button buying, and names the funnel it sells through.
 */
export const EMAIL_PAGES_CONTENT: readonly EmailPage[] = [
  {
    path: '/email/confirmation',
    // The page's heading says what became of its link (EmailConfirmation); the title promises nothing.
    title: 'Email confirmation',
    text: 'Welcome to {product}. Your readings, receipts and gentle reminders from the stars will now find their way to you.',
    items: [
      'Your readings arrive in your inbox and wait for you in your account',
      'You can change which emails you receive at any time',
      'Questions? Write to {support}',
    ],
    cta: { label: 'Explore my natal chart', href: '/natal-chart' },
  },
  {
    path: '/email/cancel',
    // The page's heading says what became of its link (EmailCancel); the title promises nothing.
    title: 'Cancel your subscription',
    text: 'Cancelling takes one tap here. Nothing changes until you press the button.',
    cta: { label: 'Ask for a new code', href: '/cancel-subscription' },
  },
  {
    path: '/email/marketing-landing-0',
    title: 'The sky on the day you were born',
    text: 'Every planet stood somewhere when you took your first breath. Your natal chart maps them all and tells the story of where they stood.',
    cta: { label: 'Draw my natal chart', href: '/natal-chart' },
  },
  {
    path: '/email/marketing-landing-1',
    title: 'Your hands remember',
    text: 'The lines of your palm have been with you all along. Take a quiet moment and let them speak about love, work and the path you walk.',
    cta: { label: 'Read my palm', href: '/palmistry' },
  },
  {
    path: '/email/marketing-landing-2',
    title: 'Two moons, one story',
    text: 'Your moon sign shapes how you feel and how you love. See how yours meets the moon of someone close to you.',
    cta: { label: 'Compare our moons', href: '/moon-compatibility' },
  },
  {
    path: '/email/marketing-landing-3',
    title: 'The quiet power within you',
    text: 'Some of us feel the old magic more than others. A few short questions show which kind of witch power rests in you.',
    cta: { label: 'Find my witch power', href: '/witch-power' },
  },
  {
    path: '/email/marketing-landing-4',
    title: 'The design you were born with',
    text: 'Your human design shows how your energy moves and how you make choices that feel true. Discover your type in a few minutes.',
    cta: { label: 'Discover my design', href: '/human-design' },
  },
  {
    path: '/email/marketing-trial-payment',
    title: 'Your reading kept your place',
    text: 'You were only a step away from starting your trial. Your chart is still waiting whenever you feel ready, and the trial price and renewal are shown clearly before you pay.',
    cta: { label: 'Continue my reading', href: '/natal-chart' },
  },
  {
    path: '/email/numerology-analysis',
    title: 'Your numerology analysis',
    text: 'The numbers in your name and birth date carry a rhythm of their own. This report reads them for you, one by one.',
    items: [
      'Your life path number and what it says about your direction',
      'Your expression and soul urge numbers, from the letters of your name',
      'Your personal year and the themes it brings',
      'Gentle prompts for reflection in love and work',
    ],
    cta: { label: 'Get my numerology analysis', href: '/nebula-numerology' },
  },
  {
    path: '/email/tarot-reading',
    title: 'A tarot reading for you',
    text: 'Three cards, drawn for the question you carry right now, and a calm explanation of what each one invites you to notice.',
    items: [
      'A three-card spread: past, present and what is unfolding',
      'The meaning of each card, upright or reversed, in plain words',
      'How the cards speak to one another',
      'A question to sit with after your reading',
    ],
    cta: { label: 'Get my tarot reading', href: '/witch-power' },
  },
  {
    path: '/email/palmistry-guide',
    title: 'Your palmistry guide',
    text: 'A deeper look at the lines and mounts of your hands, so you can read them yourself whenever you wish.',
    items: [
      'Your heart, head, life and fate lines, explained',
      'The mounts of your palm and what they are said to reveal',
      'How your left and right hands differ',
      'An illustrated guide to reading palms on your own',
    ],
    cta: { label: 'Get my palmistry guide', href: '/palmistry' },
  },
  {
    path: '/email/ultra-pack',
    title: 'The ultra pack: four reports in one',
    text: 'Four of our most loved reports together, for a fuller picture of yourself, at a lower price than buying them one by one.',
    items: [
      'Natal chart reading: the planets on the day you were born',
      'Numerology analysis: the numbers in your name and birth date',
      'Tarot reading: a three-card spread for your question',
      'Palmistry guide: the lines of your hands, explained',
    ],
    cta: { label: 'Get my ultra pack', href: '/moon-compatibility' },
  },
  {
    path: '/email/consultation',
    title: 'Talk with an expert',
    text: 'Some questions are easier to explore together. Sit with one of our experienced readers for a personal consultation, at your own pace.',
    items: [
      'Ask about love, work or the choices in front of you',
      'Your reader looks at your chart and your design',
      'Your conversation stays private',
    ],
    cta: { label: 'Meet my expert', href: '/human-design' },
  },
];
