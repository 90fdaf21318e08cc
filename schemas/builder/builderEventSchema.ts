import { z } from 'zod';
import { CHANGE_EVENTS } from '@/schemas/enums/changeEvents';
import { versionSchema } from '@/schemas/storedInteger';

/**
 * A change event the builder pushes to the runtime (docs/entities.md#builder-change-events): a funnel (by slug) or a
 * flow (by id) was created, updated or deleted. `version` names the published version for create and update.
 */
export const builderEventSchema = z.strictObject({
  id: z.string().min(1).max(200).meta({ description: 'Unique per event; a repeated id is a replay' }),
  type: z.enum(CHANGE_EVENTS).meta({ description: 'What changed, and how' }),
  key: z.string().min(1).max(200).meta({ description: "The funnel's slug or the flow's id" }),
  version: versionSchema.optional().meta({ description: 'The version published, for create and update' }),
  occurredAt: z.iso.datetime({ offset: true }).meta({ description: 'When the builder published the change' }),
});
export type BuilderEvent = z.infer<typeof builderEventSchema>;
