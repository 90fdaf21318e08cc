// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from './httpClient';
import { HttpError } from './httpError';
import { useApi } from './useApi';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function clientAnswering(answer: () => Promise<unknown>): HttpClient {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    get: answer as HttpClient['get'],
    post: unused,
    put: unused,
    delete: unused,
    persistHeader: () => {},
    url: (path) => path,
  };
}

function Probe({ client, path }: { client: HttpClient; path: string | null }) {
  const { data, error, status } = useApi<{ sign: string }>(client, path);
  return <p>{`${status}|${data?.sign ?? ''}|${error?.originalStatusCode ?? ''}`}</p>;
}

async function render(client: HttpClient, path: string | null) {
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Probe client={client} path={path} />
      </SWRConfig>,
    );
  });
  return container;
}

describe('useApi', () => {
  it('is idle while no path is given', async () => {
    const container = await render(
      clientAnswering(() => Promise.resolve({ sign: 'leo' })),
      null,
    );
    expect(container.textContent).toBe('idle||');
  });

  it('is pending, then fulfilled with the data', async () => {
    let resolve: (value: unknown) => void = () => {};
    const container = await render(
      clientAnswering(() => new Promise((r) => (resolve = r))),
      '/me',
    );
    expect(container.textContent).toBe('pending||');
    await act(async () => resolve({ sign: 'leo' }));
    expect(container.textContent).toBe('fulfilled|leo|');
  });

  it('is failed with the error shape when the call fails', async () => {
    const container = await render(
      clientAnswering(() => Promise.reject(new HttpError({ message: 'gone' }, 404))),
      '/me',
    );
    await act(async () => {});
    expect(container.textContent).toBe('failed||404');
  });
});
