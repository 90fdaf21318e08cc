/** docs/states.md#requests: a request goes idle, then pending, then fulfilled or failed. */
export const REQUEST_STATUSES = ['idle', 'pending', 'fulfilled', 'failed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
