import type { Flow } from '@/schemas/flowSchema';
import { stepKindRule } from '@/schemas/stepKinds';
import type { DefinitionError } from './definitionError';
import { withArticle } from './withArticle';

/**
 * A step's `Purchase` is sent when the gateway confirms a sale on it, so it is declared only where something is paid
 * for (a payment step, an upsell step), and once: a sale is one Purchase, whatever else the step sends. A step that
 * sells and declares none still sends one for each sale (stepTrackedEvents).
 */
export function checkPurchaseEvents(flow: Flow): DefinitionError[] {
  return flow.steps.flatMap((step, i) => {
    const rule = stepKindRule(step.kind);
    const paid = rule.charges === true || rule.content.includes('upsells');
    const purchases = (step.events ?? []).flatMap((event, j) => (event.marketingEvent === 'Purchase' ? [j] : []));
    return purchases.flatMap((j, nth): DefinitionError[] => {
      const pointer = `/steps/${i}/events/${j}/marketingEvent`;
      if (!paid)
        return [
          {
            pointer,
            rule: 'purchase-never-paid',
            message: `nothing is paid for on ${withArticle(step.kind)} step, so its Purchase would never be sent: declare it on the payment or upsell step`,
          },
        ];
      return nth === 0
        ? []
        : [{ pointer, rule: 'purchase-twice', message: 'a sale is one Purchase: the step declares one already' }];
    });
  });
}
