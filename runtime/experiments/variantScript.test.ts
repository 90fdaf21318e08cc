import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { VISITOR_COOKIE, variantCookie } from '@/schemas/experiments/experimentCookies';
import type { Experiment } from '@/schemas/funnelSchema';
import { assignVariant } from './assignVariant';
import { variantScript } from './variantScript';

const experiment = (weights: number[], status: Experiment['status'] = 'running'): Experiment => ({
  id: 'paywall-test',
  status,
  variants: weights.map((weight, i) => ({ id: `v${i}`, weight })),
});
const COOKIE = variantCookie.name('palmistry');
const TESTER = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

/**
 * Runs the page's script in a browser of its own: its cookies (a plain jar), session storage, and the reloads it
 * asks for. Answers what it left.
 */
function runScript(input: {
  experiment: Experiment;
  shown: string;
  cookies?: Record<string, string>;
  search?: string;
  /** The browser has the Cookie Store API: its writes are stored when the promise they answer settles, or never. */
  cookieStore?: 'stores' | 'hangs';
}) {
  const jar = new Map(Object.entries(input.cookies ?? {}));
  const session = new Map<string, string>();
  const reloads: string[] = [];
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    },
  };
  const cookieStore = {
    set: (cookie: { name: string; value: string; path: string; sameSite: string; expires: number }) =>
      (input.cookieStore === 'hangs' ? new Promise<void>(() => {}) : Promise.resolve()).then(() => {
        expect(cookie).toMatchObject({ path: '/', sameSite: 'lax' });
        jar.set(cookie.name, decodeURIComponent(cookie.value));
        stored.push(cookie.name);
      }),
  };
  const stored: string[] = [];
  let stops = 0;
  runInNewContext(variantScript({ experiment: input.experiment, funnelPath: 'palmistry', shown: input.shown }), {
    ...(input.cookieStore ? { cookieStore } : {}),
    stop: () => {
      stops += 1;
    },
    setTimeout,
    document,
    location: {
      protocol: 'http:',
      href: `http://127.0.0.1/palmistry${input.search ?? ''}`,
      search: input.search ?? '',
      replace: (url: string) => reloads.push(url),
    },
    URLSearchParams,
    sessionStorage: {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => session.set(k, v),
    },
    crypto: globalThis.crypto,
    Math,
    String,
    RegExp,
    Uint8Array,
  });
  const variant = jar.get(COOKIE);
  return {
    visitor: jar.get(VISITOR_COOKIE),
    variant: variant ? variantCookie.parse(variant)?.variantId : undefined,
    reloads,
    stored,
    stops: () => stops,
  };
}

describe('the page script that gives a visitor their variant', () => {
  it('gives the same variant as assignVariant, for any visitor and weights', () => {
    fc.assert(
      fc.property(
        fc.uuid({ version: 4 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 2, maxLength: 4 }),
        (id, weights) => {
          const tested = experiment(weights);
          const ran = runScript({ experiment: tested, shown: 'v0', cookies: { [VISITOR_COOKIE]: id } });
          expect(ran.visitor).toBe(id);
          expect(ran.variant).toBe(assignVariant(tested, id, undefined));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('makes a visitor id once, a UUID, and keeps it', () => {
    const first = runScript({ experiment: experiment([1, 1]), shown: 'v0' });
    expect(first.visitor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it.each([
    ['keeps the variant given before, whatever the weights now', [0, 1], 'paywall-test.v0', 'v0'],
    ['gives anew a variant the experiment no longer has', [0, 1], 'paywall-test.v9', 'v1'],
    ['gives anew a variant of another experiment', [0, 1], 'other-test.v0', 'v1'],
    ['gives anew a cookie it cannot read', [0, 1], 'v0', 'v1'],
  ])('%s', (_, weights, kept, expected) => {
    const ran = runScript({ experiment: experiment(weights), shown: 'v0', cookies: { [COOKIE]: kept } });
    expect(ran.variant).toBe(expected);
  });

  it.each([
    ['a tester is put in the variant the address names', { [TESTER_TOKEN_COOKIE]: TESTER }, '?variant=v1', 'v1'],
    ['over the one they were in', { [TESTER_TOKEN_COOKIE]: TESTER, [COOKIE]: 'paywall-test.v0' }, '?variant=v1', 'v1'],
    [
      'not in a variant the experiment lacks',
      { [TESTER_TOKEN_COOKIE]: TESTER, [COOKIE]: 'paywall-test.v0' },
      '?variant=v7',
      'v0',
    ],
    ['a visitor who is no tester is not', { [COOKIE]: 'paywall-test.v0' }, '?variant=v1', 'v0'],
    [
      'nor one whose token is no UUID',
      { [TESTER_TOKEN_COOKIE]: 'x', [COOKIE]: 'paywall-test.v0' },
      '?variant=v1',
      'v0',
    ],
  ])('%s', (_label, cookies, search, expected) => {
    expect(runScript({ experiment: experiment([1, 0]), shown: 'v0', cookies, search }).variant).toBe(expected);
  });

  it('loads the page again, once, when it shows another variant than the visitor’s', () => {
    expect(runScript({ experiment: experiment([0, 1]), shown: 'v0' }).reloads).toEqual(['http://127.0.0.1/palmistry']);
    expect(runScript({ experiment: experiment([0, 1]), shown: 'v1' }).reloads).toEqual([]);
  });

  it('with the Cookie Store API, loads the page again only once the variant’s cookie is stored', async () => {
    const ran = runScript({ experiment: experiment([0, 1]), shown: 'v0', cookieStore: 'stores' });
    // The page of the other variant stops loading at once: none of its code runs, nothing of it is counted.
    expect(ran.stops()).toBe(1);
    expect(ran.reloads).toEqual([]);
    await expect.poll(() => ran.reloads).toEqual(['http://127.0.0.1/palmistry']);
    expect(ran.stored).toEqual([COOKIE]);
    // Once: the wait's end does not load it again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(ran.reloads).toHaveLength(1);
    expect(ran.variant).toBe('v1');
    expect(runScript({ experiment: experiment([0, 1]), shown: 'v1', cookieStore: 'stores' }).stored).toEqual([]);
  });

  it('loads the page again after a second when the browser never says the cookie is stored', async () => {
    const ran = runScript({ experiment: experiment([0, 1]), shown: 'v0', cookieStore: 'hangs' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ran.reloads).toEqual([]);
    await expect.poll(() => ran.reloads, { timeout: 2000 }).toEqual(['http://127.0.0.1/palmistry']);
  });

  it('puts no one in an experiment whose variants have no weight', () => {
    expect(runScript({ experiment: experiment([0, 0]), shown: 'v0' }).variant).toBeUndefined();
  });

  it('cannot be ended early by a value in its settings', () => {
    const script = variantScript({ experiment: experiment([1, 1]), funnelPath: 'a</script><script>', shown: 'v0' });
    expect(script).not.toContain('</script>');
  });
});
