import { resolve } from 'node:path';
import { stopWithParent } from '@/sandbox/stopWithParent';
import { SANDBOX_BUILDER_KEY } from '@/schemas/builder/builderContract';
import { startBuilderSandbox } from './startBuilderSandbox';

/**
 * Runs the builder sandbox from the environment (see the defaults below); `--watch` publishes fixture
 * files as they are saved. Start it with `node --import tsx sandbox/builder/main.ts`: launched through
 * the `tsx` command, its parent is tsx's own process rather than whoever started it.
 */

const env = process.env;
const port = Number(env.BUILDER_SANDBOX_PORT || 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The builder sandbox cannot start: BUILDER_SANDBOX_PORT is not a port: ${env.BUILDER_SANDBOX_PORT}`);
  process.exit(1);
}
const sandbox = await startBuilderSandbox({
  fixturesDir: resolve(env.FIXTURES_DIR || 'fixtures/funnels'),
  apiKey: env.BUILDER_API_KEY || SANDBOX_BUILDER_KEY,
  port,
  eventsUrl: env.BUILDER_EVENTS_URL || 'http://127.0.0.1:3000/api/v1/builder/events',
  watch: process.argv.includes('--watch'),
}).catch((error: Error) => {
  console.error(`The builder sandbox cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`builder sandbox on ${sandbox.url}`);

stopWithParent(sandbox);
