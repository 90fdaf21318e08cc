import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import solidgate from '@solidgate/node-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { isProviderSignatureValid, signProviderPayload } from '@/runtime/signing/signProviderPayload';
import { CURRENCIES } from '@/schemas/enums/currencies';
import { DECLINE_CODE_LIST } from '@/schemas/payments/declineCodes';
import {
  CHARGEBACK_WON_STATUS,
  chargebackReceivedSchema,
  type OrderUpdated,
  orderUpdatedSchema,
  providerOrderSchema,
  type SubscriptionUpdated,
  subscriptionUpdatedSchema,
  WEBHOOK_HEADERS,
} from '@/schemas/payments/providerProtocol';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { FORM_PATHS } from './formPaths';
import { laneApiPath, PAYMENT_FAULTS_PATH } from './parsePaymentFault';
import {
  ADVANCE_SUBSCRIPTION_PATH,
  CHARGEBACK_PATH,
  CHARGEBACK_REVERSAL_PATH,
  type PaymentSandboxOptions,
  startPaymentSandbox,
  WEBHOOKS_PATH,
} from './startPaymentSandbox';

const { merchant, webhook } = SANDBOX_PROVIDER;
const CARDS = {
  success: '4067429974719265',
  recurring: '4532456618142692',
  authFails: '4553815318053315',
  settleFails: '5361074849060618',
  declined: '5251033622437578',
  challenge: '4000000000003220',
  frictionless: '4000000000003055',
  noOneClick: '4000000000000341',
};
const HALF_AN_HOUR_AND_A_MINUTE = 31 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Received = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver answering each request with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, received };
}

/** An answer, read loosely: the assertions say what it must be. */
// biome-ignore lint/suspicious/noExplicitAny: answers are deep JSON, checked by the assertions that read them.
type Json = any;

let orderCount = 0;
const newOrderId = () => `order-${process.pid}-${++orderCount}`;

