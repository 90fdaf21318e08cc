import { stopWithParent } from '@/sandbox/stopWithParent';
import { PAYMENT_WEBHOOK_PATH, SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { startPaymentSandbox } from './startPaymentSandbox';

/**
 * Runs the payment sandbox from the environment (defaults below). Start it with
 * `node --import tsx sandbox/payments/main.ts`: launched through the `tsx` command, its parent is
 * tsx's own process rather than whoever started it.
 */

const env = process.env;
const port = Number(env.PAYMENT_SANDBOX_PORT || SANDBOX_PROVIDER.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The payment sandbox cannot start: PAYMENT_SANDBOX_PORT is not a port: ${env.PAYMENT_SANDBOX_PORT}`);
  process.exit(1);
}
const sandbox = await startPaymentSandbox({
  port,
  webhookUrl: env.PAYMENT_WEBHOOK_URL || `http://127.0.0.1:3000${PAYMENT_WEBHOOK_PATH}`,
  resignCvv: env.PAYMENT_SANDBOX_RESIGN_CVV !== '0',
}).catch((error: Error) => {
  console.error(`The payment sandbox cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`payment sandbox on ${sandbox.url} (SDK ${sandbox.url}${SANDBOX_PROVIDER.sdkPath})`);

stopWithParent(sandbox);
