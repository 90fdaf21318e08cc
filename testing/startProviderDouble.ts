import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isProviderSignatureValid } from '@/runtime/signing/signProviderPayload';
import { isSubscriptionCancelCode } from '@/schemas/payments/subscriptionCancelCodes';

export type ProviderDouble = {
  /** The API base to give the adapter (ends with /). */
  apiUrl: string;
  /** Every signed call received: its path and parsed body. */
  calls: { path: string; body: Record<string, unknown> }[];
  /** Orders the status call answers with, by order id. */
  orders: Map<string, Record<string, unknown>>;
  /** Where the bank's 3-D Secure check of an order waits, by order id: the status call's `verify_url`. */
  challenges: Map<string, string>;
  /** The subscription products written with the `products` call, by product id. */
  products: Map<string, Record<string, unknown>>;
  /** Makes the next call fail as the provider does (HTTP 500 with an error code). */
  failNext: () => void;
  close: () => Promise<void>;
};

/**
 * A test double of the provider's API, for gateway tests only (the real sandbox lives in sandbox/
 * and is not a dependency of these tests): it refuses calls not signed with the merchant key pair, as
 * the provider does (1.01), and answers `status` and `subscription/cancel` in the provider's shapes.
 */
export async function startProviderDouble(keys: { publicKey: string; secretKey: string }): Promise<ProviderDouble> {
  const calls: ProviderDouble['calls'] = [];
  const orders = new Map<string, Record<string, unknown>>();
  const challenges = new Map<string, string>();
  const products = new Map<string, Record<string, unknown>>();
  let failing = false;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const raw = Buffer.concat(chunks).toString('utf8');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const signature = request.headers.signature;
    if (
      request.headers.merchant !== keys.publicKey ||
      typeof signature !== 'string' ||
      !isProviderSignatureValid(keys.publicKey, keys.secretKey, raw, signature)
    )
      return answer(401, { error: { code: '1.01', messages: ['Authentication failed'] } });
    const body = JSON.parse(raw) as Record<string, unknown>;
    const path = (request.url ?? '').replace(/^\/api\/v1\//, '');
    calls.push({ path, body });
    if (failing) {
      failing = false;
      return answer(500, { error: { code: '5.03', messages: ['Application error'] } });
    }
    if (path === 'status') {
      const order = orders.get(String(body.order_id));
      const verifyUrl = challenges.get(String(body.order_id));
      return order
        ? answer(200, { order, ...(verifyUrl && { verify_url: verifyUrl }) })
        : answer(200, { error: { code: '2.05', messages: ['Order not found'] } });
    }
    if (path === 'products') {
      products.set(String(body.product_id), body);
      return answer(200, { status: 'ok' });
    }
    if (path === 'subscription/cancel')
      // The documented answers, a refusal included: HTTP 200 either way, messages keyed by field.
      return isSubscriptionCancelCode(body.cancel_code)
        ? answer(200, { status: 'ok' })
        : answer(200, { error: { code: '2.01', messages: { cancel_code: ['Invalid cancel code'] } } });
    return answer(404, { error: { code: '5.10', messages: ['Processor does not support requested API method'] } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v1/`,
    calls,
    orders,
    products,
    challenges,
    failNext: () => {
      failing = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
