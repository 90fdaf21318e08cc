import type { Theme } from '@/schemas/enums/themes';

/**
 * A theme's look (docs/decisions/0018): the values of the custom properties every screen draws with
 * (app/globals.css defines them, with astrology's values, on the page's root).
 */
export type ThemeLook = {
  /** `--night`: the page. */
  night: string;
  /** `--night-raised`: surfaces (options, fields, plans, the payment frames' places while they load). */
  raised: string;
  /** `--line`: borders. */
  line: string;
  /** `--glow`: the sky's light at the top of the page. */
  glow: string;
  /** `--star`: text. */
  star: string;
  /** `--mist`: quieter text. */
  mist: string;
  /** `--gold`: the accent (links, the brand, the call to action). */
  gold: string;
  /** `--gold-deep`: the accent's deep end (the call to action's gradient, borders). */
  goldDeep: string;
  /** `--motif`: the theme's imagery, background layers over the glow (CSS gradients, small inline SVGs). */
  motif: readonly string[];
};

/** An inline SVG as a CSS image (the security policy allows `data:` images): nothing is downloaded. */
const svg = (markup: string) =>
  `url("data:image/svg+xml,${markup.replaceAll('#', '%23').replaceAll('<', '%3C').replaceAll('>', '%3E')}")`;

/**
 * The 17 themes' looks, one mystic family: dark skies, light text and a warm or cool accent, each with imagery of
 * its own. Text, quieter text and the accent keep at least 4.5:1 on the page, its glow and its surfaces
 * (themeLooks.test.ts); axe checks each theme's first step (e2e/themes.spec.ts).
 */
