import { SANDBOX_SDK_URL } from './sandboxSdkUrl.mjs';

/**
 * The payment sandbox's fixed address and keys: the embedded defaults of the runtime's provider
 * settings, so `npm run dev` pays through the sandbox with nothing configured. Test keys only: they
 * open nothing but the sandbox.
 */
export const SANDBOX_PROVIDER = {
  port: 4020,
  merchant: { publicKey: 'api_pk_sandbox', secretKey: 'api_sk_sandbox_6f1c2d3e4a5b6c7d8e9f0a1b2c3d4e5f' },
  webhook: { publicKey: 'wh_pk_sandbox', secretKey: 'wh_sk_sandbox_0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d' },
  /** Paths on the sandbox's origin. */
  apiPath: '/api/v1/',
  sdkPath: new URL(SANDBOX_SDK_URL).pathname,
} as const;

/** Where the sandbox pushes webhooks on the runtime. */
export const PAYMENT_WEBHOOK_PATH = '/api/v1/webhooks/payments';
