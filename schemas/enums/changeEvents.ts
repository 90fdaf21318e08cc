/**
 * docs/entities.md#builder-change-events: funnel config change events: create, update and delete, each for flow and for
 * funnel.
 */
export const CHANGE_EVENTS = [
  'flow.create',
  'flow.update',
  'flow.delete',
  'funnel.create',
  'funnel.update',
  'funnel.delete',
] as const;
export type ChangeEvent = (typeof CHANGE_EVENTS)[number];
