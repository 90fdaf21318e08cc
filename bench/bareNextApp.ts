import { freePort } from '@/testing/freePort';
import { withProcess } from './withProcess';

/** The bare Next page's app (bench/peers/bare-next), built by `next build` into its own `.next`, git-ignored. */
export const BARE_NEXT_DIR = 'bench/peers/bare-next';
export const BARE_NEXT_BUILD_DIR = `${BARE_NEXT_DIR}/.next`;
export const NEXT_BIN = 'node_modules/next/dist/bin/next';

/** Runs `use` while the bare Next page's production build is served (`next start`) on a free loopback port. */
export async function withBareNext<T>(use: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  return withProcess(
    'node',
    [NEXT_BIN, 'start', BARE_NEXT_DIR, '-H', '127.0.0.1', '-p', String(port)],
    { NEXT_DIST_DIR: undefined },
    url,
    () => use(url),
  );
}
