import { describe, expect, it } from 'vitest';
import { packagesReached } from '@/testing/runtimeImports';

/**
 * The tracking every funnel page loads after its first paint (TrackingServices, FlowRunner's followVisit): none of
 * it reaches zod, whose evaluation alone is 130 to 160 ms on a mid phone (issue 42). A limit imported from a
 * request's schema module was once enough to pull the whole package in.
 */
describe('the tracking a funnel page loads after its paint', () => {
  it.each([
    'runtime/tracking/followVisit.ts',
    'runtime/tracking/startBrowserAttribution.ts',
    'runtime/tracking/analytics/startAnalytics.ts',
    'runtime/tracking/startConsentAndPixels.ts',
    'runtime/tracking/startExposure.ts',
  ])('%s reaches no zod', (entry) => {
    expect(packagesReached(entry).get('zod')).toBeUndefined();
  });

  it('sees a package reached through a value import, and not through a type import', () => {
    const reached = packagesReached('schemas/gateway/visitMomentsRequest.ts');
    expect(reached.get('zod')).toEqual(['schemas/gateway/visitMomentsRequest.ts']);
    expect(packagesReached('runtime/tracking/measure/lostMoments.ts').get('zod')).toBeUndefined();
  });
});
