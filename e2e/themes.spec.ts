import AxeBuilder from '@axe-core/playwright';
import { THEME_LOOKS } from '@/runtime/screens/themes/themeLooks';
import { THEMES } from '@/schemas/enums/themes';
import { funnelOfTheme } from './support/themeFunnels';
import { expect, test } from './support/visitor';

/**
 * A look per theme (docs/decisions/0018): the first step of a fixture funnel of each of the 17 themes is drawn
 * in that theme's colours, and passes axe's WCAG 2 A and AA rules (contrast among them) with no violation.
 */
const WCAG_2_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('every theme has a published fixture funnel to show it', () => {
  expect(THEMES.filter((theme) => funnelOfTheme(theme) === undefined)).toEqual([]);
});

for (const theme of THEMES) {
  test(`the ${theme} theme: its first step in its own colours, with no WCAG 2 A/AA violation`, async ({ page }) => {
    const funnel = funnelOfTheme(theme);
    test.skip(funnel === undefined, 'no fixture funnel (the test above fails)');
    await page.goto(`/${funnel?.slug}`);
    await expect(page.locator('section[data-step]')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main')).toHaveAttribute('data-theme', theme);
    // The page's root computes the theme's own values (no two themes share a palette: themeLooks.test.ts).
    const root = await page.evaluate(() =>
      ['--night', '--night-raised', '--star', '--gold'].map((name) =>
        getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
      ),
    );
    const look = THEME_LOOKS[theme];
    expect(root).toEqual([look.night, look.raised, look.star, look.gold]);
    // The body, outside <main>, is painted in the theme's night as well.
    const [night, body] = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--night');
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return [rgb, getComputedStyle(document.body).backgroundColor];
    });
    expect(body).toBe(night);

    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_2_A_AA).analyze();
    expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
