import type { Instrumentation } from 'next';

/** Runs once when a server instance starts (Node.js only; the edge runtime has nothing to start). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./startServer');
  await startServer();
}

/** Errors of server rendering and route handlers go to error monitoring when it is on. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const sentry = await import('@sentry/nextjs');
  sentry.captureRequestError(...args);
};
