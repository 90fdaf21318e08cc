'use client';

import useSWR from 'swr';
import type { RequestStatus } from '../../../schemas/enums/requestStatuses';
import type { HttpClient } from './httpClient';
import type { HttpError } from './httpError';
import { requestStatusOf } from './requestStatus';

/**
 * Reads a resource through SWR, with the request status of SPEC §4 for components to show.
 * A null path means the request has not started (idle).
 */
export function useApi<T>(
  client: HttpClient,
  path: string | null,
): { data: T | undefined; error: HttpError | undefined; status: RequestStatus } {
  const { data, error, isLoading } = useSWR<T, HttpError>(path === null ? null : [client, path], () =>
    client.get<T>(path as string),
  );
  return { data, error, status: requestStatusOf({ started: path !== null, loading: isLoading, error }) };
}
