// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { WORD_LOCALES } from '@/schemas/words';
import { FunnelHeader } from './FunnelHeader';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The language switch's options as the header draws them. */
function optionsFor(locales: readonly string[]): string[] {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(<FunnelHeader locale="en" locales={locales} progress={0} onLocale={() => {}} />));
  const names = [...host.querySelectorAll('option')].map((o) => o.textContent ?? '');
  act(() => root.unmount());
  return names;
}

/** A locale's name in itself as Intl gives it, capitalised as a language menu writes it. */
function intlName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

describe('the language switch', () => {
  it('names each language the runtime speaks in itself, as Intl names it', () => {
    expect(optionsFor(WORD_LOCALES)).toEqual(WORD_LOCALES.map(intlName));
  });

  it('names a regional form by Intl', () => {
    expect(optionsFor(['en', 'es-MX'])).toEqual(['English', intlName('es-MX')]);
  });
});
