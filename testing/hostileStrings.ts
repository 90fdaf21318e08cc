/**
 * Hostile content an author (or whoever gets hold of the builder) might write into a definition's text: markup, script,
 * event handlers, `javascript:` URLs, breakouts from attributes, titles and inline JSON, template and CSS injection.
 * Each one, should it ever run or be rendered as markup, leaves a trace a test can read: it sets `window.__pwned`
 * (HOSTILE_TRACE), opens a dialog (`alert`), or asks this site for a path under HOSTILE_TRAP_PATH, which a test routes
 * and counts. The paths are this site's own, so the content security policy (which allows them) cannot hide a trace.
 */

/** The global a payload that ran sets. */
export const HOSTILE_TRACE = '__pwned';

/** The path a payload rendered as markup asks for (an image, a stylesheet, a script, a frame). */
export const HOSTILE_TRAP_PATH = '/__hostile-trap';

/** Payloads that are markup: rendered as HTML, each would run script, open a dialog or ask for the trap path. */
export const HOSTILE_MARKUP = [
  `<script>window.__pwned='script';alert('script')</script>`,
  `<img src=${HOSTILE_TRAP_PATH}/img onerror="window.__pwned='img';alert('img')">`,
  `<svg onload="window.__pwned='svg'"><image href=${HOSTILE_TRAP_PATH}/svg /></svg>`,
  `"><script>window.__pwned='attribute'</script><img src=${HOSTILE_TRAP_PATH}/attribute>`,
  `'><img src=${HOSTILE_TRAP_PATH}/quote onerror=alert('quote')>`,
  `</title><script>window.__pwned='title'</script><img src=${HOSTILE_TRAP_PATH}/title>`,
  `</script><script>window.__pwned='json'</script><img src=${HOSTILE_TRAP_PATH}/json>`,
  `<!--<script>window.__pwned='comment'</script>--><img src=${HOSTILE_TRAP_PATH}/comment>`,
  `<a href="javascript:window.__pwned='href'" id=hostile-link>link</a><img src=${HOSTILE_TRAP_PATH}/href>`,
  `<iframe src="javascript:parent.__pwned='iframe'"></iframe><iframe src=${HOSTILE_TRAP_PATH}/iframe></iframe>`,
  `<details open ontoggle="window.__pwned='toggle'"><summary>x</summary></details>`,
  `<style>@import '${HOSTILE_TRAP_PATH}/import';</style>`,
  `<div style="background:url(${HOSTILE_TRAP_PATH}/style);width:expression(alert('expression'))">x</div>`,
  `<link rel=stylesheet href=${HOSTILE_TRAP_PATH}/link>`,
  `<script src=${HOSTILE_TRAP_PATH}/script.js></script>`,
  `<object data=${HOSTILE_TRAP_PATH}/object></object>`,
  `<math><mtext><table><mglyph><style><img src=${HOSTILE_TRAP_PATH}/mxss onerror=alert('mxss')>`,
  `<input autofocus onfocus="window.__pwned='focus'">`,
  `<body onload="window.__pwned='body'">`,
  `<base href=${HOSTILE_TRAP_PATH}/base/><img src=base.png>`,
  `<meta http-equiv=refresh content="0;url=javascript:alert('refresh')">`,
] as const;

/**
 * Payloads that are text an unsafe renderer or template engine might act on: a `javascript:` URL, template
 * expressions, CSS expressions, entities and percent-escapes that decode to markup. (U+2028 and U+2029, which once
 * broke inline JSON, are left out: an accessible name folds them to spaces, so a walk could not find its button.)
 */
export const HOSTILE_TEXT = [
  `javascript:window.__pwned='url';alert('url')`,
  `{{constructor.constructor('window.__pwned="template";alert(1)')()}}`,
  `\${window.__pwned='literal'} #{alert('ruby')} <%= alert('erb') %>`,
  `expression(alert('css')) url(javascript:alert('css'))`,
  `&lt;img src=${HOSTILE_TRAP_PATH}/entity onerror=alert('entity')&gt;`,
  `%3Cimg%20src%3D${HOSTILE_TRAP_PATH}/percent%20onerror%3Dalert(1)%3E`,
] as const;

/** The whole corpus, markup first. */
export const HOSTILE_CONTENT: readonly string[] = [...HOSTILE_MARKUP, ...HOSTILE_TEXT];
