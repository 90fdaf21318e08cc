import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';

/** A funnel ready to serve: both documents valid, alone and together. */
export type FunnelDefinition = { funnel: Funnel; flow: Flow };
