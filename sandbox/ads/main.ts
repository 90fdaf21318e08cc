import { SANDBOX_ADS } from '../../schemas/ads/adNetworkApis';
import { stopWithParent } from '../stopWithParent';
import { startAdsSandbox } from './startAdsSandbox';

/** Runs the ads sandbox from the environment: `node --import tsx sandbox/ads/main.ts` (ADS_SANDBOX_PORT). */
const port = Number(process.env.ADS_SANDBOX_PORT || SANDBOX_ADS.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The ads sandbox cannot start: ADS_SANDBOX_PORT is not a port: ${process.env.ADS_SANDBOX_PORT}`);
  process.exit(1);
}
const sandbox = await startAdsSandbox({ port }).catch((error: Error) => {
  console.error(`The ads sandbox cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`ads sandbox (conversions the server sends, not delivered) on ${sandbox.url}`);

stopWithParent(sandbox);
