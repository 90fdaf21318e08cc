import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { BUILDER_EVENTS_PATH } from '../schemas/builder/builderContract';
import { startBuilderSandbox } from './builder/startBuilderSandbox';

/**
 * Runs a command (the app) beside the local stand-ins, pointed at them:
 * `node --import tsx sandbox/withSandboxes.ts [--watch] next dev`. The builder sandbox serves the
 * fixture folder and, with --watch, publishes each fixture as it is saved, so the change is live in
 * the open tab at once. A builder configured in the environment is used instead of the sandbox.
 */
const argv = process.argv.slice(2);
const watch = argv[0] === '--watch';
const [command, ...args] = watch ? argv.slice(1) : argv;
if (command === undefined) {
  console.error('usage: withSandboxes.ts [--watch] <command> [args...]');
  process.exit(2);
}

const env = { ...process.env };
const sandboxes: { close(): Promise<void> }[] = [];
if (!env.BUILDER_API_HOST) {
  const apiKey = env.BUILDER_API_KEY || 'sandbox-builder-key';
  const builder = await startBuilderSandbox({
    fixturesDir: resolve(env.FIXTURES_DIR || 'fixtures/funnels'),
    apiKey,
    port: Number(env.BUILDER_SANDBOX_PORT || 4010),
    eventsUrl: `http://127.0.0.1:${env.PORT || 3000}${BUILDER_EVENTS_PATH}`,
    watch,
  });
  console.log(`builder sandbox on ${builder.url}${watch ? ', publishing fixtures as they are saved' : ''}`);
  sandboxes.push(builder);
  Object.assign(env, { BUILDER_API_HOST: builder.url, BUILDER_API_KEY: apiKey });
}

const app = spawn(command, args, { stdio: 'inherit', env });
const stop = async (code: number) => {
  await Promise.all(sandboxes.map((s) => s.close()));
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code) => void stop(code ?? 1));
