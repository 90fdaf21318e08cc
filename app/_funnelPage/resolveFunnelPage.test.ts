import { describe, expect, it } from 'vitest';
import type { FunnelDefinition } from '@/runtime/definitions/funnelDefinition';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { type FunnelPageCase, type FunnelSources, resolveFunnelPage } from './resolveFunnelPage';

/** Palmistry (en, es; first step `prelanding`) as published now, as its variant `b` shows it, at older versions. */
const published = fixtureDefinition('palmistry');
const variantB: FunnelDefinition = { ...published, funnel: { ...published.funnel } };
const older: FunnelDefinition = { ...published, funnel: { ...published.funnel } };
const inactive: FunnelDefinition = { ...published, funnel: { ...published.funnel, status: 'not_active' } };
const SHOWN = new Map([
  [published, 'published'],
  [variantB, 'variant b'],
  [older, 'older'],
]);

type Served = { published?: FunnelDefinition; stored?: FunnelDefinition; cookie?: string };

/** Sources serving palmistry as told, each call written down: what a case reads, and in which order. */
function sources({ published, stored, cookie }: Served): { sources: FunnelSources; calls: string[] } {
  const calls: string[] = [];
  const at = (path: string, definition: FunnelDefinition | undefined) =>
    Promise.resolve(path === 'palmistry' ? definition : undefined);
  return {
    calls,
    sources: {
      published: (path) => {
        calls.push(`published ${path}`);
        return at(path, published);
      },
      variant: (path, { experimentId, variantId }) => {
        calls.push(`variant ${path} ${experimentId}.${variantId}`);
        return at(path, experimentId === 'paywall' && variantId === 'b' ? variantB : undefined);
      },
      pinned: (path, { funnelVersion, flowId, flowVersion }, variantId) => {
        calls.push(`pinned ${path} ${funnelVersion}.${flowId}.${flowVersion} ${variantId ?? '-'}`);
        return at(path, funnelVersion === 4 ? stored : undefined);
      },
      givenVariantId: (path) => {
        calls.push(`cookie ${path}`);
        return Promise.resolve(cookie);
      },
    },
  };
}

const PUBLISHED: FunnelPageCase = { kind: 'published' };
const variant = (variant: string): FunnelPageCase => ({ kind: 'variant', variant });
const pinned = (versions: string): FunnelPageCase => ({ kind: 'pinned', versions });
const SERVED: Served = { published, stored: older, cookie: 'b' };

describe('the page a funnel route names, by case', () => {
  it.each<[string, FunnelPageCase, string, string[] | undefined, Served, string | undefined, string[]]>([
    [
      'published: the root, in the first language',
      PUBLISHED,
      'palmistry',
      undefined,
      SERVED,
      'published prelanding en',
      ['published palmistry'],
    ],
    [
      'published: a step in a language the segment names',
      PUBLISHED,
      'palmistry@es',
      ['questions', 'relationship'],
      SERVED,
      'published relationship es',
      ['published palmistry'],
    ],
    [
      'published: a step encoded in the URL',
      PUBLISHED,
      'palmistry',
      ['questions%2Frelationship'],
      SERVED,
      'published relationship en',
      ['published palmistry'],
    ],
    [
      'published: a step the funnel lacks',
      PUBLISHED,
      'palmistry',
      ['checkout'],
      SERVED,
      undefined,
      ['published palmistry'],
    ],
    [
      'published: a language the funnel lacks',
      PUBLISHED,
      'palmistry@fr',
      undefined,
      SERVED,
      undefined,
      ['published palmistry'],
    ],
    ['published: no funnel at the path', PUBLISHED, 'palm', undefined, SERVED, undefined, ['published palm']],
    [
      'variant: one the experiment has',
      variant('paywall.b'),
      'palmistry@es',
      ['gender'],
      SERVED,
      'variant b gender es',
      ['variant palmistry paywall.b'],
    ],
    [
      'variant: its segment encoded',
      variant('paywall%2Eb'),
      'palmistry',
      undefined,
      SERVED,
      'variant b prelanding en',
      ['variant palmistry paywall.b'],
    ],
    [
      'variant: one the experiment lacks',
      variant('paywall.c'),
      'palmistry',
      undefined,
      SERVED,
      undefined,
      ['variant palmistry paywall.c'],
    ],
    ['variant: a made-up segment, nothing read', variant('b'), 'palmistry', undefined, SERVED, undefined, []],
    [
      'pinned: stored versions, as the variant the cookie names gets them',
      pinned('4.palmistry.2'),
      'palmistry',
      ['gender'],
      SERVED,
      'older gender en',
      ['published palmistry', 'cookie palmistry', 'pinned palmistry 4.palmistry.2 b'],
    ],
    [
      'pinned: no variant cookie',
      pinned('4.palmistry.2'),
      'palmistry@es',
      undefined,
      { ...SERVED, cookie: undefined },
      'older prelanding es',
      ['published palmistry', 'cookie palmistry', 'pinned palmistry 4.palmistry.2 -'],
    ],
    [
      'pinned: versions no longer stored give way to the published ones',
      pinned('3.palmistry.1'),
      'palmistry',
      ['gender'],
      SERVED,
      'published gender en',
      ['published palmistry', 'cookie palmistry', 'pinned palmistry 3.palmistry.1 b'],
    ],
    [
      'pinned: an unreadable pin, the published ones',
      pinned('4.palmistry'),
      'palmistry',
      undefined,
      SERVED,
      'published prelanding en',
      ['published palmistry', 'cookie palmistry'],
    ],
    [
      'pinned: a funnel no longer active',
      pinned('4.palmistry.2'),
      'palmistry',
      undefined,
      { ...SERVED, published: inactive },
      undefined,
      ['published palmistry'],
    ],
    [
      'pinned: no funnel at the path',
      pinned('4.palmistry.2'),
      'palmistry',
      undefined,
      { ...SERVED, published: undefined },
      undefined,
      ['published palmistry'],
    ],
  ])('%s', async (_, pageCase, funnel, step, served, expected, read) => {
    const { sources: from, calls } = sources(served);
    const found = await resolveFunnelPage(from, pageCase, funnel, step);
    expect(found && `${SHOWN.get(found.definition)} ${found.step.id} ${found.locale}`).toEqual(expected);
    if (found) expect(found.funnelPath).toBe(funnel.split('@')[0]);
    expect(calls).toEqual(read);
  });
});
