/** docs/entities.md#enumerations: the active / not_active status, used by funnels and subscriptions. */
export const STATUSES = ['active', 'not_active'] as const;
export type Status = (typeof STATUSES)[number];
