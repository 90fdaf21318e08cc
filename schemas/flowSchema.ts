import { z } from 'zod';
import { contractSchema } from './contractSchema';
import { PATTERNS } from './patterns';
import { stepSchema } from './stepSchema';
import { versionSchema } from './storedInteger';

export const FLOW_SCHEMA_ID = 'https://schemas.funnel-runtime.dev/flow.schema.json';

export const flowSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'The JSON Schema this document follows, for editors' }),
    contract: contractSchema,
    id: z
      .string()
      .regex(new RegExp(PATTERNS.id.pattern))
      .meta({ description: 'Unique id of the flow; funnels refer to it' }),
    version: versionSchema.meta({ description: 'Version number, raised by every publish' }),
    locales: z
      .array(z.string().regex(new RegExp(PATTERNS.locale.pattern)))
      .min(1)
      .meta({ description: 'Languages every text of the flow is written in', uniqueItems: true }),
    firstStep: z
      .string()
      .regex(new RegExp(PATTERNS.id.pattern))
      .meta({ description: 'Id of the step a visitor starts on' }),
    steps: z.array(stepSchema).min(1).meta({ description: 'The screens of the flow' }),
  })
  .meta({
    title: 'Flow',
    description: 'A flow: the steps of a funnel, from the first question through checkout, and how they connect',
  });

export type Flow = z.infer<typeof flowSchema>;
