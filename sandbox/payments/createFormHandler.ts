import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { checkCardInput } from './checkCardInput';
import type { Clock } from './createClock';
import type { OrderRecord, PaymentProcessor, Wallet } from './createPaymentProcessor';
import type { ProductCatalogue } from './createProductCatalogue';
import { formatAmount } from './formatAmount';
import { type FormEntity, type FormReply, formEvents } from './formEvents';
import { FORM_PATHS } from './formPaths';
import { type KeyPair, openSignedIntent } from './openSignedIntent';
import { type OrderRequest, parseOrderRequest } from './parseOrderRequest';
import { type ProviderError, providerError } from './providerError';
import { readBodyText } from './readBodyText';
import { type FramePage, renderFramePage } from './renderFramePage';
import { sendResponse } from './sendResponse';

const read = (name: string) => readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');
const JAVASCRIPT = 'application/javascript; charset=utf-8';

/** The frames' own pages allow nothing but the sandbox's origin, and being framed by any page. */
const FRAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors *";
/** Served to any page: the SDK script is loaded cross-origin, like the provider's CDN script. */
const SDK_HEADERS = {
  'content-type': JAVASCRIPT,
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};
/** Plain files, read once: no build step. */
const ASSETS: Record<string, { text: string; headers: Record<string, string> }> = {
  [SANDBOX_PROVIDER.sdkPath]: { text: read('paymentFormSdk.js'), headers: SDK_HEADERS },
  [FORM_PATHS.frameScript]: { text: read('paymentFrame.js'), headers: { 'content-type': JAVASCRIPT } },
  [FORM_PATHS.frameStyles]: { text: read('paymentFrame.css'), headers: { 'content-type': 'text/css; charset=utf-8' } },
};
const CVV = /^\d{3,4}$/;
const WALLETS: readonly string[] = ['applebtn', 'googlebtn', 'paypal'] satisfies Wallet[];
const PAGES: Record<string, FramePage> = {
  [FORM_PATHS.cardPage]: 'card',
  [FORM_PATHS.resignPage]: 'resign',
  [FORM_PATHS.buttonPage]: 'button',
};

/** One mounted frame's hold on its order: which order, as which entity, and where its events go. */
type FormSession = {
  orderId: string;
  entity: FormEntity;
  mode: 'payment' | 'resign';
  request: OrderRequest;
  token?: string;
  /** The merchant page's origin, which the frame told: the challenge page posts its events there. */
  parentOrigin?: string;
};

export type FormHandlerOptions = {
  keys: KeyPair;
  processor: PaymentProcessor;
  /** The merchant's products, which an intent's price and coupon must belong to. */
  catalogue: ProductCatalogue;
  clock: Clock;
  /** The sandbox's own origin, for the challenge page's address. */
  origin: () => string;
  /** Whether the resign form asks for the CVV (the provider's merchant setting); otherwise it asks nothing. */
  resignCvv: boolean;
};

type Answer = { status: number; body: unknown };

const brandOf = (number: string) => (number.startsWith('4') ? 'Visa' : number.startsWith('5') ? 'Mastercard' : 'Card');

/** What a frame shows of its order. */
function summary(order: OrderRecord) {
  return {
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    amount_text: formatAmount(order.amount, order.currency),
    ...(order.order_description !== undefined && { order_description: order.order_description }),
  };
}

/** A form that cannot start: the SDK's `error` event, InitPaymentError with the provider's code. */
function initError(error: ProviderError): Answer {
  const message = error.messages[0] ?? error.code;
  return {
    status: 422,
    body: {
      error,
      events: [{ type: 'error', value: { name: 'InitPaymentError', message }, details: { code: error.code, message } }],
    },
  };
}

/**
 * The sandbox's browser side: the SDK script, the frames' pages and assets, and the endpoints the
 * frames call (FORM_PATHS), which answer with the SDK events the frame is to post to the page.
 */
