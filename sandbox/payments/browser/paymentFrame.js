/*
 * The payment sandbox's frames: the card form, the one-click (resign) form, a wallet button, and the
 * 3-D Secure challenge page. Plain script, served as is. The page's body says which one it is
 * (data-page) and which frame of the SDK it is (data-frame). The frame tells the SDK it is ready, is
 * told the merchant's data, calls the sandbox (the endpoints of formPaths.ts), and posts to the page
 * the SDK events the sandbox answers with.
 */
(() => {
  const CHANNEL = 'solidgate-sandbox';
  const PATHS = {
    init: '/form/init',
    resignInit: '/form/resign-init',
    pay: '/form/pay',
    resignPay: '/form/resign-pay',
    walletPay: '/form/wallet-pay',
    update: '/form/update',
    status: '/form/status',
    challengeAnswer: '/form/challenge-answer',
  };
  /** How often a processing order (a 7.04 cascade) is asked about until it is final. */
  const POLL_MS = 1000;
  /** The first digits of a card number that name its bank and brand. */
  const BIN_LENGTH = 6;
  const WALLET_NAMES = { applebtn: 'Apple Pay', googlebtn: 'Google Pay', paypal: 'PayPal' };
  /** The interaction target names of the wallet buttons. */
  const WALLET_TARGETS = { applebtn: 'applePay', googlebtn: 'googlePay', paypal: 'paypal' };
  const WALLET_FAILURES = { applebtn: '7.05', googlebtn: '7.02', paypal: '0.01' };

  const body = document.body;
  const page = body.dataset.page;
  const frameId = body.dataset.frame || '';
  let parentOrigin = body.dataset.parentOrigin || null;
  let session = null;
  const $ = (id) => document.getElementById(id);

  /** Posts to the merchant's page, and only to it (its origin is known from its first message). */
  function post(kind, extra) {
    if (parentOrigin && window.parent !== window)
      window.parent.postMessage({ channel: CHANNEL, frameId, kind, ...extra }, parentOrigin);
  }
  const emit = (message) => post('event', { message });

  function setStatus(text) {
    const status = $('sg-status');
    if (status) status.textContent = text;
  }

  /** POSTs to the sandbox: its JSON answer, or an SDK error event (ConnectionError, GatewayError) when none. */
  async function call(path, payload) {
    let response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    } catch (error) {
      emit({ type: 'error', value: { name: 'ConnectionError', message: String(error) } });
      setStatus('The payment service cannot be reached. Try again.');
      return null;
    }
    const reply = await response.json().catch(() => ({}));
    if (!response.ok && !reply.events) {
      const code = reply.error ? reply.error.code : '5.03';
      const message = reply.error ? reply.error.messages[0] : `HTTP ${response.status}`;
      emit({ type: 'error', value: { name: 'GatewayError', message }, details: { code, message } });
      setStatus(message);
      return null;
    }
    return reply;
  }

  /** Posts an answer's events, then follows it: to the challenge page, or polling a processing order. */
  function follow(reply, done) {
    if (!reply) return done?.();
    for (const message of reply.events || []) emit(message);
    const last = (reply.events || []).at(-1);
    if (reply.redirect) {
      setStatus('Redirecting to 3-D Secure…');
      // The challenge page learns which frame it is from its address.
      window.location.assign(`${reply.redirect}&frame=${encodeURIComponent(frameId)}`);
      return;
    }
    if (last && last.type === 'success') setStatus('Payment approved.');
    if (last && last.type === 'fail') setStatus(`Payment declined: ${last.message} (${last.code}).`);
    if (reply.poll) {
      setStatus('Processing…');
      setTimeout(async () => follow(await poll(), done), POLL_MS);
      return;
    }
    if (done) done();
  }

  async function poll() {
    for (;;) {
      const reply = await call(PATHS.status, { session });
      if (!reply || reply.final) return reply;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /* ---------------------------------------------------------------- sizes */

  /** Tells the SDK the content's size, so it fits the frame to it. */
  function reportSize() {
    const main = $('sg-main');
    if (!main) return;
    const height = Math.ceil(main.getBoundingClientRect().height);
    post('size', { height, width: Math.ceil(main.getBoundingClientRect().width) });
  }

  /* ---------------------------------------------------------------- card form */

  const CARD_FIELDS = ['cardNumber', 'cardExpiryDate', 'cardCvv', 'cardHolder'];
  const touched = {};

  const digits = (value) => value.replace(/\D/g, '');

  function passesLuhn(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** The expiry as month and full year, or null. */
  function readExpiry(value) {
    const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
    if (!match) return null;
    const month = Number(match[1]);
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    return { month, year };
  }

  /** Why a field's value is refused, or '' when it is fine. */
  function problemOf(name) {
    const input = $(name);
    const value = input ? input.value : '';
    if (name === 'cardNumber') {
      const number = digits(value);
      return number.length >= 12 && number.length <= 19 && passesLuhn(number) ? '' : 'Enter a valid card number.';
    }
    if (name === 'cardExpiryDate') {
      const expiry = readExpiry(value);
      const now = new Date();
      const valid =
        expiry &&
        expiry.month >= 1 &&
        expiry.month <= 12 &&
        (expiry.year > now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month >= now.getMonth() + 1));
      return valid ? '' : 'Enter a future expiry date as MM/YY.';
    }
    if (name === 'cardCvv' || name === 'resignCvv') return /^\d{3,4}$/.test(value) ? '' : 'Enter the 3 or 4 digit CVV.';
    return '';
  }

  function showProblem(name, problem) {
    const input = $(name);
    const error = $(`${name}-error`);
    if (!input || !error) return;
    error.textContent = problem;
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** The form's state as the SDK's interaction event carries it. */
  function formState(names, key) {
    const fields = {};
    for (const name of names) {
      if (!$(name) || $(`${name}-field`).hidden) continue;
      fields[name] = { isValid: problemOf(name) === '', isTouched: Boolean(touched[name]) };
    }
    const states = Object.values(fields);
    return {
      [key]: {
        fields,
        isValid: states.every((state) => state.isValid),
        isTouched: states.some((state) => state.isTouched),
      },
    };
  }

  function watchFields(names, key) {
    for (const name of names) {
      const input = $(name);
      if (!input) continue;
      const interaction = (type) =>
        emit({
          type: 'interaction',
          target: { type: 'input', name, interaction: type },
          ...formState(names, key),
        });
      input.addEventListener('focus', () => interaction('focus'));
      input.addEventListener('blur', () => {
        touched[name] = true;
        showProblem(name, input.value ? problemOf(name) : '');
        interaction('blur');
      });
      input.addEventListener('change', () => interaction('change'));
    }
  }

  let lastBin = '';
  function formatCardInput() {
    const number = $('cardNumber');
    number.addEventListener('input', () => {
      const value = digits(number.value).slice(0, 19);
      number.value = value.replace(/(\d{4})(?=\d)/g, '$1 ');
      const bin = value.slice(0, BIN_LENGTH);
      if (bin.length === BIN_LENGTH && bin !== lastBin) {
        lastBin = bin;
        const brand = bin.startsWith('4') ? 'VISA' : bin.startsWith('5') ? 'MASTERCARD' : 'UNKNOWN';
        emit({
          type: 'card',
          card: { brand, bin, cardType: 'CREDIT', bank: 'Sandbox Bank', binCountry: 'USA', cardCategory: 'CLASSIC' },
        });
      }
    });
    const expiry = $('cardExpiryDate');
    expiry.addEventListener('input', () => {
      const value = digits(expiry.value).slice(0, 4);
      expiry.value = value.length > 2 ? `${value.slice(0, 2)}/${value.slice(2)}` : value;
    });
  }

  /** Labels, placeholders and the button's text from the SDK's formParams (or the resign appearance). */
  function applyTexts(texts) {
    const settings = texts || {};
    for (const name of ['cardNumber', 'cardExpiryDate', 'cardCvv', 'cardHolder', 'resignCvv']) {
      const label = settings[`${name}Label`];
      const placeholder = settings[`${name}Placeholder`];
      if (label && $(`${name}-label`)) $(`${name}-label`).textContent = label;
      if (placeholder && $(name)) $(name).placeholder = placeholder;
    }
    const title = settings.headerText || settings.titleText;
    if (title && $('sg-title')) {
      $('sg-title').textContent = title;
      $('sg-title').hidden = false;
    }
    if (settings.submitButtonText) $('sg-submit').textContent = settings.submitButtonText;
    // allowSubmit: false hides the pay button; the merchant's page submits with form.submit().
    if (settings.allowSubmit === false) $('sg-submit').hidden = true;
  }

  let busy = false;
  function submitCard() {
    if (busy || !session) return;
    const refused = ['cardNumber', 'cardExpiryDate', 'cardCvv'].filter((name) => problemOf(name) !== '');
    for (const name of ['cardNumber', 'cardExpiryDate', 'cardCvv']) showProblem(name, problemOf(name));
    if (refused.length > 0) {
      $(refused[0]).focus();
      return;
    }
    const expiry = readExpiry($('cardExpiryDate').value);
    emit({ type: 'submit', entity: 'form' });
    busy = true;
    $('sg-submit').disabled = true;
    setStatus('Processing…');
    call(PATHS.pay, {
      session,
      card_number: digits($('cardNumber').value),
      card_exp_month: expiry.month,
      card_exp_year: expiry.year,
      card_cvv: $('cardCvv').value,
      card_holder: $('cardHolder').value,
    }).then((reply) =>
      follow(reply, () => {
        busy = false;
        $('sg-submit').disabled = false;
      }),
    );
  }

  /** A wallet's buttons: pay (approved), and a sandbox-only one that makes the wallet fail. */
  function renderWallet(container, wallet) {
    const name = WALLET_NAMES[wallet];
    const group = document.createElement('div');
    group.className = 'sg-wallet';
    const pay = document.createElement('button');
    pay.type = 'button';
    pay.className = `sg-wallet-pay sg-${wallet}`;
    pay.textContent = `Pay with ${name}`;
    const fail = document.createElement('button');
    fail.type = 'button';
    fail.className = 'sg-secondary';
    fail.textContent = `Simulate ${name} failing (${WALLET_FAILURES[wallet]})`;
    group.append(pay, fail);
    container.append(group);
    const click = (failing) => {
      if (busy || !session) return;
      emit({ type: 'interaction', target: { type: 'button', name: WALLET_TARGETS[wallet], interaction: 'click' } });
      emit({ type: 'submit', entity: wallet });
      busy = true;
      setStatus('Processing…');
      call(PATHS.walletPay, { session, wallet, fail: failing }).then((reply) =>
        follow(reply, () => {
          busy = false;
        }),
      );
    };
    pay.addEventListener('click', () => click(false));
    fail.addEventListener('click', () => click(true));
    emit({ type: 'mounted', entity: wallet });
  }

  function showOrder(order) {
    const amount = $('sg-amount');
    if (amount)
      amount.textContent = `${order.amount_text}${order.order_description ? ` · ${order.order_description}` : ''}`;
  }

  /** A form whose intent is refused: the error event is posted; the visitor is told in a word. */
  function refused(reply) {
    for (const message of reply.events || []) emit(message);
    const form = $('sg-form');
    if (form) form.hidden = true;
    setStatus(`This payment cannot start: ${reply.error ? reply.error.messages[0] : 'unknown error'}.`);
  }

  async function startCard(init) {
    applyTexts(init.formParams);
    if (init.formParams && init.formParams.enabled === false) $('sg-form').hidden = true;
    const reply = await call(PATHS.init, { ...init.merchantData, entity: 'form', parentOrigin });
    if (!reply) return;
    if (!reply.session) return refused(reply);
    session = reply.session;
    showOrder(reply.order);
    for (const message of reply.events) emit(message);
    for (const wallet of init.wallets || []) renderWallet($('sg-wallets'), wallet);
    if (init.hasStyles) emit({ type: 'customStylesAppended' });
    $('sg-submit').disabled = false;
    formatCardInput();
    watchFields(CARD_FIELDS, 'cardForm');
    $('sg-form').addEventListener('submit', (event) => {
      event.preventDefault();
      emit({
        type: 'interaction',
        target: { type: 'button', name: 'submit', interaction: 'click' },
        ...formState(CARD_FIELDS, 'cardForm'),
      });
      submitCard();
    });
    if (init.formParams?.autoFocus) $('cardNumber').focus();
  }

  async function startButton(init) {
    const reply = await call(PATHS.init, { ...init.merchantData, entity: init.entity, parentOrigin });
    if (!reply) return;
    if (!reply.session) return refused(reply);
    session = reply.session;
    renderWallet($('sg-wallets'), init.entity);
  }

  let cvvAsked = true;
  function submitResign() {
    if (busy || !session) return;
    if (cvvAsked) {
      const problem = problemOf('resignCvv');
      showProblem('resignCvv', problem);
      if (problem) {
        $('resignCvv').focus();
        return;
      }
    }
    emit({ type: 'submit', entity: 'resign' });
    busy = true;
    $('sg-submit').disabled = true;
    setStatus('Processing…');
    call(PATHS.resignPay, { session, cvv: cvvAsked ? $('resignCvv').value : undefined }).then((reply) =>
      follow(reply, () => {
        busy = false;
        $('sg-submit').disabled = false;
      }),
    );
  }

  async function startResign(init) {
    const appearance = init.appearance || {};
    applyTexts({
      resignCvvLabel: appearance.resignCvvLabel,
      resignCvvPlaceholder: appearance.resignCvvPlaceholder,
      submitButtonText: appearance.submitButtonText,
      allowSubmit: appearance.allowSubmit,
    });
    if (appearance.hideCvvNumbers) $('resignCvv').type = 'password';
    const request = init.resignRequest || {};
    const reply = await call(PATHS.resignInit, {
      merchant: request.merchant,
      signature: request.signature,
      resignIntent: request.resignIntent,
      parentOrigin,
    });
    if (!reply) return;
    if (!reply.session) return refused(reply);
    session = reply.session;
    showOrder(reply.order);
    $('sg-card').textContent = reply.card;
    cvvAsked = reply.cvv;
    $('resignCvv-field').hidden = !cvvAsked;
    for (const message of reply.events) emit(message);
    if (init.hasStyles) emit({ type: 'customStylesAppended' });
    $('sg-submit').disabled = false;
    watchFields(['resignCvv'], 'resignForm');
    $('sg-form').addEventListener('submit', (event) => {
      event.preventDefault();
      submitResign();
    });
    if (appearance.autoFocus && cvvAsked) $('resignCvv').focus();
  }

  /** The SDK's `update`: new texts, and a new partial intent (amount, product...) for the unpaid order. */
  async function update(message) {
    if (message.formParams) applyTexts(message.formParams);
    if (!message.partialIntent) return post('reply', { requestId: message.requestId, ok: true });
    const reply = await call(PATHS.update, {
      session,
      partialIntent: message.partialIntent,
      signature: message.signature,
    });
    if (reply?.order) {
      showOrder(reply.order);
      post('reply', { requestId: message.requestId, ok: true });
    } else {
      const error = reply?.error;
      post('reply', {
        requestId: message.requestId,
        ok: false,
        code: error?.code,
        message: error?.messages[0],
      });
    }
  }

  /* ---------------------------------------------------------------- challenge page */

  function startChallenge() {
    $('sg-amount').textContent = body.dataset.amountText || '';
    const answer = async (passed) => {
      $('sg-pass').disabled = true;
      $('sg-fail').disabled = true;
      setStatus('Verifying…');
      const reply = await call(PATHS.challengeAnswer, { id: body.dataset.challenge, passed });
      $('sg-choices').hidden = true;
      follow(reply);
    };
    $('sg-pass').addEventListener('click', () => answer(true));
    $('sg-fail').addEventListener('click', () => answer(false));
  }

  /* ---------------------------------------------------------------- start */

  const STARTS = { card: startCard, button: startButton, resign: startResign };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const data = event.data;
    if (!data || data.channel !== CHANNEL) return;
    if (data.kind === 'init' && !parentOrigin && STARTS[page]) {
      parentOrigin = event.origin;
      // Once started, the frame's size is news to the SDK, which could not be told before.
      Promise.resolve(STARTS[page](data.payload || {})).then(reportSize);
      return;
    }
    if (event.origin !== parentOrigin) return;
    if (data.kind === 'submit' && page === 'resign') submitResign();
    else if (data.kind === 'submit') submitCard();
    if (data.kind === 'update') update(data);
  });

  if ('ResizeObserver' in window && $('sg-main')) new ResizeObserver(reportSize).observe($('sg-main'));
  if (page === 'challenge') startChallenge();
  // The SDK answers with the merchant's data; until then the frame knows nobody to post to.
  else if (window.parent !== window) window.parent.postMessage({ channel: CHANNEL, frameId, kind: 'ready' }, '*');
})();
