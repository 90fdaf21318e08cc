import { PIXEL_PLATFORMS } from '@/schemas/enums/pixelEntryTypes';
import type { Funnel } from '@/schemas/funnelSchema';
import { UPSELL_CATALOGUE } from '@/schemas/upsellCatalogue';
import { WORD_LOCALES, wordLocaleOf } from '@/schemas/words';
import { checkExperiment } from './checkExperiment';
import { checkLocales } from './checkLocales';
import type { DefinitionError } from './definitionError';

/** Rules of a funnel document on its own: plans, prices, upsells, aliases, pixels and texts. */
export function checkFunnel(funnel: Funnel): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const currencies = funnel.currencies ?? [];
  const plans = funnel.products?.plans ?? [];
  const upsells = funnel.products?.upsells ?? [];

  if (funnel.flags?.noPrice && (plans.length > 0 || upsells.length > 0))
    errors.push({
      pointer: '/products',
      rule: 'no-price-with-products',
      message: 'a funnel flagged noPrice sells nothing: remove its products',
    });
  if (funnel.flags?.noPrice && currencies.length > 0)
    errors.push({
      pointer: '/currencies',
      rule: 'no-price-with-products',
      message: 'a funnel flagged noPrice sells nothing: remove its currencies',
    });
  if ((plans.length > 0 || upsells.length > 0) && currencies.length === 0)
    errors.push({
      pointer: '/currencies',
      rule: 'products-need-currencies',
      message: 'a funnel that sells needs at least one currency',
    });

  const seen = new Set<string>();
  plans.forEach((plan, i) => {
    if (seen.has(plan.id))
      errors.push({
        pointer: `/products/plans/${i}/id`,
        rule: 'duplicate-plan-id',
        message: `plan id "${plan.id}" is used twice`,
      });
    seen.add(plan.id);
    for (const currency of currencies) {
      if (plan.price[currency] === undefined)
        errors.push({
          pointer: `/products/plans/${i}/price/${currency}`,
          rule: 'missing-price',
          message: `plan "${plan.id}" has no ${currency} price`,
        });
      if (plan.trial && plan.trial.price[currency] === undefined)
        errors.push({
          pointer: `/products/plans/${i}/trial/price/${currency}`,
          rule: 'missing-price',
          message: `the trial of "${plan.id}" has no ${currency} price`,
        });
    }
  });
  upsells.forEach((id, i) => {
    const prices: Record<string, number> = UPSELL_CATALOGUE[id].price;
    for (const currency of currencies)
      if (prices[currency] === undefined)
        errors.push({
          pointer: `/products/upsells/${i}`,
          rule: 'missing-price',
          message: `the upsell "${id}" has no ${currency} price in the catalogue`,
        });
  });

  (funnel.aliases ?? []).forEach((alias, i) => {
    if (alias === funnel.slug)
      errors.push({ pointer: `/aliases/${i}`, rule: 'alias-is-slug', message: 'an alias repeats the slug: remove it' });
  });

  // In an experiment, each variant is its visitors' condition.
  const variants = funnel.experiment?.variants.map((v) => v.id);
  for (const platform of PIXEL_PLATFORMS) {
    (funnel.pixels?.[platform] ?? []).forEach((pixel, i) => {
      if (pixel.condition === undefined) return;
      if (variants !== undefined && !variants.includes(pixel.condition))
        errors.push({
          pointer: `/pixels/${platform}/${i}/condition`,
          rule: 'pixel-condition-never-matches',
          message: `this pixel fires only for the variant "${pixel.condition}", which the experiment does not have`,
        });
      else if (variants === undefined && funnel.condition === undefined)
        errors.push({
          pointer: `/pixels/${platform}/${i}/condition`,
          rule: 'pixel-condition-never-matches',
          message: 'this pixel fires only when the funnel condition matches, but the funnel has no condition',
        });
    });
  }

  funnel.locales.forEach((locale, i) => {
    // The runtime's own words (buttons, problems, checkout, mail) must exist in every language the funnel speaks.
    if (wordLocaleOf(locale) === undefined)
      errors.push({
        pointer: `/locales/${i}`,
        rule: 'unspoken-locale',
        message: `the runtime has no words in "${locale}": use one of ${WORD_LOCALES.join(', ')} (or a regional form of one)`,
      });
  });
  if (funnel.analytics?.locale !== undefined && !funnel.locales.includes(funnel.analytics.locale))
    errors.push({
      pointer: '/analytics/locale',
      rule: 'undeclared-locale',
      message: `"${funnel.analytics.locale}" is not one of the funnel's locales`,
    });

  errors.push(...checkLocales(funnel.products, funnel.locales, '/products'));
  errors.push(...checkExperiment(funnel, checkFunnel));
  return errors;
}
