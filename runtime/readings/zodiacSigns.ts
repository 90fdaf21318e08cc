import { ZODIAC_SIGN_IDS } from '@/schemas/zodiacSignIds';

/** The twelve signs of the tropical zodiac in order from the March equinox; each spans 30° of ecliptic longitude. */
export const ZODIAC_SIGNS = ZODIAC_SIGN_IDS;

export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** The width of one sign: the ecliptic's 360° shared by twelve signs. */
export const SIGN_WIDTH_DEG = 30;

const FULL_CIRCLE_DEG = 360;

/** The four elements; signs take them in turn from Aries (fire, earth, air, water, fire, …). */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** The three modalities; signs take them in turn from Aries (cardinal, fixed, mutable, cardinal, …). */
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

/** An angle brought into [0, 360). */
export function normalizeDegrees(angleDeg: number): number {
  const r = angleDeg % FULL_CIRCLE_DEG;
  const turned = r < 0 ? r + FULL_CIRCLE_DEG : r;
  // A tiny negative angle plus 360 rounds to 360 itself in floating point.
  return turned >= FULL_CIRCLE_DEG ? 0 : turned;
}

/** The position of a sign in the zodiac, 0 (Aries) to 11 (Pisces). */
export function signIndex(sign: ZodiacSign): number {
  return ZODIAC_SIGNS.indexOf(sign);
}

/** The tropical sign of an ecliptic longitude (of date): 0° Aries is the March equinox point. */
export function signOf(longitudeDeg: number): ZodiacSign {
  const index = Math.floor(normalizeDegrees(longitudeDeg) / SIGN_WIDTH_DEG);
  // normalizeDegrees keeps the index within 0..11; the fallback only satisfies the index type.
  return ZODIAC_SIGNS[index] ?? 'aries';
}

/** The element of a sign, by the traditional cycle fire, earth, air, water from Aries. */
export function elementOf(sign: ZodiacSign): Element {
  return ELEMENTS[signIndex(sign) % ELEMENTS.length] ?? 'fire';
}

/** The modality of a sign, by the traditional cycle cardinal, fixed, mutable from Aries. */
export function modalityOf(sign: ZodiacSign): Modality {
  return MODALITIES[signIndex(sign) % MODALITIES.length] ?? 'cardinal';
}

/** Whether a string is one of the sign ids (for answers that arrive as plain strings). */
export function isZodiacSign(value: unknown): value is ZodiacSign {
  return typeof value === 'string' && (ZODIAC_SIGNS as readonly string[]).includes(value);
}