/** A sandbox (webhooks recorded, cascades quick), the provider's node SDK pointed at it, and form helpers. */
async function start(options: PaymentSandboxOptions = {}) {
  const sandbox = await startPaymentSandbox({ delivery: { backoffMs: 5 }, cascadeSettleMs: 30, ...options });
  cleanups.push(() => sandbox.close());
  const api = new solidgate.Api(merchant.publicKey, merchant.secretKey, sandbox.url + SANDBOX_PROVIDER.apiPath);

  async function post(path: string, body: unknown) {
    const response = await fetch(sandbox.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, Json> };
  }

  /** An API call signed as the node SDK signs, for the calls it lacks (subscriptions). */
  async function call(operation: string, body: unknown, apiPath: string = SANDBOX_PROVIDER.apiPath) {
    const text = JSON.stringify(body);
    const response = await fetch(`${sandbox.url}${apiPath}${operation}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        merchant: merchant.publicKey,
        signature: signProviderPayload(merchant.publicKey, merchant.secretKey, text),
      },
      body: text,
    });
    return { status: response.status, body: (await response.json()) as Record<string, Json> };
  }

  /** Mounts a form as the frame does: the merchant data of a payment intent made by the node SDK. */
  async function init(attributes: Record<string, unknown> = {}, entity = 'form') {
    const intent = { order_id: newOrderId(), amount: 999, currency: 'USD', ...attributes };
    const reply = await post(FORM_PATHS.init, { ...api.formMerchantData(intent).toObject(), entity });
    return { ...reply, orderId: intent.order_id as string, session: reply.body.session as string };
  }

  /** Pays a mounted form by card as the frame does. */
  function pay(session: string, number: string, holder = 'Ada Lovelace', extra: Record<string, unknown> = {}) {
    return post(FORM_PATHS.pay, {
      session,
      card_number: number,
      card_exp_month: 12,
      card_exp_year: 2034,
      card_cvv: '123',
      card_holder: holder,
      ...extra,
    });
  }

  /** The saved card's token of an approved order, as its payment transaction carries it. */
  async function tokenOf(orderId: string): Promise<string> {
    const status = (await api.status({ order_id: orderId })) as Record<string, Json>;
    const transactions = Object.values(status.transactions) as { card_token?: { token: string } }[];
    const token = transactions.find((transaction) => transaction.card_token)?.card_token?.token;
    if (token === undefined) throw new Error(`order ${orderId} saved no card`);
    return token;
  }

  async function resign(attributes: Record<string, unknown>) {
    const intent = { order_id: newOrderId(), amount: 499, currency: 'USD', ...attributes };
    const reply = await post(FORM_PATHS.resignInit, api.formResign(intent).toObject());
    return { ...reply, orderId: intent.order_id as string, session: reply.body.session as string };
  }

  const orderWebhooks = (orderId: string) =>
    sandbox
      .webhooks()
      .filter((w) => w.type === 'order.updated' && w.key === orderId)
      .map((w) => w.payload as OrderUpdated);

  return { sandbox, api, post, call, init, pay, tokenOf, resign, orderWebhooks };
}

const types = (events: { type: string }[]) => events.map((event) => event.type);

describe('the server API', () => {
  it('accepts calls signed by the provider SDK and answers the status call with the order', async () => {
    const { api } = await start();
    const orderId = newOrderId();
    const charged = await api.charge({
      order_id: orderId,
      amount: 1299,
      currency: 'EUR',
      customer_email: 'ada@example.com',
      card_number: CARDS.success,
      card_exp_month: '12',
      card_exp_year: '2034',
      card_cvv: '123',
    });
    expect(charged.error).toBeUndefined();
    const status = (await api.status({ order_id: orderId })) as Record<string, Json>;
    expect(providerOrderSchema.parse(status.order)).toMatchObject({
      order_id: orderId,
      status: 'approved',
      amount: 1299,
      currency: 'EUR',
      customer_email: 'ada@example.com',
    });
    expect(status.transaction).toMatchObject({ operation: 'pay', status: 'success', card: { bin: '406742' } });
    expect(Object.keys(status.transactions)).toEqual([status.transaction.id]);
  });

  it('breaks as its fault control says: down, reset, slow, for the operations and the count given, then heals', async () => {
    const { sandbox, call, post } = await start();
    const control = (fault: unknown) => post(PAYMENT_FAULTS_PATH, fault);
    const list = () => call('subscription/list', { customer_email: 'ada@example.com' });

    // Down for the next two calls of one operation: other operations still answer, and the third call heals it.
    expect(await control({ mode: 'down', operations: ['subscription/list'], count: 2 })).toEqual({
      status: 200,
      body: { mode: 'down', delayMs: 3000, operations: ['subscription/list'], count: 2 },
    });
    expect((await call('status', { order_id: 'order-none' })).status).toBe(404);
    for (let i = 0; i < 2; i++)
      expect(await list()).toEqual({
        status: 503,
        body: { error: { code: '5.03', messages: ['The provider is down (sandbox fault)'] } },
      });
    expect((await list()).status).toBe(200);

    // A reset: the connection closes with no answer.
    sandbox.setFault({ mode: 'reset', count: 1 });
    await expect(list()).rejects.toThrow(TypeError);
    expect((await list()).status).toBe(200);

    // Slow, until changed.
    await control({ mode: 'slow', delayMs: 150 });
    for (let i = 0; i < 2; i++) {
      const startedAt = performance.now();
      expect((await list()).status).toBe(200);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(140);
    }
    await control({ mode: 'ok' });
    const startedAt = performance.now();
    expect((await list()).status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(140);

    expect((await control({ mode: 'melting' })).status).toBe(400);
    expect((await control({ mode: 'down', count: 0 })).status).toBe(400);
    expect(() => sandbox.setFault({ mode: 'slow', delayMs: -1 })).toThrow(/delayMs/);
  });

  it('breaks only the calls made through a lane when the fault names it; the lane shares everything else', async () => {
    const { call, post } = await start();
    const through = laneApiPath('faults');
    const list = (apiPath?: string) => call('subscription/list', { customer_email: 'ada@example.com' }, apiPath);
    expect((await post(PAYMENT_FAULTS_PATH, { mode: 'down', lane: 'faults' })).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await list(laneApiPath('other'))).status).toBe(200);
    expect((await list(through)).status).toBe(503);
    // Healed, the lane answers what the sandbox's own API answers.
    await post(PAYMENT_FAULTS_PATH, { mode: 'ok' });
    expect(await list(through)).toEqual(await list());
    expect((await post(PAYMENT_FAULTS_PATH, { mode: 'down', lane: 'Not/A lane' })).status).toBe(400);
  });

  it('refuses a forged signature with 401 and 1.01', async () => {
    const { sandbox } = await start();
    const forged = new solidgate.Api(
      merchant.publicKey,
      `${merchant.secretKey}x`,
      sandbox.url + SANDBOX_PROVIDER.apiPath,
    );
    expect(await forged.status({ order_id: 'any' })).toEqual({
      error: { code: '1.01', messages: ['Authentication failed'] },
    });
    const stranger = new solidgate.Api('api_pk_other', merchant.secretKey, sandbox.url + SANDBOX_PROVIDER.apiPath);
    expect((await stranger.status({ order_id: 'any' })).error).toMatchObject({ code: '1.01' });
    const response = await fetch(`${sandbox.url}${SANDBOX_PROVIDER.apiPath}status`, {
      method: 'POST',
      headers: { merchant: merchant.publicKey, signature: 'forged' },
      body: '{"order_id":"any"}',
    });
    expect(response.status).toBe(401);
  });

  it('answers an unknown order with 2.05, an unknown method with 5.10, an empty body with 2.07', async () => {
    const { api, call } = await start();
    expect(await api.status({ order_id: 'nobody-knows' })).toEqual({
      error: { code: '2.05', messages: ['Order not found'] },
    });
    expect((await api.refund({ order_id: 'nobody-knows', amount: 1 })).error).toMatchObject({ code: '2.05' });
    expect(await call('arn-code', {})).toMatchObject({ status: 404, body: { error: { code: '5.10' } } });
    expect((await call('status', '')).body.error).toMatchObject({ code: '2.01' });
  });

  it('refuses a second payment with an order id already used (5.06)', async () => {
    const { api } = await start();
    const order = { order_id: newOrderId(), amount: 100, currency: 'USD' };
    const card = { card_number: CARDS.success, card_exp_month: 12, card_exp_year: 2034, card_cvv: '123' };
    expect((await api.charge({ ...order, ...card })).error).toBeUndefined();
    expect((await api.charge({ ...order, ...card })).error).toMatchObject({ code: '5.06' });
  });

  it('charges in every currency a funnel can sell in, and reports the order in it', async () => {
    const { api } = await start();
    const card = { card_number: CARDS.success, card_exp_month: 12, card_exp_year: 2034, card_cvv: '123' };
    for (const currency of CURRENCIES) {
      const answer = await api.charge({ order_id: newOrderId(), amount: 8900, currency, ...card });
      expect(answer.error).toBeUndefined();
      expect(answer.order).toMatchObject({ status: 'approved', amount: 8900, currency });
    }
  });

  it('refuses bad card details with their codes: 2.08 number, 2.09 expiry, 2.06 CVV', async () => {
    const { api } = await start();
    const card = { card_number: CARDS.success, card_exp_month: 12, card_exp_year: 2034, card_cvv: '123' };
    const charge = (override: Record<string, unknown>) =>
      api.charge({ order_id: newOrderId(), amount: 100, currency: 'USD', ...card, ...override });
    expect((await charge({ card_number: '4067429974719266' })).error).toMatchObject({ code: '2.08' });
    expect((await charge({ card_exp_year: 2001 })).error).toMatchObject({ code: '2.09' });
    expect((await charge({ card_cvv: '12' })).error).toMatchObject({ code: '2.06' });
    expect((await charge({ amount: -1 })).error).toMatchObject({ code: '2.02' });
    expect((await charge({ currency: 'usd' })).error).toMatchObject({ code: '2.03' });
  });

  describe("follows the provider's documented test cards", () => {
    const card = (number: string) => ({
      card_number: number,
      card_exp_month: 12,
      card_exp_year: 2034,
      card_cvv: '123',
    });
    const order = () => ({ order_id: newOrderId(), amount: 1000, currency: 'USD' });
    const statusOf = (answer: Record<string, Json>) => answer.order?.status as string | undefined;

    it('4067429974719265: charge, auth, settle, void, refund and recurring succeed', async () => {
      const { api, tokenOf } = await start();
      const charged = order();
      expect(statusOf(await api.charge({ ...charged, ...card(CARDS.success) }))).toBe('approved');
      expect(statusOf(await api.refund({ order_id: charged.order_id, amount: 400 }))).toBe('refunded');
      expect(statusOf(await api.refund({ order_id: charged.order_id }))).toBe('refunded');
      expect((await api.refund({ order_id: charged.order_id })).error).toMatchObject({ code: '0.03' });
      const authorised = order();
      expect(statusOf(await api.auth({ ...authorised, ...card(CARDS.success) }))).toBe('auth_ok');
      expect(statusOf(await api.settle({ order_id: authorised.order_id }))).toBe('settle_ok');
      const partly = order();
      await api.auth({ ...partly, ...card(CARDS.success) });
      expect(statusOf(await api.settle({ order_id: partly.order_id, amount: 600 }))).toBe('partial_settled');
      const voided = order();
      await api.auth({ ...voided, ...card(CARDS.success) });
      expect(statusOf(await api.void({ order_id: voided.order_id }))).toBe('void_ok');
      expect((await api.settle({ order_id: voided.order_id })).error).toMatchObject({ code: '0.03' });
      const token = await tokenOf(charged.order_id);
      expect(statusOf(await api.recurring({ ...order(), recurring_token: token }))).toBe('approved');
    });

    it('4532456618142692: charge and recurring succeed', async () => {
      const { api, tokenOf } = await start();
      const charged = order();
      expect(statusOf(await api.charge({ ...charged, ...card(CARDS.recurring) }))).toBe('approved');
      const recurring = await api.recurring({ ...order(), recurring_token: await tokenOf(charged.order_id) });
      expect(recurring).toMatchObject({ order: { status: 'approved' }, transaction: { operation: 'recurring' } });
    });

    it('4553815318053315: auth fails; charge, recurring and refund succeed', async () => {
      const { api, tokenOf } = await start();
      const authorised = await api.auth({ ...order(), ...card(CARDS.authFails) });
      expect(authorised).toMatchObject({ order: { status: 'auth_failed' }, error: { code: '0.01' } });
      const charged = order();
      expect(statusOf(await api.charge({ ...charged, ...card(CARDS.authFails) }))).toBe('approved');
      expect(statusOf(await api.recurring({ ...order(), recurring_token: await tokenOf(charged.order_id) }))).toBe(
        'approved',
      );
      expect(statusOf(await api.refund({ order_id: charged.order_id }))).toBe('refunded');
    });

    it('5361074849060618: auth succeeds, settle and void fail, refund succeeds', async () => {
      const { api } = await start();
      const authorised = order();
      expect(statusOf(await api.auth({ ...authorised, ...card(CARDS.settleFails) }))).toBe('auth_ok');
      const settled = await api.settle({ order_id: authorised.order_id });
      expect(settled).toMatchObject({ order: { status: 'auth_ok' }, error: { code: '0.01' } });
      expect(settled.transaction).toMatchObject({ operation: 'settle', status: 'fail' });
      expect(await api.void({ order_id: authorised.order_id })).toMatchObject({ order: { status: 'auth_ok' } });
      const charged = order();
      await api.charge({ ...charged, ...card(CARDS.settleFails) });
      expect(statusOf(await api.refund({ order_id: charged.order_id }))).toBe('refunded');
    });

    it('5251033622437578: the charge is declined', async () => {
      const { api } = await start();
      const charged = await api.charge({ ...order(), ...card(CARDS.declined) });
      expect(charged).toMatchObject({ order: { status: 'declined' }, error: { code: '0.01' } });
    });
  });
});

describe('the form', () => {
  it('decrypts the intent made by formMerchantData and mounts the form', async () => {
    const { init, sandbox } = await start();
    const mounted = await init({
      amount: 2499,
      currency: 'GBP',
      order_description: 'Natal chart',
      customer_email: 'a@b.c',
    });
    expect(mounted.status).toBe(200);
    expect(mounted.body).toMatchObject({
      order: { order_id: mounted.orderId, amount: 2499, currency: 'GBP', amount_text: '£24.99' },
      events: [{ type: 'mounted', entity: 'form' }],
    });
    expect(sandbox.orders()).toMatchObject([
      { order_id: mounted.orderId, status: 'created', order_description: 'Natal chart', customer_email: 'a@b.c' },
    ]);
  });

  it('refuses a forged intent with an InitPaymentError carrying 1.01', async () => {
    const { post, api } = await start();
    const data = api.formMerchantData({ order_id: newOrderId(), amount: 100, currency: 'USD' }).toObject();
    const forged = await post(FORM_PATHS.init, {
      ...data,
      signature: signProviderPayload('x', 'y', data.paymentIntent),
    });
    expect(forged.body.events).toEqual([
      {
        type: 'error',
        value: { name: 'InitPaymentError', message: 'Authentication failed' },
        details: { code: '1.01', message: 'Authentication failed' },
      },
    ]);
    const missing = await post(FORM_PATHS.init, { ...data, paymentIntent: undefined });
    expect(missing.body.events[0].details.code).toBe('2.07');
  });

  it('pays: orderStatus then success, with the order', async () => {
    const { init, pay, orderWebhooks, sandbox } = await start();
    const { session, orderId } = await init();
    const paid = await pay(session, CARDS.success);
    expect(types(paid.body.events)).toEqual(['orderStatus', 'success']);
    expect(paid.body.events[1]).toEqual({
      type: 'success',
      entity: 'form',
      order: { order_id: orderId, status: 'approved', amount: 999, currency: 'USD' },
    });
    expect(paid.body.events[0].response.order).toMatchObject({ order_id: orderId, status: 'approved' });
    await sandbox.idle();
    expect(orderWebhooks(orderId).map((w) => w.order.status)).toEqual(['approved']);
    expect(orderWebhooks(orderId)[0]?.transaction?.card_token?.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(DECLINE_CODE_LIST.filter((code) => code !== '7.04'))(
    'declines with %s for the cardholder name DECLINE <code>',
    async (code) => {
      const { init, pay, api } = await start();
      const { session, orderId } = await init();
      const paid = await pay(session, CARDS.success, `DECLINE ${code}`);
      expect(types(paid.body.events)).toEqual(['orderStatus', 'fail']);
      expect(paid.body.events[1]).toMatchObject({
        type: 'fail',
        entity: 'form',
        code,
        order: { order_id: orderId, status: 'declined' },
      });
      expect(await api.status({ order_id: orderId })).toMatchObject({
        order: { status: 'declined' },
        error: { code },
      });
    },
  );

  it('processes 7.04 (cascade from 3DS to 2D) and then approves it', async () => {
    const { init, pay, post, api, sandbox, orderWebhooks } = await start();
    const { session, orderId } = await init();
    const paid = await pay(session, CARDS.success, 'decline 7.04');
    expect(paid.body.poll).toBe(true);
    expect(paid.body.events[1]).toMatchObject({ type: 'fail', code: '7.04', order: { status: 'processing' } });
    expect((await api.status({ order_id: orderId })).order).toMatchObject({ status: 'processing' });
    await sandbox.idle();
    expect((await api.status({ order_id: orderId })).order).toMatchObject({ status: 'approved' });
    const polled = await post(FORM_PATHS.status, { session });
    expect(polled.body).toMatchObject({ final: true });
    expect(types(polled.body.events)).toEqual(['orderStatus', 'success']);
    expect(orderWebhooks(orderId).map((w) => [w.order.status, w.error?.code])).toEqual([
      ['processing', '7.04'],
      ['approved', undefined],
    ]);
  });

  it('declines an unknown card (0.01) and the documented declined card', async () => {
    const { init, pay } = await start();
    expect((await pay((await init()).session, '4111111111111111')).body.events[1]).toMatchObject({ code: '0.01' });
    expect((await pay((await init()).session, CARDS.declined)).body.events[1]).toMatchObject({ code: '0.01' });
  });

  it('sends a challenged card to the challenge page; Pass approves', async () => {
    const { init, pay, post, sandbox, orderWebhooks } = await start();
    const { session, orderId } = await init();
    const paid = await pay(session, CARDS.challenge);
    expect(types(paid.body.events)).toEqual(['verify', 'orderStatus', 'formRedirect']);
    expect(paid.body.events[1].response).toMatchObject({ order: { status: '3ds_verify' } });
    const redirect = new URL(paid.body.redirect);
    expect(redirect.origin + redirect.pathname).toBe(sandbox.url + FORM_PATHS.challengePage);
    const challengePage = await fetch(redirect);
    expect(challengePage.status).toBe(200);
    expect(await challengePage.text()).toContain('Pass');
    const answered = await post(FORM_PATHS.challengeAnswer, { id: redirect.searchParams.get('id'), passed: true });
    expect(types(answered.body.events)).toEqual(['orderStatus', 'success']);
    expect(answered.body.events[1]).toMatchObject({ entity: 'form', order: { status: 'approved' } });
    const again = await post(FORM_PATHS.challengeAnswer, { id: redirect.searchParams.get('id'), passed: false });
    expect(again.body.events.at(-1)).toMatchObject({ type: 'fail', code: '0.03' });
    await sandbox.idle();
    expect(orderWebhooks(orderId).map((w) => w.order.status)).toEqual(['3ds_verify', 'approved']);
  });

  it('declines a failed challenge with 5.01', async () => {
    const { init, pay, post, api } = await start();
    const { session, orderId } = await init();
    const paid = await pay(session, CARDS.challenge);
    const id = new URL(paid.body.redirect).searchParams.get('id');
    const answered = await post(FORM_PATHS.challengeAnswer, { id, passed: false });
    expect(answered.body.events[1]).toMatchObject({ type: 'fail', code: '5.01', order: { status: 'declined' } });
    expect(await api.status({ order_id: orderId })).toMatchObject({
      order: { status: 'declined' },
      error: { code: '5.01' },
    });
  });

  it('challenges an API charge too: verify_url in the answer', async () => {
    const { api, post } = await start();
    const charged = (await api.charge({
      order_id: newOrderId(),
      amount: 100,
      currency: 'USD',
      card_number: CARDS.challenge,
      card_exp_month: 1,
      card_exp_year: 2040,
      card_cvv: '000',
    })) as Record<string, Json>;
    expect(charged.order.status).toBe('3ds_verify');
    const id = new URL(charged.verify_url).searchParams.get('id');
    expect((await post(FORM_PATHS.challengeAnswer, { id, passed: true })).body.events[1].type).toBe('success');
  });

  it('verifies a frictionless card without a challenge: verify, orderStatus, success', async () => {
    const { init, pay, sandbox, orderWebhooks } = await start();
    const { session, orderId } = await init();
    const paid = await pay(session, CARDS.frictionless);
    expect(types(paid.body.events)).toEqual(['verify', 'orderStatus', 'success']);
    await sandbox.idle();
    expect(orderWebhooks(orderId).map((w) => [w.order.status, w.transaction?.status])).toEqual([
      ['3ds_verify', 'verify'],
      ['approved', 'success'],
    ]);
  });

  it('refuses a second payment of the same order with 5.06, and a form reloaded with its intent too', async () => {
    const { init, pay, post, api } = await start();
    const { session, orderId } = await init();
    await pay(session, CARDS.declined);
    const again = await pay(session, CARDS.success);
    expect(again.body.events[1]).toMatchObject({ type: 'fail', code: '5.06', order: { order_id: orderId } });
    const reloaded = await post(
      FORM_PATHS.init,
      api.formMerchantData({ order_id: orderId, amount: 999, currency: 'USD' }).toObject(),
    );
    const retried = await pay(reloaded.body.session, CARDS.success);
    expect(retried.body.events[1]).toMatchObject({ code: '5.06' });
    expect((await api.status({ order_id: orderId })).order).toMatchObject({ status: 'declined' });
  });

  it('expires an order not paid within 30 minutes of its intent (0.02)', async () => {
    let now = Date.now();
    const { init, pay } = await start({ now: () => now });
    const { session } = await init();
    now += HALF_AN_HOUR_AND_A_MINUTE;
    const paid = await pay(session, CARDS.success);
    expect(paid.body.events[1]).toMatchObject({ type: 'fail', code: '0.02', order: { status: 'declined' } });
  });

  it('takes a signed partial intent from update, and refuses a forged one', async () => {
    const { init, post, api, sandbox } = await start();
    const { session, orderId } = await init();
    const update = api.formUpdate({ amount: 1999, order_description: 'Full reading' }).toObject();
    const updated = await post(FORM_PATHS.update, { session, ...update });
    expect(updated.body.order).toMatchObject({ amount: 1999, order_description: 'Full reading' });
    expect(sandbox.orders().find((o) => o.order_id === orderId)).toMatchObject({ amount: 1999 });
    const forged = await post(FORM_PATHS.update, { session, ...update, signature: 'forged' });
    expect(forged.body.error).toMatchObject({ code: '1.01' });
  });

  it.each([
    ['googlebtn', '7.02'],
    ['applebtn', '7.05'],
    ['paypal', '0.01'],
  ])('pays with the %s button, which can also fail with %s', async (wallet, code) => {
    const { init, post } = await start();
    const button = await init({}, wallet);
    expect(button.body.events).toEqual([{ type: 'mounted', entity: wallet }]);
    const paid = await post(FORM_PATHS.walletPay, { session: button.session, wallet });
    expect(paid.body.events[1]).toMatchObject({ type: 'success', entity: wallet, order: { status: 'approved' } });
    const other = await init({}, wallet);
    const failed = await post(FORM_PATHS.walletPay, { session: other.session, wallet, fail: true });
    expect(failed.body.events[1]).toMatchObject({ type: 'fail', entity: wallet, code, order: { status: 'declined' } });
  });
});

describe('one-click payments (resign)', () => {
  it('pays with the saved card after the CVV', async () => {
    const { init, pay, tokenOf, resign, post } = await start();
    const first = await init();
    await pay(first.session, CARDS.success);
    const form = await resign({ recurring_token: await tokenOf(first.orderId) });
    expect(form.body).toMatchObject({
      card: 'Visa •••• 9265',
      cvv: true,
      events: [{ type: 'mounted', entity: 'resign' }],
    });
    const withoutCvv = await post(FORM_PATHS.resignPay, { session: form.session });
    expect(withoutCvv.body.events[1]).toMatchObject({ type: 'fail', entity: 'resign', code: '2.06' });
    const again = await resign({ recurring_token: await tokenOf(first.orderId) });
    const paid = await post(FORM_PATHS.resignPay, { session: again.session, cvv: '123' });
    expect(types(paid.body.events)).toEqual(['orderStatus', 'success']);
    expect(paid.body.events[1]).toMatchObject({
      entity: 'resign',
      order: { order_id: again.orderId, status: 'approved' },
    });
  });

  it('asks for nothing when the merchant setting says so', async () => {
    const { init, pay, tokenOf, resign, post } = await start({ resignCvv: false });
    const first = await init();
    await pay(first.session, CARDS.success);
    const form = await resign({ recurring_token: await tokenOf(first.orderId) });
    expect(form.body.cvv).toBe(false);
    expect((await post(FORM_PATHS.resignPay, { session: form.session })).body.events[1].type).toBe('success');
  });

  it('declines an unknown token with 7.01', async () => {
    const { resign, post } = await start();
    const form = await resign({ recurring_token: 'no-such-token' });
    expect(form.body.card).toBe('Your saved card');
    const paid = await post(FORM_PATHS.resignPay, { session: form.session, cvv: '123' });
    expect(paid.body.events[1]).toMatchObject({ type: 'fail', entity: 'resign', code: '7.01' });
  });

  it('declines the token of a card unusable for one-click with 5.02, by form and by API', async () => {
    const { init, pay, tokenOf, resign, post, api } = await start();
    const first = await init();
    await pay(first.session, CARDS.noOneClick);
    const token = await tokenOf(first.orderId);
    const form = await resign({ recurring_token: token });
    const paid = await post(FORM_PATHS.resignPay, { session: form.session, cvv: '123' });
    expect(paid.body.events[1]).toMatchObject({ type: 'fail', code: '5.02', order: { status: 'declined' } });
    const byApi = await api.resign({ order_id: newOrderId(), amount: 100, currency: 'USD', recurring_token: token });
    expect(byApi).toMatchObject({ order: { status: 'declined' }, error: { code: '5.02' } });
    expect(
      (await api.recurring({ order_id: newOrderId(), amount: 1, currency: 'USD', recurring_token: 'x' })).error,
    ).toMatchObject({
      code: '7.01',
    });
  });

  it('refuses a resign intent without a token', async () => {
    const { resign } = await start();
    const form = await resign({});
    expect(form.body.events[0]).toMatchObject({ type: 'error', details: { code: '2.01' } });
  });
});

describe('subscriptions', () => {
  const product = { product_id: 'b2c1a7de-0f4e-4a43-9d5a-6c1f8f3e7a10', customer_email: 'luna@example.com' };

  it('starts one with a paid product intent, keyed to the customer; cancels it at the period end', async () => {
    const { init, pay, call, sandbox, post } = await start();
    const { session } = await init(product);
    const paid = await pay(session, CARDS.success);
    const subscriptionId = paid.body.events[1].order.subscription_id as string;
    expect(subscriptionId).toMatch(/^[0-9a-f-]{36}$/);

    const status = await call('subscription/status', { subscription_id: subscriptionId });
    const { subscription } = subscriptionUpdatedSchema.parse(status.body);
    expect(subscription).toMatchObject({ id: subscriptionId, status: 'active', ...product });
    expect(Date.parse(subscription.next_charge_at ?? '') - Date.now()).toBeGreaterThan(WEEK_MS - 60_000);
    expect(
      (await call('subscription/list', { customer_email: product.customer_email })).body.subscriptions,
    ).toHaveLength(1);

    const cancelled = await call('subscription/cancel', { subscription_id: subscriptionId, cancel_code: '8.14' });
    expect(cancelled.body).toEqual({ status: 'ok' });
    const scheduled = await call('subscription/status', { subscription_id: subscriptionId });
    expect(scheduled.body.subscription).toMatchObject({
      status: 'active',
      cancel_code: '8.14',
      cancel_message: 'Cancellation by customer',
      expired_at: subscription.next_charge_at,
    });
    expect(scheduled.body.subscription.next_charge_at).toBeUndefined();
    const twice = await call('subscription/cancel', { subscription_id: subscriptionId, cancel_code: '8.14' });
    expect(twice.body.error).toMatchObject({ code: '2.14' });

    const ended = await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: subscriptionId });
    expect(ended.body.subscription).toMatchObject({ status: 'cancelled' });
    await sandbox.idle();
    const changes = sandbox
      .webhooks()
      .filter((w) => w.type === 'subscription.updated')
      .map((w) => subscriptionUpdatedSchema.parse(w.payload).subscription);
    expect(changes.map((s) => [s.status, s.cancel_code, s.cancel_message])).toEqual([
      ['active', undefined, undefined],
      ['active', '8.14', 'Cancellation by customer'],
      ['cancelled', '8.14', 'Cancellation by customer'],
    ]);
  });

  it('cancels at once when forced', async () => {
    const { init, pay, call } = await start();
    const paid = await pay((await init(product)).session, CARDS.success);
    const id = paid.body.events[1].order.subscription_id;
    const cancelled = await call('subscription/cancel', { subscription_id: id, force: true, cancel_code: '8.06' });
    expect(cancelled.body).toEqual({ status: 'ok' });
    expect((await call('subscription/status', { subscription_id: id })).body.subscription).toMatchObject({
      status: 'cancelled',
      cancel_code: '8.06',
      cancel_message: 'Cancellation by support',
    });
    expect((await call('subscription/status', { subscription_id: 'nope' })).status).toBe(404);
  });

  // The provider's cancel codes are "8.01".."8.15"; the sandbox wants one, as its validation error 2.01 says.
  it.each([
    ['a missing code', {}, 'is required'],
    ['free text', { cancel_code: 'too pricey' }, 'must be one of 8.01-8.15'],
    ['a code past the list', { cancel_code: '8.16' }, 'must be one of 8.01-8.15'],
    ['a decline code', { cancel_code: '2.01' }, 'must be one of 8.01-8.15'],
    ['a number', { cancel_code: 8.14 }, 'must be one of 8.01-8.15'],
    ['the old free-text field', { cancel_reason: 'too pricey' }, 'is required'],
  ])('refuses %s with 2.01 and leaves the subscription alone', async (_case, fields, message) => {
    const { init, pay, call, sandbox } = await start();
    const paid = await pay((await init(product)).session, CARDS.success);
    const id = paid.body.events[1].order.subscription_id;
    const refused = await call('subscription/cancel', { subscription_id: id, ...fields });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: { code: '2.01', messages: { cancel_code: [message] } } });
    expect(sandbox.subscriptions()[0]).toMatchObject({ status: 'active' });
    expect(sandbox.subscriptions()[0]?.cancelled_at).toBeUndefined();
  });

  it('renews at the period end with the saved card', async () => {
    const { init, pay, post, sandbox } = await start();
    const paid = await pay((await init(product)).session, CARDS.success);
    const id = paid.body.events[1].order.subscription_id;
    const before = sandbox.subscriptions()[0]?.next_charge_at ?? '';
    const renewed = await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: id });
    expect(Date.parse(renewed.body.subscription.next_charge_at) - Date.parse(before)).toBe(WEEK_MS);
    expect(sandbox.orders().at(-1)).toMatchObject({ subscription_id: id, status: 'approved', amount: 999 });
  });

  it('fails a renewal on request, with the decline code asked for: the subscription is past due', async () => {
    const { init, pay, post, sandbox } = await start();
    const paid = await pay((await init(product)).session, CARDS.success);
    const id = paid.body.events[1].order.subscription_id;
    const failed = await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: id, decline: '3.02' });
    expect(failed.body.subscription).toMatchObject({ status: 'redemption' });
    expect(sandbox.orders().at(-1)).toMatchObject({
      order_id: `renewal-${id}-1`,
      subscription_id: id,
      status: 'declined',
      error: { code: '3.02' },
    });
    // The next period's renewal is paid: the subscription is active again.
    const renewed = await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: id });
    expect(renewed.body.subscription).toMatchObject({ status: 'active' });
    expect((await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: id, decline: 'broke' })).status).toBe(400);
  });

  it('charges a payment back on request, as the bank does, once no more than what was captured', async () => {
    const receiver = await startReceiver();
    const { init, pay, post, call, sandbox } = await start({ webhookUrl: receiver.url });
    const { session, orderId } = await init({});
    await pay(session, CARDS.success);
    await call('refund', { order_id: orderId, amount: 300 });
    expect((await post(CHARGEBACK_PATH, { order_id: orderId, amount: 800 })).body.error).toMatchObject({
      code: '2.02',
    });
    expect((await post(CHARGEBACK_PATH, { order_id: orderId, reason_code: '13.1' })).body).toEqual({ status: 'ok' });
    expect((await post(CHARGEBACK_PATH, { order_id: orderId })).body.error).toMatchObject({ code: '0.03' });
    expect((await post(CHARGEBACK_PATH, { order_id: 'ord_none' })).status).toBe(404);
    await sandbox.idle();
    const chargebacks = receiver.received.filter((r) => r.headers[WEBHOOK_HEADERS.eventType] === 'chargeback.received');
    expect(chargebacks.map((r) => chargebackReceivedSchema.parse(JSON.parse(r.body)))).toEqual([
      {
        order: { order_id: orderId, amount: 999, currency: 'USD' },
        chargeback: {
          id: expect.any(String),
          amount: 699,
          currency: 'USD',
          reason_code: '13.1',
          created_at: expect.any(String),
        },
      },
    ]);
    // The sandbox lists what it made, for a test to deliver elsewhere.
    const listed = (await (await fetch(`${sandbox.url}${WEBHOOKS_PATH}`)).json()) as { webhooks: { type: string }[] };
    expect(listed.webhooks.map((w) => w.type)).toEqual(sandbox.webhooks().map((w) => w.type));
    expect(listed.webhooks.filter((w) => w.type === 'chargeback.received')).toHaveLength(1);
    // The refund's own amount travels with its transaction.
    const refund = receiver.received
      .map((r) => JSON.parse(r.body))
      .find((body) => body.transaction?.operation === 'refund');
    expect(refund.transaction).toMatchObject({ status: 'success', amount: 300, currency: 'USD' });
  });

  it('refuses a refund while a chargeback stands, and reports a dispute won as the same chargeback reversed', async () => {
    const receiver = await startReceiver();
    const { init, pay, post, call, sandbox } = await start({ webhookUrl: receiver.url });
    const { session, orderId } = await init({});
    await pay(session, CARDS.success);
    expect((await post(CHARGEBACK_PATH, { order_id: orderId, amount: 400 })).body).toEqual({ status: 'ok' });
    expect((await call('refund', { order_id: orderId, amount: 100 })).body.error).toMatchObject({ code: '0.03' });
    expect((await post(CHARGEBACK_REVERSAL_PATH, { order_id: orderId })).body).toEqual({ status: 'ok' });
    expect((await post(CHARGEBACK_REVERSAL_PATH, { order_id: orderId })).body.error).toMatchObject({ code: '0.03' });
    expect((await post(CHARGEBACK_REVERSAL_PATH, { order_id: 'ord_none' })).status).toBe(404);
    // The dispute won, the money is the merchant's again: it may be refunded, all of it.
    expect((await call('refund', { order_id: orderId })).body.error).toBeUndefined();
    await sandbox.idle();
    const chargebacks = receiver.received
      .filter((r) => r.headers[WEBHOOK_HEADERS.eventType] === 'chargeback.received')
      .map((r) => chargebackReceivedSchema.parse(JSON.parse(r.body)).chargeback);
    expect(chargebacks).toEqual([
      { id: expect.any(String), amount: 400, currency: 'USD', created_at: expect.any(String) },
      {
        id: chargebacks[0]?.id,
        amount: 400,
        currency: 'USD',
        status: CHARGEBACK_WON_STATUS,
        created_at: chargebacks[0]?.created_at,
        updated_at: expect.any(String),
      },
    ]);
    const refund = receiver.received
      .map((r) => JSON.parse(r.body))
      .find((body) => body.transaction?.operation === 'refund');
    expect(refund.transaction).toMatchObject({ status: 'success', amount: 999 });
  });

  /** A weekly product with a trial, priced in two currencies, with a lasting 30% coupon. */
  const catalogued = {
    product_id: 'attachment:weekly',
    name: 'Attachment style: weekly',
    billing_period: { unit: 'week', value: 1 },
    trial_days: 7,
    prices: [
      { product_price_id: 'attachment:weekly:USD:1999', currency: 'USD', amount: 1999 },
      { product_price_id: 'attachment:weekly:EUR:1899', currency: 'EUR', amount: 1899 },
    ],
    coupons: [{ coupon_id: 'attachment:weekly:30-off', percent_off: 30 }],
  };

  it.each([
    ['its price after a trial paid at another amount', { product_price_id: 'attachment:weekly:USD:1999' }, 1999],
    [
      'its price less a lasting coupon',
      { product_price_id: 'attachment:weekly:USD:1999', coupon_id: 'attachment:weekly:30-off' },
      1399,
    ],
  ])('renews a catalogued product at %s', async (_, named, renewal) => {
    const { init, pay, post, call, sandbox } = await start();
    expect((await call('products', catalogued)).body).toEqual({ status: 'ok' });
    const paid = await pay(
      (await init({ ...product, product_id: catalogued.product_id, amount: 139, ...named })).session,
      CARDS.success,
    );
    const id = paid.body.events[1].order.subscription_id;
    await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: id });
    await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: id });
    expect(sandbox.orders().map((o) => o.amount)).toEqual([139, renewal, renewal]);
  });

  it('keeps the price a subscription began with when the merchant changes it', async () => {
    const { init, pay, post, call, sandbox } = await start();
    await call('products', catalogued);
    const paid = await pay(
      (await init({ ...product, product_id: catalogued.product_id, product_price_id: 'attachment:weekly:USD:1999' }))
        .session,
      CARDS.success,
    );
    const raised = {
      ...catalogued,
      prices: [{ product_price_id: 'attachment:weekly:USD:2499', currency: 'USD', amount: 2499 }],
    };
    await call('products', raised);
    await post(ADVANCE_SUBSCRIPTION_PATH, { subscription_id: paid.body.events[1].order.subscription_id });
    expect(sandbox.orders().at(-1)?.amount).toBe(1999);
  });

  it.each([
    ['a price of another product', { product_price_id: 'other:USD:1999' }],
    ['a price in another currency', { product_price_id: 'attachment:weekly:EUR:1899' }],
    ['a coupon it does not have', { coupon_id: 'attachment:weekly:90-off' }],
  ])('refuses an intent naming %s (InitPaymentError, 2.01)', async (_, named) => {
    const { init, call } = await start();
    await call('products', catalogued);
    const refused = await init({ ...product, product_id: catalogued.product_id, ...named });
    expect(refused.body.events[0]).toMatchObject({ type: 'error', value: { name: 'InitPaymentError' } });
    expect(JSON.stringify(refused.body)).toContain('2.01');
  });

  it('refuses a product that is not one (2.01)', async () => {
    const { call } = await start();
    const refused = await call('products', { ...catalogued, prices: [] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: '2.01' });
  });
});

describe('webhooks', () => {
  it('are signed with the webhook key pair and carry the event id and type', async () => {
    const receiver = await startReceiver();
    const { init, pay, sandbox } = await start({ webhookUrl: receiver.url });
    const { session, orderId } = await init({ customer_email: 'a@b.c', product_id: 'p-1' });
    await pay(session, CARDS.frictionless);
    await sandbox.idle();
    // The order's 3ds_verify and approved, and the subscription it started.
    expect(receiver.received).toHaveLength(3);
    for (const { headers, body } of receiver.received) {
      expect(headers[WEBHOOK_HEADERS.merchant]).toBe(webhook.publicKey);
      const signature = String(headers[WEBHOOK_HEADERS.signature]);
      expect(isProviderSignatureValid(webhook.publicKey, webhook.secretKey, body, signature)).toBe(true);
      expect(isProviderSignatureValid(merchant.publicKey, merchant.secretKey, body, signature)).toBe(false);
      expect(headers[WEBHOOK_HEADERS.eventId]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const orderEvents = receiver.received.filter((r) => r.headers[WEBHOOK_HEADERS.eventType] === 'order.updated');
    const orders = orderEvents.map((r) => orderUpdatedSchema.parse(JSON.parse(r.body)).order);
    expect(orders.map((o) => [o.order_id, o.status])).toEqual([
      [orderId, '3ds_verify'],
      [orderId, 'approved'],
    ]);
    expect(Date.parse(orders[1]?.updated_at ?? '')).toBeGreaterThan(Date.parse(orders[0]?.updated_at ?? ''));
    expect(orders[1]?.subscription_id).toBeDefined();
    const subscriptionEvent = receiver.received.find(
      (r) => r.headers[WEBHOOK_HEADERS.eventType] === 'subscription.updated',
    );
    expect(subscriptionUpdatedSchema.parse(JSON.parse(subscriptionEvent?.body ?? '')).subscription.status).toBe(
      'active',
    );
    expect(sandbox.webhooks().every((w) => w.state === 'delivered' && w.attempts === 1)).toBe(true);
  });

  it('are retried until the receiver answers 2xx, in order per order', async () => {
    const receiver = await startReceiver([500, 503]);
    const { init, pay, post, sandbox } = await start({ webhookUrl: receiver.url });
    const { session, orderId } = await init();
    const paid = await pay(session, CARDS.challenge);
    await post(FORM_PATHS.challengeAnswer, { id: new URL(paid.body.redirect).searchParams.get('id'), passed: true });
    await sandbox.idle();
    expect(receiver.received.map((r) => (JSON.parse(r.body) as OrderUpdated).order.status)).toEqual([
      '3ds_verify',
      '3ds_verify',
      '3ds_verify',
      'approved',
    ]);
    expect(sandbox.webhooks().map((w) => [w.key, w.state, w.attempts])).toEqual([
      [orderId, 'delivered', 3],
      [orderId, 'delivered', 1],
    ]);
  });

  it('are given up on after the last attempt', async () => {
    const receiver = await startReceiver([500, 500, 500]);
    const logged: string[] = [];
    const { init, pay, sandbox } = await start({
      webhookUrl: receiver.url,
      delivery: { attempts: 2, backoffMs: 1 },
      log: (line) => logged.push(line),
    });
    await pay((await init()).session, CARDS.success);
    await sandbox.idle();
    expect(sandbox.webhooks()).toMatchObject([{ state: 'failed', attempts: 2, status: 500 }]);
    expect(logged).toEqual([expect.stringContaining('not delivered')]);
  });

  it('are only recorded when there is no webhook URL', async () => {
    const { init, pay, sandbox } = await start();
    await pay((await init()).session, CARDS.success);
    expect(sandbox.webhooks()).toMatchObject([{ type: 'order.updated', state: 'unsent', attempts: 0 }]);
    const typed = sandbox.webhooks()[0]?.payload as OrderUpdated | SubscriptionUpdated;
    expect(orderUpdatedSchema.safeParse(typed).success).toBe(true);
  });
});

describe('the browser side', () => {
  it('serves the SDK script to any page, and frame pages that may be framed', async () => {
    const { sandbox } = await start();
    const sdk = await fetch(sandbox.url + SANDBOX_PROVIDER.sdkPath);
    expect(sdk.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(sdk.headers.get('access-control-allow-origin')).toBe('*');
    expect(await sdk.text()).toContain('window.PaymentFormSdk = {');
    const card = await fetch(`${sandbox.url}${FORM_PATHS.cardPage}?frame=f1`);
    expect(card.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(card.headers.get('x-frame-options')).toBeNull();
    const html = await card.text();
    for (const label of ['Card number', 'Expiry date', 'CVV', 'Cardholder name'])
      expect(html).toMatch(new RegExp(`<label for="\\w+" id="\\w+-label">${label}</label>`));
    expect(html).toContain('data-frame="f1"');
  });
});