export const THEME_LOOKS: Record<Theme, ThemeLook> = {
  astrology: {
    night: '#0d0a1f',
    raised: '#1a1533',
    line: '#3a3166',
    glow: '#2a1f55',
    star: '#f4ecd8',
    mist: '#b9b1d6',
    gold: '#e7c46a',
    goldDeep: '#b8913a',
    motif: [
      'radial-gradient(1px 1px at 20% 30%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 70% 15%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1.5px 1.5px at 85% 60%, var(--gold) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 35% 80%, var(--star) 50%, transparent 51%)',
    ],
  },
  palmistry: {
    night: '#140a1a',
    raised: '#26142e',
    line: '#4f3060',
    glow: '#3d1d47',
    star: '#f7ebe6',
    mist: '#d2b8cf',
    gold: '#f0b58a',
    goldDeep: '#c07c52',
    motif: [
      'radial-gradient(130% 75% at 0% 100%, transparent 70%, color-mix(in srgb, var(--gold) 16%, transparent) 70.3% 70.6%, transparent 70.9%)',
      'radial-gradient(110% 60% at 0% 100%, transparent 72%, color-mix(in srgb, var(--gold) 12%, transparent) 72.3% 72.6%, transparent 72.9%)',
      'radial-gradient(90% 110% at 100% 100%, transparent 76%, color-mix(in srgb, var(--gold) 10%, transparent) 76.3% 76.6%, transparent 76.9%)',
      'radial-gradient(1.5px 1.5px at 78% 14%, var(--gold) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 24% 22%, var(--star) 50%, transparent 51%)',
    ],
  },
  'natal-chart': {
    night: '#070d1f',
    raised: '#111b35',
    line: '#2f3f6b',
    glow: '#1a2a55',
    star: '#eef1fb',
    mist: '#aab6d8',
    gold: '#d9c27a',
    goldDeep: '#a8914a',
    motif: [
      'repeating-radial-gradient(circle at 50% 0%, transparent 0 139px, color-mix(in srgb, var(--gold) 12%, transparent) 139px 140px, transparent 140px 180px)',
      'radial-gradient(1px 1px at 18% 26%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1.5px 1.5px at 84% 40%, var(--gold) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 40% 78%, var(--star) 50%, transparent 51%)',
    ],
  },
  'moon-compatibility': {
    night: '#0a0f1c',
    raised: '#151d31',
    line: '#34415f',
    glow: '#1f2b4a',
    star: '#f0f3fa',
    mist: '#b3bdd4',
    gold: '#d3dcf0',
    goldDeep: '#8e9cbf',
    motif: [
      `${svg("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><path d='M58 8a42 42 0 1 0 34 62A34 34 0 1 1 58 8z' fill='#d3dcf0' fill-opacity='.3'/></svg>")} right 1.5rem bottom 5rem / 5rem no-repeat`,
      'radial-gradient(1px 1px at 16% 30%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 60% 12%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1.5px 1.5px at 30% 70%, var(--gold) 50%, transparent 51%)',
    ],
  },
  'human-design': {
    night: '#06151a',
    raised: '#0f252c',
    line: '#28505a',
    glow: '#103a40',
    star: '#eaf6f4',
    mist: '#a5c9c4',
    gold: '#f2b84b',
    goldDeep: '#c48a24',
    motif: [
      'repeating-linear-gradient(60deg, color-mix(in srgb, var(--gold) 6%, transparent) 0 1px, transparent 1px 56px)',
      'repeating-linear-gradient(-60deg, color-mix(in srgb, var(--gold) 6%, transparent) 0 1px, transparent 1px 56px)',
    ],
  },
  'attachment-style': {
    night: '#170b14',
    raised: '#2a1424',
    line: '#57334e',
    glow: '#43193a',
    star: '#fbecef',
    mist: '#dcb6c6',
    gold: '#f29bb5',
    goldDeep: '#c76a89',
    motif: [
      'radial-gradient(circle at 40% 12%, transparent 86px, color-mix(in srgb, var(--gold) 18%, transparent) 87px 88px, transparent 89px)',
      'radial-gradient(circle at 60% 12%, transparent 86px, color-mix(in srgb, var(--gold) 18%, transparent) 87px 88px, transparent 89px)',
    ],
  },
  'hypno-healing': {
    night: '#081418',
    raised: '#12262d',
    line: '#2d525b',
    glow: '#123c48',
    star: '#e8f7f7',
    mist: '#a9cfd0',
    gold: '#7fe0d0',
    goldDeep: '#3fa89a',
    motif: [
      'repeating-radial-gradient(circle at 50% 0%, color-mix(in srgb, var(--gold) 7%, transparent) 0 1px, transparent 1px 28px)',
    ],
  },
  'love-quiz': {
    night: '#1a0710',
    raised: '#2e0f1d',
    line: '#5f2640',
    glow: '#4a1028',
    star: '#fff0f3',
    mist: '#e5b5c3',
    gold: '#ff8fa8',
    goldDeep: '#d4577a',
    motif: [
      `${svg("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><path d='M32 44C20 36 16 30 16 25a7 7 0 0 1 16-3a7 7 0 0 1 16 3c0 5-4 11-16 19z' fill='#ff8fa8' fill-opacity='.08'/></svg>")} 0 0 / 64px`,
    ],
  },
  'discovery-quiz': {
    night: '#071422',
    raised: '#0f2236',
    line: '#284866',
    glow: '#0f3354',
    star: '#eaf4ff',
    mist: '#a7c2dd',
    gold: '#6fd3f0',
    goldDeep: '#2f9fc4',
    motif: [
      'radial-gradient(circle, color-mix(in srgb, var(--gold) 22%, transparent) 1px, transparent 1.5px) 0 0 / 24px 24px',
    ],
  },
  'witch-power': {
    night: '#0b120d',
    raised: '#17221a',
    line: '#38503f',
    glow: '#1d2a24',
    star: '#eef3e6',
    mist: '#b7c7ae',
    gold: '#c6a5ff',
    goldDeep: '#9a78e0',
    motif: [
      `${svg("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'><path d='M30 18l2 8 8 2-8 2-2 8-2-8-8-2 8-2zM92 70l1.5 6 6 1.5-6 1.5-1.5 6-1.5-6-6-1.5 6-1.5z' fill='#c6a5ff' fill-opacity='.35'/></svg>")} 0 0 / 120px`,
    ],
  },
  shamans: {
    night: '#150d07',
    raised: '#261810',
    line: '#543826',
    glow: '#3a2112',
    star: '#f7ece0',
    mist: '#d5bea5',
    gold: '#f0a24a',
    goldDeep: '#c0702a',
    motif: [
      `${svg("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 24'><path d='M0 20L12 6L24 20L36 6L48 20' fill='none' stroke='#f0a24a' stroke-opacity='.18' stroke-width='2'/></svg>")} left bottom / 48px 24px repeat-x`,
      'radial-gradient(ellipse at 50% 110%, color-mix(in srgb, var(--gold-deep) 16%, transparent), transparent 55%)',
    ],
  },
  starseed: {
    night: '#05081a',
    raised: '#0f1533',
    line: '#2e3878',
    glow: '#1a1a5a',
    star: '#eef2ff',
    mist: '#b0b8e8',
    gold: '#8fe3ff',
    goldDeep: '#5aa8e0',
    motif: [
      'radial-gradient(1px 1px at 12% 18%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 28% 44%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1.5px 1.5px at 46% 12%, var(--gold) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 66% 32%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 88% 22%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1.5px 1.5px at 80% 62%, var(--gold) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 20% 84%, var(--star) 50%, transparent 51%)',
      'radial-gradient(1px 1px at 58% 90%, var(--star) 50%, transparent 51%)',
      'radial-gradient(ellipse at 85% 25%, color-mix(in srgb, var(--gold) 10%, transparent), transparent 45%)',
    ],
  },
  'feminine-archetypes': {
    night: '#160a1c',
    raised: '#281532',
    line: '#553366',
    glow: '#3e1a4c',
    star: '#fbeff5',
    mist: '#d8bdd4',
    gold: '#f2c1a0',
    goldDeep: '#c98f6b',
    motif: [
      `${svg("<svg xmlns='http://www.w3.org/2000/svg' viewBox='-60 -60 120 120' fill='none' stroke='#f2c1a0' stroke-opacity='.2'><circle r='20'/><circle cx='20' r='20'/><circle cx='-20' r='20'/><circle cx='10' cy='17.3' r='20'/><circle cx='-10' cy='17.3' r='20'/><circle cx='10' cy='-17.3' r='20'/><circle cx='-10' cy='-17.3' r='20'/></svg>")} center top 2rem / 14rem no-repeat`,
    ],
  },
  numerology: {
    night: '#0c0c14',
    raised: '#1a1a28',
    line: '#3c3c58',
    glow: '#22223a',
    star: '#f2f0e6',
    mist: '#bdbad0',
    gold: '#e9d27a',
    goldDeep: '#b79f45',
    motif: [
      'linear-gradient(color-mix(in srgb, var(--gold) 6%, transparent) 1px, transparent 1px) 0 0 / 36px 36px',
      'linear-gradient(90deg, color-mix(in srgb, var(--gold) 6%, transparent) 1px, transparent 1px) 0 0 / 36px 36px',
    ],
  },
  chakra: {
    night: '#0b0a1c',
    raised: '#18163a',
    line: '#3b3772',
    glow: '#2a1f5c',
    star: '#f3f0ff',
    mist: '#bdb7e6',
    gold: '#ffc46b',
    goldDeep: '#e0883a',
    motif: [
      'conic-gradient(from 180deg at 50% 0%, #ff5e5e14, #ffa64d14, #ffe06614, #78dc8c14, #5aaaff14, #8c6eff14, #d278ff14, #ff5e5e14)',
    ],
  },
  destiny: {
    night: '#12080f',
    raised: '#22111c',
    line: '#4c2840',
    glow: '#3a1530',
    star: '#f8ede6',
    mist: '#d4b9c2',
    gold: '#f0c87a',
    goldDeep: '#c29748',
    motif: [
      'repeating-linear-gradient(115deg, transparent 0 46px, color-mix(in srgb, var(--gold) 9%, transparent) 46px 47px)',
    ],
  },
  dreaming: {
    night: '#0e0c22',
    raised: '#1c1940',
    line: '#403b78',
    glow: '#2d2a66',
    star: '#f2f0ff',
    mist: '#c2bdf0',
    gold: '#b9c6ff',
    goldDeep: '#8391e0',
    motif: [
      'radial-gradient(40% 9% at 22% 14%, color-mix(in srgb, var(--star) 8%, transparent), transparent)',
      'radial-gradient(34% 7% at 76% 24%, color-mix(in srgb, var(--star) 7%, transparent), transparent)',
      'radial-gradient(46% 10% at 62% 88%, color-mix(in srgb, var(--star) 6%, transparent), transparent)',
    ],
  },
};

const PROPERTIES: Record<Exclude<keyof ThemeLook, 'motif'>, string> = {
  night: '--night',
  raised: '--night-raised',
  line: '--line',
  glow: '--glow',
  star: '--star',
  mist: '--mist',
  gold: '--gold',
  goldDeep: '--gold-deep',
};

/**
 * The theme's rule: its properties on the element that names it (`data-theme`) and on the page's root, so the
 * body's sky and what lives outside `<main>` (the consent banner) take the theme too.
 */
export function themeCss(theme: Theme): string {
  const look = THEME_LOOKS[theme];
  const properties = Object.entries(PROPERTIES).map(([key, name]) => `${name}:${look[key as keyof typeof PROPERTIES]}`);
  const selector = `[data-theme="${theme}"]`;
  return `:root:has(${selector}),${selector}{${properties.join(';')};--motif:${look.motif.join(',')}}`;
}
