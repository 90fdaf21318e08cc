/** The twelve signs of the tropical zodiac, in order from 0° of ecliptic longitude, as answers and readings name them. */
export const ZODIAC_SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSignId = (typeof ZODIAC_SIGN_IDS)[number];