export function createFormHandler(options: FormHandlerOptions) {
  const { keys, processor, clock } = options;
  const sessions = new Map<string, FormSession>();
  /** Challenge id → the session whose payment was challenged, for the challenge page's events. */
  const challenged = new Map<string, FormSession>();

  const open = (session: FormSession) => {
    const id = randomUUID();
    sessions.set(id, session);
    return id;
  };
  const reply = (session: FormSession | undefined, attempt: Parameters<typeof formEvents>[0]): Answer => {
    if (session && attempt.order?.challenge_id !== undefined) challenged.set(attempt.order.challenge_id, session);
    const answer: FormReply = formEvents(attempt, session?.entity ?? 'form', options.origin());
    return { status: 200, body: answer };
  };

  /** The order of a signed intent, for a new session of the frame; an Answer when the intent is refused. */
  function openFrame(body: Record<string, unknown>, intent: unknown, entity: FormEntity): FormSession | Answer {
    const opened = openSignedIntent(keys, { merchant: body.merchant, signature: body.signature, intent });
    if (!opened.ok) return initError(opened.error);
    const parsed = parseOrderRequest(opened.attributes);
    if (!parsed.ok) return initError(parsed.error);
    const { request } = parsed;
    const unknownProduct = options.catalogue.check(request);
    if (unknownProduct) return initError(unknownProduct);
    const order = processor.openOrder(request);
    const session: FormSession = { orderId: order.order_id, entity, mode: 'payment', request };
    if (typeof body.parentOrigin === 'string') session.parentOrigin = body.parentOrigin;
    return session;
  }

  /** The card form or a wallet button, on a payment intent. */
  function init(body: Record<string, unknown>): Answer {
    const entity = String(body.entity ?? 'form');
    if (entity !== 'form' && !WALLETS.includes(entity))
      return initError(providerError('2.01', `Unknown entity ${entity}`));
    const session = openFrame(body, body.paymentIntent, entity as FormEntity);
    if ('status' in session) return session;
    const order = processor.order(session.orderId) as OrderRecord;
    return {
      status: 200,
      body: { session: open(session), order: summary(order), events: [{ type: 'mounted', entity }] },
    };
  }

  /** The one-click form, on a resign intent: the saved card is shown, and the CVV asked for if the setting says so. */
  function resignInit(body: Record<string, unknown>): Answer {
    const session = openFrame(body, body.resignIntent, 'resign');
    if ('status' in session) return session;
    const token = session.request.recurring_token;
    if (token === undefined) return initError(providerError('2.01', 'A resign intent needs a recurring_token'));
    Object.assign(session, { mode: 'resign', token });
    const saved = processor.savedCard(token);
    let card = 'Your saved card';
    if (saved?.card_number !== undefined) card = `${brandOf(saved.card_number)} •••• ${saved.card_number.slice(-4)}`;
    else if (saved?.wallet !== undefined)
      card = `Your ${saved.wallet === 'applebtn' ? 'Apple Pay' : 'Google Pay'} card`;
    const order = processor.order(session.orderId) as OrderRecord;
    return {
      status: 200,
      body: {
        session: open(session),
        order: summary(order),
        card,
        cvv: options.resignCvv,
        events: [{ type: 'mounted', entity: 'resign' }],
      },
    };
  }

  function endpoint(path: string, body: Record<string, unknown>): Answer {
    if (path === FORM_PATHS.init) return init(body);
    if (path === FORM_PATHS.resignInit) return resignInit(body);
    if (path === FORM_PATHS.challengeAnswer) {
      const id = String(body.id ?? '');
      return reply(challenged.get(id), processor.completeChallenge(id, body.passed === true));
    }

    const session = sessions.get(String(body.session ?? ''));
    if (!session) return { status: 404, body: { error: providerError('2.05', 'No such form session') } };
    const wrongMode = (mode: FormSession['mode']) =>
      session.mode !== mode ? { status: 400, body: { error: providerError('0.03') } } : undefined;

    switch (path) {
      case FORM_PATHS.pay: {
        const refused = wrongMode('payment');
        if (refused) return refused;
        const checked = checkCardInput(body, new Date(clock.now()));
        return reply(
          session,
          checked.ok
            ? processor.payByCard(session.orderId, checked.card)
            : processor.declineCard(session.orderId, checked.code),
        );
      }
      case FORM_PATHS.walletPay: {
        const refused = wrongMode('payment');
        if (refused) return refused;
        const wallet = String(body.wallet ?? session.entity);
        if (!WALLETS.includes(wallet)) return { status: 400, body: { error: providerError('2.01', 'Unknown wallet') } };
        const attempt = processor.payByWallet(session.orderId, wallet as Wallet, body.fail === true);
        return { status: 200, body: formEvents(attempt, wallet as Wallet, options.origin()) };
      }
      case FORM_PATHS.resignPay: {
        const refused = wrongMode('resign');
        if (refused) return refused;
        const cvvInvalid = options.resignCvv && !CVV.test(String(body.cvv ?? ''));
        return reply(session, processor.payByToken(session.orderId, 'resign', session.token, cvvInvalid));
      }
      case FORM_PATHS.update: {
        const refused = wrongMode('payment');
        if (refused) return refused;
        const opened = openSignedIntent(keys, {
          merchant: keys.publicKey,
          signature: body.signature,
          intent: body.partialIntent,
        });
        if (!opened.ok) return { status: 422, body: { error: opened.error } };
        // The order id cannot change: the rest of the intent takes the partial intent's values.
        const parsed = parseOrderRequest({ ...session.request, ...opened.attributes, order_id: session.orderId });
        if (!parsed.ok) return { status: 422, body: { error: parsed.error } };
        const error = processor.updateOrder(parsed.request);
        if (error) return { status: 409, body: { error } };
        session.request = parsed.request;
        const order = processor.order(session.orderId);
        return { status: 200, body: { order: order && summary(order) } };
      }
      case FORM_PATHS.status: {
        const order = processor.order(session.orderId);
        if (!order) return { status: 404, body: { error: providerError('2.05') } };
        if (order.status === 'processing' || order.status === '3ds_verify')
          return { status: 200, body: { final: false } };
        return {
          status: 200,
          body: { final: true, ...formEvents({ order, error: order.error }, session.entity, options.origin()) },
        };
      }
      default:
        return { status: 404, body: { error: providerError('5.10', `No form endpoint ${path}`) } };
    }
  }

  function page(res: ServerResponse, status: number, html: string): void {
    sendResponse(res, status, html, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': FRAME_CSP,
    });
  }

  /** Handles the request if it is the browser side's; false when it is not. */
  return async function handleForm(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const { pathname } = url;
    const method = req.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      const asset = ASSETS[pathname];
      if (asset) {
        sendResponse(res, 200, asset.text, asset.headers);
        return true;
      }
      const framePage = PAGES[pathname];
      if (framePage) {
        page(res, 200, renderFramePage(framePage, { frame: url.searchParams.get('frame') ?? '' }));
        return true;
      }
      if (pathname === FORM_PATHS.challengePage) {
        const id = url.searchParams.get('id') ?? '';
        const order = processor.orderOfChallenge(id);
        if (!order) {
          sendResponse(res, 404, 'No such 3-D Secure challenge');
          return true;
        }
        const session = challenged.get(id);
        const data: Record<string, string> = {
          frame: url.searchParams.get('frame') ?? '',
          challenge: id,
          entity: session?.entity ?? 'form',
          amountText: `${formatAmount(order.amount, order.currency)}${order.order_description ? ` for ${order.order_description}` : ''}`,
        };
        if (session?.parentOrigin !== undefined) data.parentOrigin = session.parentOrigin;
        page(res, 200, renderFramePage('challenge', data));
        return true;
      }
      return false;
    }
    if (method !== 'POST' || !pathname.startsWith('/form/')) return false;
    const text = await readBodyText(req);
    let body: unknown;
    try {
      body = JSON.parse(text ?? '');
    } catch {
      body = undefined;
    }
    const answer =
      typeof body === 'object' && body !== null
        ? endpoint(pathname, body as Record<string, unknown>)
        : { status: 400, body: { error: providerError(text ? '2.01' : '2.07') } };
    sendResponse(res, answer.status, answer.body);
    return true;
  };
}
