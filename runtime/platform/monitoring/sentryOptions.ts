import type { Environment } from '@/schemas/enums/environments';

/**
 * docs/limits.md#error-monitoring-sampling: session replays are recorded for a tenth of the sessions that hit an error.
 */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 0.1;
/** docs/limits.md#error-monitoring-sampling: error monitoring samples no traces (tracing has its own pipeline). */
export const TRACES_SAMPLE_RATE = 0;

/**
 * docs/errors.md#errors-not-reported: errors not reported. React's hydration errors 418, 423 and 425 (minified or not),
 * failed trace exports, and the consent library's null errors (its script racing the page).
 */
export const IGNORED_ERRORS: RegExp[] = [
  /Minified React error #(418|423|425)\b/,
  /react\.dev\/errors\/(418|423|425)\b/,
  /Hydration failed because/,
  /There was an error while hydrating/,
  /Text content does not match server-rendered HTML/,
  /OTLPExporterError/,
  /Failed to export (spans|traces|batch)/i,
  /Cannot read propert(y|ies) of null \(reading '(OneTrust|Optanon|OnetrustActiveGroups|getGeolocationData)'\)/,
  /null is not an object \(evaluating '.*(OneTrust|Optanon)/,
];

/** Whether an error message is one docs/errors.md#errors-not-reported says not to report. */
export function isIgnoredError(message: string): boolean {
  return IGNORED_ERRORS.some((pattern) => pattern.test(message));
}

/** The options both Sentry runtimes start with. */
export function sentryOptions(dsn: string, environment: Environment) {
  return {
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    ignoreErrors: IGNORED_ERRORS,
    sendDefaultPii: false,
  };
}
