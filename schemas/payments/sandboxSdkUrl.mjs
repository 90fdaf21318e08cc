// @ts-check
// Plain JavaScript, because next.config.mjs reads it (for the page's allowlist of script and frame origins).

/** Where the browser loads the payment form SDK from when no provider is configured: the payment sandbox. */
export const SANDBOX_SDK_URL = 'http://127.0.0.1:4020/sdk/payment-form-sdk.js';
