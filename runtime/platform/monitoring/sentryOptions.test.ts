import { describe, expect, it } from 'vitest';
import { isIgnoredError, sentryOptions } from './sentryOptions';

describe('error monitoring', () => {
  it.each([
    ['Minified React error #418; visit https://react.dev/errors/418?args[]=HTML', true],
    ['Minified React error #423; visit https://react.dev/errors/423', true],
    ['Minified React error #425; visit https://react.dev/errors/425', true],
    ['Uncaught Error: https://react.dev/errors/418?args[]=', true],
    ["Hydration failed because the server rendered HTML didn't match the client.", true],
    ['There was an error while hydrating but React was able to recover by instead client rendering.', true],
    ['Text content does not match server-rendered HTML.', true],
    ['OTLPExporterError: Bad Request', true],
    ['Failed to export spans: timeout', true],
    ["TypeError: Cannot read properties of null (reading 'OneTrust')", true],
    ["TypeError: Cannot read property of null (reading 'Optanon')", true],
    ["null is not an object (evaluating 'window.OneTrust.IsAlertBoxClosed')", true],
    ['Minified React error #419; visit https://react.dev/errors/419', false],
    ['Minified React error #4180', false],
    ["TypeError: Cannot read properties of null (reading 'price')", false],
    ['Payment form failed to load', false],
  ])('%s → ignored: %s', (message, ignored) => {
    expect(isIgnoredError(message)).toBe(ignored);
  });

  it('samples replays on error at 0.1 and traces at 0', () => {
    expect(sentryOptions('https://k@o1.ingest.example/1', 'stage')).toMatchObject({
      dsn: 'https://k@o1.ingest.example/1',
      environment: 'stage',
      replaysOnErrorSampleRate: 0.1,
      tracesSampleRate: 0,
    });
  });
});
