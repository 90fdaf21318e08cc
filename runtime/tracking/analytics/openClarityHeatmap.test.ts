// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTrackingHub } from '@/runtime/tracking/trackingHub';
import { CLARITY_IDENTIFY_FAILED, openClarityHeatmap } from './openClarityHeatmap';

type Queued = { clarity?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

beforeEach(() => {
  document.head.innerHTML = '<script src="/app.js"></script>';
  delete (window as Queued).clarity;
});

const open = () => {
  const hub = createTrackingHub();
  const reportFailure = vi.fn();
  return {
    hub,
    reportFailure,
    heatmap: openClarityHeatmap({
      projectId: 'k2x9',
      funnel: { name: 'love-quiz', locale: 'en' },
      visitId: 'visit-1',
      hub,
      reportFailure,
    }),
  };
};

describe('openClarityHeatmap', () => {
  it('loads the tag of the project, tags the funnel, and passes consent and identify on', async () => {
    const { heatmap, hub } = open();
    const clarity = await heatmap;
    expect(document.querySelector('#clarity-script')?.getAttribute('src')).toBe(
      'https://www.clarity.ms/tag/k2x9?ref=npm',
    );
    clarity.consent(true);
    clarity.identify('lyra@example.com');
    await vi.waitFor(() => expect(hub.records().some((r) => r.name === 'identify')).toBe(true));
    expect((window as Queued).clarity?.q?.map((args) => [...args])).toEqual([
      ['set', 'funnel', 'love-quiz'],
      ['set', 'locale', 'en'],
      ['consent', true],
      ['identify', 'lyra@example.com', 'visit-1', undefined, undefined],
    ]);
  });

  it('reports a failed identify as identify_user_clarity', async () => {
    const { heatmap, reportFailure } = open();
    const clarity = await heatmap;
    (window as Queued).clarity = () => {
      throw new Error('clarity is gone');
    };
    clarity.identify('lyra@example.com');
    await vi.waitFor(() =>
      expect(reportFailure).toHaveBeenCalledWith('heatmap identify failed', expect.any(Error), CLARITY_IDENTIFY_FAILED),
    );
    expect(CLARITY_IDENTIFY_FAILED).toBe('identify_user_clarity');
  });
});
