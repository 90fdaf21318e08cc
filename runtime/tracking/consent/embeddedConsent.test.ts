// @vitest-environment jsdom
import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentGroups } from './consentState';
import { embeddedConsent } from './embeddedConsent';

/** Starts the embedded manager as a person's browser would, and writes down what it tells the consent state. */
async function start(rule: 'opt-in' | 'opt-out', locale = 'en') {
  const told: string[] = [];
  const targeting = (groups: ConsentGroups) => (groups.C0004 ? 'targeting' : 'necessary');
  await embeddedConsent({ rule, locale }).start({
    loaded: (groups) => told.push(`loaded ${targeting(groups)}`),
    changed: (groups) => told.push(`changed ${targeting(groups)}`),
  });
  return told;
}

/** The library shows its banner by a class on the root element. */
const shown = () => document.documentElement.classList.contains('show--consent');
const button = (role: string) => document.querySelector<HTMLButtonElement>(`#cc-main .cm [data-role="${role}"]`);

afterEach(() => {
  CookieConsent.reset(true);
  document.body.innerHTML = '';
});

describe('the embedded consent manager', () => {
  it('opt-in: asks in the banner, in the funnel language, and gives nothing but necessary until the visitor accepts', async () => {
    const told = await start('opt-in', 'de');
    expect(told).toEqual(['loaded necessary']);
    expect(shown()).toBe(true);
    expect(document.querySelector('#cm__title')?.textContent).toBe('Deine Privatsphäre, deine Wahl');
    button('all')?.click();
    expect(told).toEqual(['loaded necessary', 'changed targeting']);
  });

  it('opt-in: keeping only the necessary keeps targeting off', async () => {
    const told = await start('opt-in');
    button('necessary')?.click();
    expect(told).toEqual(['loaded necessary', 'changed necessary']);
  });

  it('opt-out: no banner, every group given until the visitor objects', async () => {
    const told = await start('opt-out');
    expect(told).toEqual(['loaded targeting']);
    expect(shown()).toBe(false);
  });
});
