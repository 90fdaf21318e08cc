import type { IncomingMessage, ServerResponse } from 'node:http';
import { isProviderSignatureValid } from '@/runtime/signing/signProviderPayload';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { isSubscriptionCancelCode } from '@/schemas/payments/subscriptionCancelCodes';
import { checkCardInput } from './checkCardInput';
import type { Clock } from './createClock';
import type { Attempt, PaymentProcessor } from './createPaymentProcessor';
import type { ProductCatalogue } from './createProductCatalogue';
import type { SubscriptionBook } from './createSubscriptionBook';
import type { KeyPair } from './openSignedIntent';
import { orderStatusResponse } from './orderStatusResponse';
import { parseOrderRequest } from './parseOrderRequest';
import { type ProviderError, providerError } from './providerError';
import { readBodyText } from './readBodyText';
import { sendResponse } from './sendResponse';

export type ApiHandlerOptions = {
  keys: KeyPair;
  processor: PaymentProcessor;
  subscriptions: SubscriptionBook;
  catalogue: ProductCatalogue;
  clock: Clock;
  /** The sandbox's own origin, for `verify_url`. */
  origin: () => string;
};

type Answer = { status: number; body: unknown };
type Body = Record<string, unknown>;

const HTTP_OK = 200;
const HTTP_BAD_REQUEST = 400;
const HTTP_UNAUTHORIZED = 401;
const HTTP_NOT_FOUND = 404;
const HTTP_METHOD_NOT_ALLOWED = 405;
const HTTP_TOO_LARGE = 413;
/** The provider answers a request it cannot read (a bad field) with 422. */
const HTTP_UNPROCESSABLE = 422;

const refuse = (status: number, error: ProviderError): Answer => ({ status, body: { error } });
/** The subscription calls' validation error (2.01): its messages keyed by the field at fault. */
const refuseField = (field: string, message: string): Answer => ({
  status: HTTP_UNPROCESSABLE,
  body: { error: { code: '2.01', messages: { [field]: [message] } } },
});
const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The provider's server API, `POST /api/v1/<operation>` (docs/payment-provider.md#server-api-and-signatures): the body
 * signed as the provider's node SDK signs it (headers `Merchant` and `Signature`; else 401 with 1.01). Payments answer
 * like the status call (`{ order, transactions, transaction, error, verify_url }`); subscription calls answer
 * `{ subscription }` (`subscription/cancel` and `products`: `{ status: 'ok' }`); errors are
 * `{ error: { code, messages } }`.
 */
