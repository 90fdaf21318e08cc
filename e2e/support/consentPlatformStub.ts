import type { Page } from '@playwright/test';

/**
 * The consent platform the production e2e app is built with (OneTrust's script and a domain id of the tests'), so
 * the runtime's side of it is tried in Chromium; no request leaves the machine: every page routes the script to
 * `CONSENT_PLATFORM_STUB`.
 */
export const E2E_CONSENT_PLATFORM = {
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
  NEXT_PUBLIC_CONSENT_DOMAIN_ID: 'e2e-consent-domain-0000',
};

/**
 * The platform's script as the runtime meets it: once loaded it sets `OnetrustActiveGroups` (strictly necessary
 * only, unless the page set `__consentPlatformGroups` first) and calls the page's `OptanonWrapper`; a later choice
 * (`__consentPlatform.choose(groups)`, as the visitor's in its banner) calls `OptanonWrapper` again and the listeners
 * given to `OneTrust.OnConsentChanged`. `__consentPlatform` keeps the domain id the script was loaded with.
 */
const CONSENT_PLATFORM_STUB = `(function () {
  var w = window;
  var script = document.currentScript;
  var state = (w.__consentPlatform = { domainId: script && script.dataset.domainScript, listeners: [] });
  w.OneTrust = {
    OnConsentChanged: function (listener) { state.listeners.push(listener); },
    ToggleInfoDisplay: function () {},
  };
  state.choose = function (groups) {
    w.OnetrustActiveGroups = groups;
    if (w.OptanonWrapper) w.OptanonWrapper();
    state.listeners.forEach(function (listener) { listener({ detail: groups.split(',').filter(Boolean) }); });
  };
  w.OnetrustActiveGroups = w.__consentPlatformGroups || ',C0001,';
  setTimeout(function () { if (w.OptanonWrapper) w.OptanonWrapper(); });
})();`;

/** Routes the consent platform's script to the stub (a test's own route, added later, takes its place). */
export const stubConsentPlatform = (page: Page) =>
  page.route(E2E_CONSENT_PLATFORM.NEXT_PUBLIC_CONSENT_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: CONSENT_PLATFORM_STUB }),
  );
