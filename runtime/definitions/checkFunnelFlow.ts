import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { STEP_KINDS } from '@/schemas/stepKinds';
import type { DefinitionError } from './definitionError';
import { withArticle } from './withArticle';

/** Errors of a funnel and its flow checked together, each list pointing into its own document. */
export type FunnelFlowErrors = { funnel: DefinitionError[]; flow: DefinitionError[] };

/**
 * Rules that need both documents: the flow is the version pinned, speaks the funnel's languages, sells
 * only when the funnel has a price, and offers only plans and upsells the funnel has.
 */
export function checkFunnelFlow(funnel: Funnel, flow: Flow): FunnelFlowErrors {
  const errors: FunnelFlowErrors = { funnel: [], flow: [] };
  if (funnel.flow.version !== undefined && funnel.flow.version !== flow.version)
    errors.funnel.push({
      pointer: '/flow/version',
      rule: 'flow-version-mismatch',
      message: `pins flow "${flow.id}" version ${funnel.flow.version}, but the flow found is version ${flow.version}`,
    });
  funnel.locales.forEach((locale, i) => {
    if (!flow.locales.includes(locale))
      errors.funnel.push({
        pointer: `/locales/${i}`,
        rule: 'locale-not-in-flow',
        message: `the flow "${flow.id}" is not written in "${locale}"`,
      });
  });

  const plans = funnel.products?.plans ?? [];
  const planIds = new Set(plans.map((p) => p.id));
  const upsellIds = new Set(funnel.products?.upsells ?? []);
  const sellingSteps = flow.steps.filter((step) => 'sells' in STEP_KINDS[step.kind]);
  if (sellingSteps.length > 0 && !funnel.flags?.noPrice && plans.length === 0)
    errors.funnel.push({
      // At the field to add: the plans, or the products when there are none at all.
      pointer: funnel.products === undefined ? '/products' : '/products/plans',
      rule: 'checkout-without-plans',
      message: `the flow "${flow.id}" has a checkout, but the funnel has no plans to sell`,
    });
  flow.steps.forEach((step, i) => {
    if ('sells' in STEP_KINDS[step.kind] && funnel.flags?.noPrice)
      errors.flow.push({
        pointer: `/steps/${i}/kind`,
        rule: 'no-price-with-checkout',
        message: `funnel "${funnel.slug}" has no price, so its flow cannot have ${withArticle(step.kind)} screen`,
      });
    (step.content.plans ?? []).forEach((id, p) => {
      if (!planIds.has(id))
        errors.flow.push({
          pointer: `/steps/${i}/content/plans/${p}`,
          rule: 'unknown-plan',
          message: `funnel "${funnel.slug}" has no plan "${id}"`,
        });
    });
    (step.content.upsells ?? []).forEach((id, u) => {
      if (!upsellIds.has(id))
        errors.flow.push({
          pointer: `/steps/${i}/content/upsells/${u}`,
          rule: 'unknown-product',
          message: `funnel "${funnel.slug}" does not sell the upsell "${id}"`,
        });
    });
  });
  return errors;
}
