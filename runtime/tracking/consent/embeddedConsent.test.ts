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

/** The visitor's first click on the page, once the page's own handlers have run. */
async function firstAct() {
  window.dispatchEvent(new Event('click'));
  await new Promise((resolve) => setTimeout(resolve, 10));
}

afterEach(async () => {
  await firstAct(); // no test's banner waits on into the next
  CookieConsent.reset(true);
  document.body.innerHTML = '';
});

describe('the embedded consent manager', () => {
  it('opt-in: asks in the banner from the first act, in the funnel language, and gives nothing but necessary until the visitor accepts', async () => {
    const told = await start('opt-in', 'de');
    expect(told).toEqual(['loaded necessary']);
    expect(shown()).toBe(false);
    await firstAct();
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
    await firstAct();
    expect(shown()).toBe(false);
  });

  it('opt-in: a visitor who has chosen is not asked again', async () => {
    await start('opt-in');
    button('necessary')?.click();
    CookieConsent.reset(false); // the page left; the stored choice stays
    const told = await start('opt-in');
    expect(told).toEqual(['changed necessary', 'loaded necessary']); // the stored choice, told as the library starts
    await firstAct();
    expect(shown()).toBe(false);
  });
});
