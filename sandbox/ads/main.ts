import { resolve } from 'node:path';
import { stopWithParent } from '@/sandbox/stopWithParent';
import { adAccountsText } from '@/schemas/ads/adAccounts';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { fixtureSpendAccounts } from './fixtureSpendAccounts';
import { startAdsSandbox } from './startAdsSandbox';

/**
 * Runs the ads sandbox from the environment: `node --import tsx sandbox/ads/main.ts` (ADS_SANDBOX_PORT), serving the
 * spend of an ad account of each network for each funnel of the fixtures (FIXTURES_DIR).
 */
const port = Number(process.env.ADS_SANDBOX_PORT || SANDBOX_ADS.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The ads sandbox cannot start: ADS_SANDBOX_PORT is not a port: ${process.env.ADS_SANDBOX_PORT}`);
  process.exit(1);
}
const spendAccounts = fixtureSpendAccounts(resolve(process.env.FIXTURES_DIR || 'fixtures/funnels'));
const sandbox = await startAdsSandbox({ port, spendAccounts }).catch((error: Error) => {
  console.error(`The ads sandbox cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`ads sandbox (conversions the server sends, not delivered; spend of its accounts) on ${sandbox.url}`);
console.log(`its accounts, for the app: AD_ACCOUNTS=${adAccountsText(spendAccounts)}`);

stopWithParent(sandbox);
