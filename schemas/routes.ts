/** docs/routes.md: the URL paths the product serves. Funnels are data; these lists say which must exist. */

/** Funnel pages. `{hash}` stands for a funnel served at a hash, such as a marketer's variant. */
export const FUNNEL_PAGES = [
  '/{hash}',
  '/starseed-quiz',
  '/app-sub-intro',
  '/nebula-chakra/prelanding',
  '/nebula-numerology/prelanding',
  '/nebula-destiny/prelanding',
  '/nebula-dreaming/prelanding',
  '/attachment-style',
  '/palmistry',
  '/palmistry-intro',
  '/natal-chart',
  '/witch-power',
  '/witch-power-intro',
  '/shamans',
  '/compatibility',
  '/hypnotherapy/prelanding',
  '/hypno-healing',
  '/moon-compatibility',
  '/feminine-archetypes',
  '/human-design',
  '/cancel-subscription',
  '/draft',
] as const;

/** Funnel slugs. */
export const FUNNEL_SLUGS = [
  '{hash}',
  'app-subscription-intro',
  'palmistry',
  'natal-chart',
  'email-marketing-natal-chart',
  'witch-power',
  'moon-compatibility',
  'human-design',
  'attachment-style',
  'attachment-style-with-discount',
  'hypno-healing',
  'hypno-healing-opt',
  'love-quiz',
  'discovery-quiz',
] as const;

/** A `{hash}` funnel is served at a hexadecimal hash of at least 8 digits. */
export const HASH_SLUG = /^[0-9a-f]{8,}$/;

/** Funnels with a `{funnel}/prelanding` sub-path. */
export const PRELANDING_FUNNELS = [
  'palmistry',
  'natal-chart',
  'witch-power',
  'moon-compatibility',
  'feminine-archetypes',
  'shamans',
  'spirit-animal',
  'starseed',
] as const;

/** Funnels named with a `{funnel}/gender` sub-path (any funnel may have one). */
export const GENDER_FUNNELS = ['soul-connection', 'hypno-healing-thinking', 'hypno-healing'] as const;

/** In-funnel step paths: the first segment of a step's path. */
export const STEP_PATHS = [
  'productOverview',
  'trialChoice',
  'trialPayment',
  'trialCredits',
  'billing',
  'additionalDiscount',
  'upsells',
  'ecomUpsell',
  'askOnboarding',
  'payment',
  'paymentWithDiscount',
  'trialPaymentWithDiscount',
  'talkWithExpert',
  'questions',
  'credits',
  'loading',
  'matching',
  'unlimitedReadings',
  'overview',
  'phoneNumber',
  'gender',
] as const;

/** Information pages; the privacy policy is an external link. */
export const INFORMATION_PAGES = [
  '/tech/terms',
  '/tech/faq',
  '/tech/contact-us',
  '/tech/payment-terms',
  '/tech/personal-info-policy',
  '/tech/money-back-policy',
  '/tech/subscription-terms',
  '/tech/delivery-policy',
] as const;

/** Pages linked from emails. */
export const EMAIL_PAGES = [
  '/email/confirmation',
  // Ours beside the product's: where a cancel mail's link leads (docs/decisions/0037).
  '/email/cancel',
  '/email/marketing-landing-0',
  '/email/marketing-landing-1',
  '/email/marketing-landing-2',
  '/email/marketing-landing-3',
  '/email/marketing-landing-4',
  '/email/marketing-trial-payment',
  '/email/numerology-analysis',
  '/email/tarot-reading',
  '/email/palmistry-guide',
  '/email/ultra-pack',
  '/email/consultation',
] as const;

export const NOT_FOUND_PATH = '/404';
