import { describe, expect, it } from 'vitest';
import { THEMES } from '@/schemas/enums/themes';
import { THEME_LOOKS, themeCss } from './themeLooks';

/** WCAG 2's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the themes’ looks', () => {
  it.each(THEMES)(
    '%s: text, quieter text and the accent read at 4.5:1 on the page, its glow and its surfaces',
    (theme) => {
      const look = THEME_LOOKS[theme];
      for (const colour of Object.values(look).filter((v) => typeof v === 'string'))
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      for (const text of [look.star, look.mist, look.gold])
        for (const ground of [look.night, look.glow, look.raised])
          expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
      // The call to action: the page's night on the accent's gradient.
      for (const ground of [look.gold, look.goldDeep]) expect(contrast(look.night, ground)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('no two themes share a palette', () => {
    const palettes = THEMES.map((theme) => {
      const { motif, ...colours } = THEME_LOOKS[theme];
      return JSON.stringify(colours);
    });
    expect(new Set(palettes).size).toBe(THEMES.length);
  });

  it('writes the theme’s properties for the element that names it and for the page’s root', () => {
    const css = themeCss('moon-compatibility');
    expect(css.startsWith(':root:has([data-theme="moon-compatibility"]),[data-theme="moon-compatibility"]{')).toBe(
      true,
    );
    expect(css).toContain('--night:#0a0f1c;');
    expect(css).toContain('--gold-deep:#8e9cbf;');
    expect(css).toContain('--motif:url("data:image/svg+xml,%3Csvg');
    expect(css).not.toMatch(/<|>/);
  });
});
