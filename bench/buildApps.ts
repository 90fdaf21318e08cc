import { spawnSync } from 'node:child_process';
import { BARE_NEXT_DIR, NEXT_BIN } from './bareNextApp';
import { PRODUCTION_BUILD_ENV } from './productionApp';

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

/** The app as a user deploys it (APP_ENV=production, pixels and consent on), into its own folder. */
export function buildProductionApp(): void {
  run(['build'], PRODUCTION_BUILD_ENV);
}

/** The bare Next page's production build, with the same `next`, into its own folder. */
export function buildBareNext(): void {
  run(['build', BARE_NEXT_DIR], { NEXT_DIST_DIR: undefined });
}
