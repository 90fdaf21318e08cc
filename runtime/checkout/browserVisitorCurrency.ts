import { visitorRegion } from '@/runtime/platform/http/visitorRegion';
import type { Currency } from '@/schemas/enums/currencies';
import type { Funnel } from '@/schemas/funnelSchema';
import { checkoutCurrency } from './checkoutCurrency';
import { visitorCurrency } from './visitorCurrency';

/**
 * The currency a visitor pays in, decided in the browser (funnel pages are cached for everyone): the gateway says
 * the visitor's country, as the CDN's country header tells it (the consent region's answer), and visitorCurrency
 * picks among the funnel's currencies. The funnel's first when the gateway cannot say (docs/decisions/0020).
 */
export async function browserVisitorCurrency(funnel: Pick<Funnel, 'currencies'>): Promise<Currency> {
  try {
    const answer = await visitorRegion();
    return answer === undefined ? checkoutCurrency(funnel) : visitorCurrency(answer.country, funnel);
  } catch {
    return checkoutCurrency(funnel);
  }
}