export function createApiHandler(options: ApiHandlerOptions) {
  const { processor, subscriptions, clock } = options;

  const answer = (attempt: Attempt): Answer =>
    attempt.order
      ? { status: HTTP_OK, body: orderStatusResponse(attempt.order, options.origin(), attempt.error) }
      : refuse(HTTP_NOT_FOUND, attempt.error ?? providerError('2.05'));

  /** charge, auth, recurring and resign: a new order, paid by card or by saved card. */
  function payment(operation: 'charge' | 'auth' | 'recurring' | 'resign', body: Body): Answer {
    const parsed = parseOrderRequest({ ...body, type: operation === 'auth' ? 'auth' : 'charge' });
    if (!parsed.ok) return refuse(HTTP_UNPROCESSABLE, parsed.error);
    const { request } = parsed;
    const unknownProduct = options.catalogue.check(request);
    if (unknownProduct) return refuse(HTTP_UNPROCESSABLE, unknownProduct);
    const byToken = operation === 'recurring' || operation === 'resign';
    if (byToken && request.recurring_token === undefined)
      return refuse(HTTP_UNPROCESSABLE, providerError('2.01', 'recurring_token is required'));
    const order = processor.createOrder(request);
    if ('code' in order) return { status: HTTP_OK, body: { error: order } };
    if (byToken) return answer(processor.payByToken(order.order_id, operation, request.recurring_token));
    const checked = checkCardInput(body, new Date(clock.now()));
    return answer(
      checked.ok
        ? processor.payByCard(order.order_id, checked.card)
        : processor.declineCard(order.order_id, checked.code),
    );
  }

  const amountOf = (body: Body) => (body.amount === undefined ? undefined : Number(body.amount));
  const orderIdOf = (body: Body) => String(body.order_id ?? '');

  function subscriptionCall(call: 'status' | 'cancel' | 'list', body: Body): Answer {
    if (call === 'list') {
      if (typeof body.customer_email !== 'string') return refuse(HTTP_UNPROCESSABLE, providerError('2.01'));
      return { status: HTTP_OK, body: { subscriptions: subscriptions.byCustomer(body.customer_email) } };
    }
    const id = String(body.subscription_id ?? '');
    if (call === 'status') {
      const subscription = subscriptions.get(id);
      return subscription
        ? { status: HTTP_OK, body: { subscription } }
        : refuse(HTTP_NOT_FOUND, providerError('2.14', 'Subscription not found'));
    }
    // The provider lists `cancel_code` as optional; the sandbox insists on one, so an adapter cannot forget it.
    if (!isSubscriptionCancelCode(body.cancel_code))
      return refuseField('cancel_code', body.cancel_code === undefined ? 'is required' : 'must be one of 8.01-8.15');
    if (body.force !== undefined && typeof body.force !== 'boolean') return refuseField('force', 'must be a boolean');
    const result = subscriptions.cancel(id, body.force === true, body.cancel_code);
    if ('subscription' in result) return { status: HTTP_OK, body: { status: 'ok' } };
    return refuse(subscriptions.get(id) ? HTTP_OK : HTTP_NOT_FOUND, result.error);
  }

  const OPERATIONS: Record<string, (body: Body) => Answer> = {
    charge: (body) => payment('charge', body),
    auth: (body) => payment('auth', body),
    recurring: (body) => payment('recurring', body),
    resign: (body) => payment('resign', body),
    status: (body) => {
      const order = processor.order(orderIdOf(body));
      return order ? answer({ order }) : refuse(HTTP_NOT_FOUND, providerError('2.05'));
    },
    settle: (body) => answer(processor.settle(orderIdOf(body), amountOf(body))),
    void: (body) => answer(processor.void(orderIdOf(body))),
    refund: (body) => answer(processor.refund(orderIdOf(body), amountOf(body))),
    'subscription/status': (body) => subscriptionCall('status', body),
    'subscription/cancel': (body) => subscriptionCall('cancel', body),
    'subscription/list': (body) => subscriptionCall('list', body),
    products: (body) => {
      const refused = options.catalogue.register(body);
      return refused ? refuse(HTTP_UNPROCESSABLE, refused) : { status: HTTP_OK, body: { status: 'ok' } };
    },
  };

  async function respond(req: IncomingMessage, operation: string): Promise<Answer> {
    const run = OPERATIONS[operation];
    if (!run) return refuse(HTTP_NOT_FOUND, providerError('5.10', `No API method ${operation}`));
    if (req.method !== 'POST') return refuse(HTTP_METHOD_NOT_ALLOWED, providerError('5.10', 'Use POST'));
    const text = await readBodyText(req);
    if (text === undefined) return refuse(HTTP_TOO_LARGE, providerError('2.01', 'The request is too large'));
    const { publicKey, secretKey } = options.keys;
    const signature = header(req, 'signature');
    if (
      header(req, 'merchant') !== publicKey ||
      signature === undefined ||
      !isProviderSignatureValid(publicKey, secretKey, text, signature)
    )
      return refuse(HTTP_UNAUTHORIZED, providerError('1.01'));
    if (text.trim() === '') return refuse(HTTP_BAD_REQUEST, providerError('2.07'));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(HTTP_BAD_REQUEST, providerError('2.01', 'The body is not JSON'));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return refuse(HTTP_BAD_REQUEST, providerError('2.01', 'The body is not a JSON object'));
    return run(body as Body);
  }

  /** Handles the request if it is an API call; false when it is not. */
  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith(SANDBOX_PROVIDER.apiPath)) return false;
    const result = await respond(req, url.pathname.slice(SANDBOX_PROVIDER.apiPath.length));
    sendResponse(res, result.status, result.body);
    return true;
  };
}
