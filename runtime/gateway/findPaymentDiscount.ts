import { z } from 'zod';
import type { Funnel } from '../../schemas/funnelSchema';
import { STEP_KINDS } from '../../schemas/stepKinds';
import { findDefinitionVersion } from '../definitions/definitionVersions';
import type { Database } from '../platform/db/database';
import { HttpError } from '../platform/http/httpError';

/** The parts of a stored flow a discount is read from (the flow passed validation when published). */
const flowStepsSchema = z.looseObject({
  steps: z.array(
    z.looseObject({
      id: z.string(),
      kind: z.string(),
      content: z.looseObject({ discountPercent: z.number().optional() }),
    }),
  ),
});

/**
 * The discount of the payment step a visitor pays on (payment with discount, trial payment with
 * discount), read from the flow version they are on: the price is the server's to decide, never the
 * browser's. A step that is not a payment step of that flow is refused (404).
 */
export async function findPaymentDiscount(
  db: Database,
  funnel: Funnel,
  payment: { flowVersion: number; stepId: string },
): Promise<number | undefined> {
  const stored = await findDefinitionVersion(db, 'flow', funnel.flow.id, payment.flowVersion);
  const flow = flowStepsSchema.safeParse(stored?.document);
  const step = flow.success ? flow.data.steps.find((s) => s.id === payment.stepId) : undefined;
  if (
    step === undefined ||
    !(step.kind in STEP_KINDS) ||
    !('charges' in STEP_KINDS[step.kind as keyof typeof STEP_KINDS])
  )
    throw new HttpError(
      { message: `No payment step ${payment.stepId} in ${funnel.flow.id} version ${payment.flowVersion}` },
      404,
    );
  return step.content.discountPercent;
}
