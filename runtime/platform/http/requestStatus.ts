import type { RequestStatus } from '@/schemas/enums/requestStatuses';

/** docs/states.md#requests: a request is idle until started, pending while under way, then fulfilled or failed. */
export function requestStatusOf(state: { started: boolean; loading: boolean; error: unknown }): RequestStatus {
  if (!state.started) return 'idle';
  if (state.loading) return 'pending';
  return state.error === undefined ? 'fulfilled' : 'failed';
}
