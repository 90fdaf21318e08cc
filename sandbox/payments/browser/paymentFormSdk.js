/*
 * The payment sandbox's browser SDK: `window.PaymentFormSdk` as the provider's script defines it
 * (docs/payment-provider.md#browser-sdk; the ClientSdk of @solidgate/client-sdk-loader), so the loader and the
 * provider's React components drive it unchanged. Plain script, served as is: no build step.
 *
 * `init` mounts the card form in a frame of the sandbox's origin (and wallet buttons in their own
 * containers, or inside the form); `resign` mounts the one-click form. The frames talk to this page
 * by postMessage only; each instance hands their events to its listeners as MessageEvents whose
 * `data` is the event (`form.on('success', (e) => e.data.order)`).
 */
(() => {
  if (window.PaymentFormSdk) return;

  /** Marks the sandbox's messages among whatever else the page posts. */
  const CHANNEL = 'solidgate-sandbox';
  /** The loader's script element, when `document.currentScript` is gone (never, for a classic script). */
  const LOADER_SCRIPT_ID = 'solid-payment-form-source';
  const script = document.currentScript || document.getElementById(LOADER_SCRIPT_ID);
  /** The sandbox's origin: the frames' pages are there, and only messages from there are heard. */
  const ORIGIN = new URL(script ? script.src : window.location.href).origin;
  const PAGES = { card: '/form/card', resign: '/form/resign', button: '/form/button' };
  /** The init config's wallet params and the entity each wallet's events carry. */
  const WALLETS = [
    ['applePayButtonParams', 'applebtn', 'Apple Pay'],
    ['googlePayButtonParams', 'googlebtn', 'Google Pay'],
    ['paypalButtonParams', 'paypal', 'PayPal'],
  ];
  const DEFAULT_WIDTH = '100%';
  /** Heights before a frame reports its own (px), so the page does not jump from nothing. */
  const FORM_HEIGHT = 380;
  const RESIGN_HEIGHT = 180;
  const BUTTON_HEIGHT = 90;

  let lastFrameId = 0;
  /** Mounted frames by id. */
  const frames = new Map();
  /**
   * What is mounted in each container, by kind and container id: its instance (kept across re-inits,
   * whose listeners the provider's React components keep) and its frames. A resign form gets an
   * instance of its own even in the container a card form had: React's <Payment> and <Resign> use the
   * same container id, and <Payment> never unsubscribes.
   */
  const mounts = new Map();

  window.addEventListener('message', (event) => {
    if (event.origin !== ORIGIN) return;
    const data = event.data;
    if (!data || data.channel !== CHANNEL) return;
    const frame = frames.get(data.frameId);
    if (!frame || event.source !== frame.iframe.contentWindow) return;
    frame.receive(data);
  });

  /** A form instance: its listeners, and the requests (update) waiting for its frame's answer. */
  function createInstance() {
    const listeners = new Map();
    const requests = new Map();
    let lastRequestId = 0;
    let formFrame = null;

    const control = {
      emit(message) {
        const callbacks = listeners.get(message.type);
        if (!callbacks) return;
        const event = new MessageEvent(message.type, { data: message, origin: ORIGIN });
        for (const callback of [...callbacks]) {
          try {
            callback(event);
          } catch (error) {
            // One failing listener must not silence the others; the error still reaches the console.
            setTimeout(() => {
              throw error;
            });
          }
        }
      },
      /** Emits after the caller had its turn to subscribe (init returns before any event). */
      emitSoon(message) {
        setTimeout(() => control.emit(message));
      },
      answer(reply) {
        const request = requests.get(reply.requestId);
        if (!request) return;
        requests.delete(reply.requestId);
        if (reply.ok) request.resolve();
        else request.reject(Object.assign(new Error(reply.message || 'Update refused'), { code: reply.code }));
      },
      setFormFrame(frame) {
        formFrame = frame;
        for (const request of requests.values()) request.reject(new Error('The form was mounted again'));
        requests.clear();
      },
    };

    const instance = {
      on(type, callback) {
        if (typeof callback !== 'function') return;
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type).add(callback);
      },
      unsubscribe(type) {
        listeners.delete(type);
      },
      unsubscribeAll() {
        listeners.clear();
      },
      submit() {
        if (formFrame) formFrame.send({ kind: 'submit' });
      },
      update(config) {
        if (!formFrame) return Promise.reject(new Error('No form is mounted'));
        const requestId = ++lastRequestId;
        const frame = formFrame;
        return new Promise((resolve, reject) => {
          requests.set(requestId, { resolve, reject });
          frame.send({
            kind: 'update',
            requestId,
            partialIntent: config?.partialIntent,
            signature: config?.signature,
            formParams: config?.formParams,
          });
        });
      },
      applyCoupon() {
        return Promise.reject(new Error('The payment sandbox has no coupons'));
      },
    };
    return { instance, control };
  }

  /** Mounts one frame of the sandbox in `container`; `init` is what it is told once it is ready. */
  function mountFrame(container, page, init, control, options) {
    const frameId = `sg-frame-${++lastFrameId}`;
    const iframe = document.createElement('iframe');
    iframe.title = options.title;
    iframe.allow = 'payment';
    // Style properties, not a style attribute: a page's CSP may forbid inline style attributes.
    iframe.style.border = '0';
    iframe.style.display = 'block';
    iframe.style.width = options.width || DEFAULT_WIDTH;
    iframe.style.height = `${options.height}px`;

    let ready = false;
    const queue = [];
    const frame = {
      iframe,
      send(message) {
        if (!ready) queue.push(message);
        else iframe.contentWindow.postMessage({ channel: CHANNEL, ...message }, ORIGIN);
      },
      receive(data) {
        if (data.kind === 'ready') {
          ready = true;
          frame.send({ kind: 'init', payload: init });
          for (const message of queue.splice(0)) frame.send(message);
        } else if (data.kind === 'size') {
          iframe.style.height = `${data.height}px`;
          if (options.reportsSize) control.emit({ type: 'resize', height: data.height, width: data.width });
        } else if (data.kind === 'event') {
          control.emit(data.message);
        } else if (data.kind === 'reply') {
          control.answer(data);
        }
      },
      remove() {
        frames.delete(frameId);
        iframe.remove();
      },
    };
    frames.set(frameId, frame);
    iframe.src = `${ORIGIN}${page}?frame=${encodeURIComponent(frameId)}`;
    container.appendChild(iframe);
    return frame;
  }

  /** The container's mount, its old frames removed: a re-init keeps the instance and its listeners. */
  function remount(key) {
    // Frames whose element is gone (replaced, or unmounted by the page) will never speak again.
    for (const [frameId, frame] of frames) if (!frame.iframe.isConnected) frames.delete(frameId);
    const existing = mounts.get(key);
    if (existing) {
      for (const frame of existing.frames) frame.remove();
      existing.frames = [];
      return existing;
    }
    const mount = { ...createInstance(), frames: [] };
    mounts.set(key, mount);
    return mount;
  }

  function missing(control, what) {
    const message = `The payment sandbox found no element with the id "${what}"`;
    console.error(message);
    control.emitSoon({ type: 'error', value: { name: 'InitPaymentError', message } });
  }

  window.PaymentFormSdk = {
    init(config) {
      const settings = config || {};
      const iframeParams = settings.iframeParams || {};
      const containerId = iframeParams.containerId || '';
      const mount = remount(`form:${containerId}`);
      const container = document.getElementById(containerId);
      if (!container) {
        missing(mount.control, containerId);
        return mount.instance;
      }
      const inForm = [];
      for (const [key, entity, title] of WALLETS) {
        const params = settings[key];
        if (!params || params.enabled === false) continue;
        if (!params.containerId) {
          inForm.push(entity);
          continue;
        }
        const element = document.getElementById(params.containerId);
        if (!element) {
          missing(mount.control, params.containerId);
          continue;
        }
        element.replaceChildren();
        const init = { mode: 'button', entity, merchantData: settings.merchantData, params };
        const frame = mountFrame(element, PAGES.button, init, mount.control, {
          title: `${title} (payment sandbox)`,
          height: BUTTON_HEIGHT,
          width: DEFAULT_WIDTH,
        });
        mount.frames.push(frame);
      }
      container.replaceChildren();
      const init = {
        mode: 'card',
        entity: 'form',
        merchantData: settings.merchantData,
        formParams: settings.formParams || {},
        hasStyles: Boolean(settings.styles),
        wallets: inForm,
      };
      const frame = mountFrame(container, PAGES.card, init, mount.control, {
        title: 'Payment form (payment sandbox)',
        height: FORM_HEIGHT,
        width: iframeParams.width,
        reportsSize: true,
      });
      mount.frames.push(frame);
      mount.control.setFormFrame(frame);
      return mount.instance;
    },

    resign(request, config) {
      const settings = config || {};
      const place = settings.container || {};
      const mount = remount(`resign:${place.id || ''}`);
      const container = document.getElementById(place.id || '');
      if (!container) {
        missing(mount.control, place.id || '');
        return Promise.resolve(mount.instance);
      }
      container.replaceChildren();
      const init = {
        mode: 'resign',
        entity: 'resign',
        resignRequest: request || {},
        appearance: settings.appearance || {},
        hasStyles: Boolean(settings.styles),
      };
      const frame = mountFrame(container, PAGES.resign, init, mount.control, {
        title: 'Confirm payment (payment sandbox)',
        height: RESIGN_HEIGHT,
        width: place.width,
        reportsSize: true,
      });
      mount.frames.push(frame);
      mount.control.setFormFrame(frame);
      return Promise.resolve(mount.instance);
    },

    destroy() {
      for (const mount of mounts.values()) {
        for (const frame of mount.frames) frame.remove();
        mount.instance.unsubscribeAll();
      }
      mounts.clear();
    },
  };
})();
