// Runs in the browser before the app hydrates: error monitoring and tracing start here, each only
// when configured and each loaded on demand, so a page without them carries none of their code.
// First, before any schema parses: zod asks for no eval, which the content security policy refuses.
import './runtime/platform/zodWithoutEval';
import { clientEnv } from './runtime/platform/env.client';
import { reportError } from './runtime/platform/monitoring/reportError';
import { sentryOptions } from './runtime/platform/monitoring/sentryOptions';

const dsn = clientEnv.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((sentry) =>
    sentry.init({ ...sentryOptions(dsn, clientEnv.NEXT_PUBLIC_APP_ENV), integrations: [sentry.replayIntegration()] }),
  );
} else {
  // Without error monitoring, uncaught errors still reach the log endpoint.
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'window.onerror' }));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'unhandledrejection' }));
}

const tracesUrl = clientEnv.NEXT_PUBLIC_OTEL_TRACES_URL;
if (tracesUrl) {
  const services = [
    clientEnv.NEXT_PUBLIC_GATEWAY_API_URL,
    clientEnv.NEXT_PUBLIC_PALM_API_URL,
    clientEnv.NEXT_PUBLIC_FACE_API_URL,
    clientEnv.NEXT_PUBLIC_ASSISTANT_API_URL,
    clientEnv.NEXT_PUBLIC_GEOCODING_API_URL,
  ].flatMap((url) => (url?.startsWith('http') ? [new URL(url).origin] : []));
  void import('./runtime/platform/tracing/startBrowserTracing').then(({ startBrowserTracing }) =>
    startBrowserTracing({ url: tracesUrl, serviceName: 'funnel-runtime-web', propagateTo: services }),
  );
}
