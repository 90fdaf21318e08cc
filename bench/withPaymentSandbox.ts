import { startPaymentSandbox } from '@/sandbox/payments/startPaymentSandbox';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { freePort } from '@/testing/freePort';

/**
 * Runs `use` with a payment sandbox of its own on a free loopback port (a dev app running beside keeps its sandbox),
 * given the app settings that point at it; closes it afterwards. No order is paid, so no webhook is pushed anywhere.
 */
export async function withPaymentSandbox<T>(use: (env: { SOLIDGATE_API_URL: string }) => Promise<T>): Promise<T> {
  const port = await freePort();
  const sandbox = await startPaymentSandbox({ port, log: () => {} });
  try {
    return await use({ SOLIDGATE_API_URL: `http://127.0.0.1:${port}${SANDBOX_PROVIDER.apiPath}` });
  } finally {
    await sandbox.close();
  }
}
