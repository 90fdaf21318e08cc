import { spawnSync } from 'node:child_process';
import { BARE_NEXT_DIR, NEXT_BIN } from './bareNextApp';

function run(args: string[], env: Record<string, string | undefined>): void {
  const result = spawnSync('node', [NEXT_BIN, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`next ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** The app's production build (`next build`, into NEXT_DIST_DIR or `.next`), as `npm run build` makes it. */
export function buildApp(): void {
  run(['build'], {});
}

/** The bare Next page's production build, with the same `next`, into its own folder. */
export function buildBareNext(): void {
  run(['build', BARE_NEXT_DIR], { NEXT_DIST_DIR: undefined });
}
