/** docs/product.md#funnel-themes: the funnel themes. */
export const THEMES = [
  'astrology',
  'palmistry',
  'natal-chart',
  'moon-compatibility',
  'human-design',
  'attachment-style',
  'hypno-healing',
  'love-quiz',
  'discovery-quiz',
  'witch-power',
  'shamans',
  'starseed',
  'feminine-archetypes',
  'numerology',
  'chakra',
  'destiny',
  'dreaming',
] as const;
export type Theme = (typeof THEMES)[number];
