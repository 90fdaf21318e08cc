import { elementOf, signIndex, ZODIAC_SIGNS, type ZodiacSign } from './zodiacSigns';

/**
 * The traditional relations between two signs, by how many signs apart they are (the aspect between them):
 * 0 same sign, 1 semi-sextile, 2 sextile (complementary elements: fire with air, earth with water),
 * 3 square, 4 trine (the same element), 5 quincunx, 6 opposition (also complementary elements).
 */
export const SIGN_RELATIONS = [
  'sameSign',
  'semiSextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
] as const;
export type SignRelation = (typeof SIGN_RELATIONS)[number];

/**
 * Scores of the relations, 0-100, as popular Western sun-sign astrology ranks them: the trine (same element) most
 * harmonious, then the sextile (complementary elements), the same sign, the opposition (attraction of opposites,
 * complementary elements), then the semi-sextile, the square (friction) and the quincunx (no shared element or
 * modality). This is a tradition's ordering put on a scale for display, not a measurement of anything.
 */
export const RELATION_SCORES = {
  trine: 92,
  sextile: 84,
  sameSign: 78,
  opposition: 70,
  semiSextile: 58,
  square: 45,
  quincunx: 40,
} as const satisfies Record<SignRelation, number>;

/** How two signs go together: the relation (an id screens localize), its score, and the element facts. */
export type SignCompatibility = {
  relation: SignRelation;
  score: number;
  /** Both signs share an element (same sign or trine). */
  sameElement: boolean;
  /** The elements complement each other (fire with air, earth with water: sextile or opposition). */
  complementaryElements: boolean;
};

const SIGNS_IN_HALF_ZODIAC = ZODIAC_SIGNS.length / 2;
const COMPLEMENTARY = { fire: 'air', air: 'fire', earth: 'water', water: 'earth' } as const;

/** How two signs relate, by the shorter way round the zodiac between them (0-6 signs). */
export function signRelation(a: ZodiacSign, b: ZodiacSign): SignRelation {
  const apart = Math.abs(signIndex(a) - signIndex(b));
  const shorter = Math.min(apart, ZODIAC_SIGNS.length - apart);
  return SIGN_RELATIONS[Math.min(shorter, SIGNS_IN_HALF_ZODIAC)] ?? 'opposition';
}

/**
 * The compatibility of two sun (or moon) signs: their traditional relation, its score from RELATION_SCORES, and
 * the element facts behind it. Symmetric: the order of the two signs does not matter.
 */
export function signCompatibility(a: ZodiacSign, b: ZodiacSign): SignCompatibility {
  const relation = signRelation(a, b);
  return {
    relation,
    score: RELATION_SCORES[relation],
    sameElement: elementOf(a) === elementOf(b),
    complementaryElements: COMPLEMENTARY[elementOf(a)] === elementOf(b),
  };
}
