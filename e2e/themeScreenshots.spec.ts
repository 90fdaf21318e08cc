import { mkdirSync, writeFileSync } from 'node:fs';
import UPNG from 'upng-js';
import { THEMES } from '@/schemas/enums/themes';
import { funnelOfTheme } from './support/themeFunnels';
import { expect, test } from './support/visitor';

/**
 * The pictures of docs/themes/ for marketers: the first step of each theme's fixture funnel at a phone's viewport
 * (390 x 844 CSS pixels, one device pixel each), in 128 colours to keep each file a few tens of KB. Not run by default:
 *   THEME_SCREENSHOTS=1 npx playwright test e2e/themeScreenshots.spec.ts
 */
const OUT = 'docs/themes';

test.skip(!process.env.THEME_SCREENSHOTS, 'regenerates docs/themes/*.png only when THEME_SCREENSHOTS=1');
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

for (const theme of THEMES)
  test(`a picture of the ${theme} theme`, async ({ page }) => {
    const funnel = funnelOfTheme(theme);
    test.skip(funnel === undefined, 'no fixture funnel');
    mkdirSync(OUT, { recursive: true });
    await page.goto(`/${funnel?.slug}`);
    await expect(page.locator('section[data-step]')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main')).toHaveAttribute('data-theme', theme);
    // Images of the step (decoded) and fonts in place before the picture.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const image = UPNG.decode(shot);
    writeFileSync(`${OUT}/${theme}.png`, Buffer.from(UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, 128)));
  });
