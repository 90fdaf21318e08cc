import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { EXPERIMENT_COOKIE_MAX_AGE_S, VISITOR_COOKIE, variantCookie } from '@/schemas/experiments/experimentCookies';
import type { Experiment } from '@/schemas/funnelSchema';
import { BUCKETS } from './variantBucket';

/** The query parameter that, in tester mode, puts the tester in the variant it names (`?variant=palm-v3`). */
export const FORCE_VARIANT_PARAMETER = 'variant';

/**
 * The assignment of assignVariant, written for the page itself: it runs inline, before the first step is parsed, so
 * a visitor of another variant than the one this page shows is moved before anything is painted. It keeps the
 * visitor id (made once), keeps or gives the variant (the same FNV-1a hash and weights as assignVariant, which
 * variantScript.test.ts holds it to; in tester mode, the one `?variant=` names), and, when the page shows another
 * variant, loads the address again once: the proxy then answers with the visitor's variant. Where the browser has the
 * Cookie Store API, that load waits until the variant's cookie is stored (at most STORE_WAIT_MS), the page stopped
 * meanwhile so nothing of the wrong variant runs or is counted: a `document.cookie` write reaches Chromium's cookie
 * store on its own time, and a load begun at once may leave without it (seen in the e2e runs: the proxy answered the
 * page's variant again, and the visitor stayed in it). ES5 and self-contained: it runs before any bundle.
 */
const SCRIPT = `(function (c) {
  function read(name) {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : undefined;
  }
  function write(name, value) {
    document.cookie = name + '=' + encodeURIComponent(value) + '; Path=/; Max-Age=' + c.maxAge + '; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
  }
  function fnv(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) { hash ^= text.charCodeAt(i); hash = Math.imul(hash, 0x01000193); }
    return hash >>> 0;
  }
  function newId() {
    if (crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16)), h = '';
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    for (var i = 0; i < 16; i++) h += (b[i] + 256).toString(16).slice(1) + ([3, 5, 7, 9].indexOf(i) >= 0 ? '-' : '');
    return h;
  }
  try {
    var visitor = read(c.visitorCookie);
    if (!visitor || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(visitor)) {
      visitor = newId();
      write(c.visitorCookie, visitor);
    }
    var prefix = c.experimentId + '.', kept = read(c.cookie), given;
    var ids = c.variants.map(function (v) { return v.id; });
    var tester = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(read(c.testerCookie) || '');
    var forced = tester ? new URLSearchParams(location.search).get(c.forceParameter) : null;
    if (forced !== null && ids.indexOf(forced) >= 0) {
      given = forced;
      write(c.cookie, prefix + given);
    } else if (kept && kept.indexOf(prefix) === 0 && ids.indexOf(kept.slice(prefix.length)) >= 0) given = kept.slice(prefix.length);
    else {
      var bucket = (fnv(String(fnv(c.experimentId + visitor))) % c.buckets) / c.buckets, total = 0, upTo = 0;
      c.variants.forEach(function (v) { total += Math.max(0, v.weight); });
      if (total <= 0) return;
      for (var i = 0; i < c.variants.length && given === undefined; i++) {
        upTo += Math.max(0, c.variants[i].weight) / total;
        if (bucket < upTo) given = c.variants[i].id;
      }
      for (var j = c.variants.length - 1; given === undefined && j >= 0; j--) if (c.variants[j].weight > 0) given = c.variants[j].id;
      write(c.cookie, prefix + given);
    }
    if (given !== c.shown && sessionStorage.getItem(c.cookie) !== given) {
      sessionStorage.setItem(c.cookie, given);
      var gone = false, again = function () { if (!gone) { gone = true; location.replace(location.href); } };
      if (typeof cookieStore === 'undefined') return again();
      stop();
      cookieStore.set({ name: c.cookie, value: encodeURIComponent(prefix + given), path: '/',
        expires: Date.now() + c.maxAge * 1000, sameSite: 'lax' }).then(again, again);
      setTimeout(again, c.storeWaitMs);
    }
  } catch (e) {}
})`;

/** How long the page waits for the browser to store the variant's cookie before it loads the address again anyway. */
const STORE_WAIT_MS = 1000;

/** What the page's script is given: the experiment running at this funnel path, and the variant the page shows. */
export type VariantScriptInput = { experiment: Experiment; funnelPath: string; shown: string };

/**
 * The inline script of a funnel page whose experiment runs. Its settings are JSON with `<` escaped, so no value can
 * end the script element.
 */
export function variantScript({ experiment, funnelPath, shown }: VariantScriptInput): string {
  const settings = {
    experimentId: experiment.id,
    variants: experiment.variants.map(({ id, weight }) => ({ id, weight })),
    shown,
    cookie: variantCookie.name(funnelPath),
    visitorCookie: VISITOR_COOKIE,
    maxAge: EXPERIMENT_COOKIE_MAX_AGE_S,
    testerCookie: TESTER_TOKEN_COOKIE,
    forceParameter: FORCE_VARIANT_PARAMETER,
    buckets: BUCKETS,
    storeWaitMs: STORE_WAIT_MS,
  };
  return `${SCRIPT}(${JSON.stringify(settings).replaceAll('<', '\\u003c')});`;
}
