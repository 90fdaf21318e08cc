import { stopWithParent } from '@/sandbox/stopWithParent';
import { SANDBOX_SERVICES_PORT } from '@/schemas/services/sandboxServices.mjs';
import { startServicesSandbox } from './startServicesSandbox';

/** Runs the palm, face and assistant stand-ins from the environment: `node --import tsx sandbox/services/main.ts`. */

const env = process.env;
const port = Number(env.SERVICES_SANDBOX_PORT || SANDBOX_SERVICES_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The services sandbox cannot start: SERVICES_SANDBOX_PORT is not a port: ${env.SERVICES_SANDBOX_PORT}`);
  process.exit(1);
}
const sandbox = await startServicesSandbox({ port }).catch((error: Error) => {
  console.error(`The services sandbox cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`services sandbox (palm, face, assistant stand-ins, not real readings) on ${sandbox.url}`);

stopWithParent(sandbox);
