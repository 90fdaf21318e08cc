import { clientEnv } from '@/runtime/platform/env.client';
import { say, type WordLocale } from '@/schemas/words';
import { FUNNEL_WORDS } from './funnelWords';
import { useHydrated } from './useHydrated';

type Props = {
  locale: string;
  /** The funnel's locales: a switch is offered when there are several. */
  locales: readonly string[];
  /** Share of the way done, 0 to 1. */
  progress: number;
  /** Absent on the first step: there is nowhere to go back to. */
  onBack?: () => void;
  onLocale: (locale: string) => void;
};

/**
 * The languages the runtime speaks, each named in itself: written here, since an Intl.DisplayNames costs a phone
 * tens of milliseconds to make on the first paint (issue 29). Another locale (a regional form, `es-MX`) is named by
 * Intl, once.
 */
const OWN_NAMES: Map<string, string> = new Map(
  Object.entries({
    en: 'English',
    es: 'Español',
    de: 'Deutsch',
    fr: 'Français',
    'pt-BR': 'Português (Brasil)',
  } satisfies Record<WordLocale, string>),
);

/** A locale's name in its own language ("Español", "Deutsch"), so a visitor finds theirs. */
function ownName(locale: string): string {
  let name = OWN_NAMES.get(locale);
  if (name === undefined) {
    const found = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    name = found.charAt(0).toLocaleUpperCase(locale) + found.slice(1);
    OWN_NAMES.set(locale, name);
  }
  return name;
}

/**
 * The header section (docs/entities.md#enumerations): back, the product's name, progress, and the language switch.
 * Drawn by the server (a page opening past the first step), back and the switch are closed until the page's code runs
 * them: a press before that would be lost (decision 0029).
 */
export function FunnelHeader({ locale, locales, progress, onBack, onLocale }: Props) {
  const hydrated = useHydrated();
  return (
    <header className="funnel-header" data-section="header">
      {onBack && (
        <button type="button" className="back" onClick={onBack} disabled={!hydrated}>
          ← {say(FUNNEL_WORDS, 'back', locale)}
        </button>
      )}
      <span className="brand">{clientEnv.NEXT_PUBLIC_PRODUCT_NAME}</span>
      {locales.length > 1 && (
        <select
          className="language"
          aria-label={say(FUNNEL_WORDS, 'language', locale)}
          value={locale}
          disabled={!hydrated}
          onChange={(e) => onLocale(e.target.value)}
        >
          {locales.map((l) => (
            <option key={l} value={l} lang={l}>
              {ownName(l)}
            </option>
          ))}
        </select>
      )}
      <progress
        className="flow-progress"
        max={100}
        value={Math.round(progress * 100)}
        aria-label={say(FUNNEL_WORDS, 'progress', locale)}
      />
    </header>
  );
}
