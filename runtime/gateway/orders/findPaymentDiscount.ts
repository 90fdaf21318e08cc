import { findDefinitionVersion } from '@/runtime/definitions/definitionVersions';
import { reachesStep } from '@/runtime/flow/reachesStep';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import type { PaymentDiscount } from '@/runtime/pricing/billingSummary';
import type { Funnel } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import { stepKindRule } from '@/schemas/stepKinds';

/** What the visitor's browser walked the flow with: the flow's conditions read these. */
export type VisitFacts = { answers: Record<string, unknown>; attribution: Record<string, string>; locale: string };

/**
 * The discount of the payment step a visitor pays on (its percent, and whether it lasts through renewals) (payment with discount, trial payment with
 * discount), read from the flow version they are on: the price is the server's to decide, never the
 * browser's. A step that is not a payment step of that flow is refused (404). A discount applies only to a
 * visitor the flow shows its step to: the flow is walked with the visitor's answers (reachesStep), as their
 * browser walked it, and a visit that does not lead there is refused (403 `offer_not_shown`), so naming a
 * discounted step buys nothing.
 */
export async function findPaymentDiscount(
  db: Database,
  funnel: Funnel,
  payment: { flowVersion: number; stepId: string },
  visit: VisitFacts,
  today: Date,
): Promise<PaymentDiscount | undefined> {
  const stored = await findDefinitionVersion(db, 'flow', funnel.flow.id, payment.flowVersion);
  const flow = stored === undefined ? undefined : parseStoredDocument('flow', stored.document);
  const step = flow?.steps.find((s) => s.id === payment.stepId);
  if (flow === undefined || step === undefined || stepKindRule(step.kind).charges !== true)
    throw gatewayRefusal(
      { message: `No payment step ${payment.stepId} in ${funnel.flow.id} version ${payment.flowVersion}` },
      404,
    );
  const percent = step.content.discountPercent;
  if (percent === undefined) return undefined;
  const shown = reachesStep(flow, { ...visit, funnelCondition: funnel.condition }, step.id, today);
  if (!shown)
    throw gatewayRefusal(
      {
        code: 'offer_not_shown',
        message: `The offer of ${step.id} was not shown on this visit's way through the flow`,
      },
      403,
    );
  return { percent, renewals: step.content.discountRenewals === true };
}
