'use client';

import useSWR from 'swr';
import type { RequestStatus } from '@/schemas/enums/requestStatuses';
import type { HttpClient } from './httpClient';
import type { HttpError } from './httpError';
import { requestStatusOf } from './requestStatus';

/** How a read is kept fresh: read again every so often, and what to show before the first answer. */
export type ApiReadOptions<T> = { refreshInterval?: number; fallbackData?: T };

/**
 * Reads a resource through SWR (cached, deduplicated, read again when the tab comes back), with the request
 * status of docs/states.md#requests for components to show. A null path means the request has not started (idle).
 */
export function useApi<T>(
  client: HttpClient,
  path: string | null,
  options: ApiReadOptions<T> = {},
): { data: T | undefined; error: HttpError | undefined; status: RequestStatus } {
  const { data, error, isLoading } = useSWR<T, HttpError>(
    path === null ? null : [client, path],
    () => client.get<T>(path as string),
    options,
  );
  return { data, error, status: requestStatusOf({ started: path !== null, loading: isLoading, error }) };
}
