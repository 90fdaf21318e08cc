import { describe, expect, it } from 'vitest';
import { TRAFFIC_SOURCES } from '../enums/trafficSources';
import type { AttributionTags } from './attributionTags';
import { trafficSourceOf } from './trafficSourceOf';

describe('the traffic source counts only when it is a known source (SPEC §5)', () => {
  it.each<[string, AttributionTags, string]>([
    ...TRAFFIC_SOURCES.map((source): [string, AttributionTags, string] => [
      `the known source "${source}"`,
      { utm_source: source },
      source,
    ]),
    ['no utm_source', { utm_medium: 'cpc' }, ''],
    ['no tags', {}, ''],
    ['an unknown source', { utm_source: 'facebook' }, ''],
    ['another case', { utm_source: 'TikTok' }, ''],
    ['surrounding spaces', { utm_source: ' fb ' }, ''],
    ['the retention source is not the source', { utm_source_retention: 'fb' }, ''],
  ])('%s', (_, tags, source) => {
    expect(trafficSourceOf(tags)).toBe(source);
  });
});
