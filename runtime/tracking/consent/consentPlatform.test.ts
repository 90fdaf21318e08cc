// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { consentPlatform } from './consentPlatform';
import type { ConsentGroups } from './consentState';

type Platform = Window & {
  OptanonWrapper?: () => void;
  OnetrustActiveGroups?: string;
  OneTrust?: { OnConsentChanged?(listener: () => void): void };
};

const given = (groups: ConsentGroups) =>
  (Object.keys(groups) as (keyof ConsentGroups)[]).filter((group) => groups[group]).join(',');

describe('the commercial consent platform', () => {
  it('loads its script with the domain id, is loaded at OptanonWrapper and follows OnConsentChanged', async () => {
    const win = window as Platform;
    const told: string[] = [];
    let onChange: (() => void) | undefined;
    const started = consentPlatform(
      { scriptUrl: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', domainId: '0190-test' },
      win,
    ).start({ loaded: (g) => told.push(`loaded ${given(g)}`), changed: (g) => told.push(`changed ${given(g)}`) });
    const script = document.head.querySelector<HTMLScriptElement>('script[data-domain-script]');
    expect(script?.src).toBe('https://cdn.cookielaw.org/scripttemplates/otSDKStub.js');
    expect(script?.dataset.domainScript).toBe('0190-test');

    // The platform's script, once in: its groups, its change hook, then OptanonWrapper (on load and every change).
    win.OnetrustActiveGroups = ',C0001,C0002,';
    // biome-ignore lint/correctness/noComponentHookFactories: the platform's method, named so, is no component
    win.OneTrust = { OnConsentChanged: (listener) => (onChange = listener) };
    win.OptanonWrapper?.();
    await started;
    win.OnetrustActiveGroups = ',C0001,C0002,C0004,';
    onChange?.();
    win.OptanonWrapper?.();
    expect(told).toEqual(['loaded C0001,C0002', 'changed C0001,C0002,C0004']);
  });

  it('stays not initialised when its script does not load', async () => {
    document.head.innerHTML = '';
    const told: string[] = [];
    const started = consentPlatform({ scriptUrl: 'https://cdn.cookielaw.org/x.js', domainId: 'd' }, window).start({
      loaded: () => told.push('loaded'),
      changed: () => told.push('changed'),
    });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await started;
    expect(told).toEqual([]);
  });
});
