/**
 * The string patterns of the contract, each with the sentence a marketer reads when a value breaks it.
 * Validation errors look sentences up here by pattern, so a pattern is written once.
 */
export const PATTERNS = {
  id: {
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    sentence: 'must be lower-case letters and digits in words joined by single hyphens, like "zodiac-sign"',
  },
  slug: {
    pattern: '^(?!(?:api|tech|email|report|404|_next)$)[a-z0-9]+(-[a-z0-9]+)*$',
    sentence:
      'must be lower-case letters and digits in words joined by single hyphens, and not a reserved path (api, tech, email, report, 404)',
  },
  stepPath: {
    pattern: '^[a-zA-Z][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$',
    sentence: 'must be a path such as "gender", "trialPayment" or "questions/zodiac-sign", without a leading slash',
  },
  answerKey: {
    pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
    sentence: 'must start with a letter and hold only letters, digits and underscores, like "zodiacSign"',
  },
  locale: {
    pattern: '^[a-z]{2}(-[A-Z]{2})?$',
    sentence: 'must be a language code such as "en" or "pt-BR"',
  },
  appPath: {
    pattern: '^/(?!/)[^\\s]*$',
    sentence: 'must be a path in the product app starting with a single "/", such as "/" or "/onboarding"',
  },
  externalUrl: {
    pattern: '^https://[^\\s/?#]+[^\\s]*$',
    sentence: 'must be an https:// address, such as an app store page',
  },
  sitePage: {
    pattern: '^/(tech|email)/[a-z0-9]+(-[a-z0-9]+)*$',
    sentence: 'must be an information page ("/tech/...") or an email page ("/email/...") of this site',
  },
  imageSrc: {
    pattern: '^(/|https://)',
    sentence: 'must be a path on this site starting with "/" or an https:// address',
  },
} as const;

/** The sentence of a pattern, however its slashes are escaped (JSON Schema stores `RegExp.source`). */
export function sentenceForPattern(pattern: string): string | undefined {
  const source = new RegExp(pattern).source;
  return Object.values(PATTERNS).find((p) => new RegExp(p.pattern).source === source)?.sentence;
}
