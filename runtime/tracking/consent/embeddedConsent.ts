import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consentTheme.css';
import type { ConsentRule } from '@/schemas/gateway/consentRegionAnswer';
import { say, WORD_LOCALES, type WordLocale, wordLocaleOf } from '@/schemas/words';
import { afterFirstAct } from './afterFirstAct';
import type { ConsentAdapter } from './consentAdapter';
import { CONSENT_WORDS } from './consentWords';
import { EMBEDDED_CATEGORIES, type EmbeddedCategory, embeddedCategories } from './embeddedCategories';

/**
 * What the library takes for a crawler or an automated browser (its `hideFromBots`, on by default): for them it
 * starts nothing, and its preferences window does not exist to be shown.
 */
const BOT_AGENT = /bot|crawl|spider|slurp|teoma/i;
const hiddenFromBots = () => BOT_AGENT.test(navigator.userAgent) || navigator.webdriver;

/**
 * The embedded default (docs/architecture.md#embedded-defaults-and-scale-out): the open-source consent manager
 * vanilla-cookieconsent, in the house theme and the funnel's language. Opt-in: the banner asks, from the visitor's
 * first act on the page, before anything but strictly necessary runs. Opt-out: every category is on until the visitor
 * objects in the cookie settings, and no banner is pushed at them. Crawlers and automated browsers
 * (`navigator.webdriver`) get no banner and nothing but strictly necessary (the library's `hideFromBots`).
 */
export function embeddedConsent({ rule, locale }: { rule: ConsentRule; locale: string }): ConsentAdapter {
  const language = wordLocaleOf(locale) ?? 'en';
  const optOut = rule === 'opt-out';
  const categories = Object.fromEntries(
    (Object.keys(EMBEDDED_CATEGORIES) as EmbeddedCategory[]).map((category) => [
      category,
      category === 'necessary' ? { enabled: true, readOnly: true } : { enabled: optOut },
    ]),
  );

  const groupsNow = () => embeddedCategories(CookieConsent.getUserPreferences().acceptedCategories);
  return {
    name: 'embedded',
    async start({ loaded, changed }) {
      await CookieConsent.run({
        mode: rule,
        // Opt-in's banner opens at the visitor's first click, key or scroll, not over the first paint: the first step
        // is painted clean and its largest paint stays its own (docs/decisions/0025). Nothing but strictly necessary
        // runs before the visitor chooses either way.
        autoShow: false,
        manageScriptTags: false,
        guiOptions: {
          consentModal: { layout: 'box', position: 'bottom center', equalWeightButtons: true },
          preferencesModal: { layout: 'box', equalWeightButtons: true },
        },
        categories,
        onConsent: () => changed(groupsNow()),
        onChange: () => changed(groupsNow()),
        // Every language the runtime speaks, so the header's switch changes the banner's too (setLanguage).
        language: {
          default: language,
          translations: Object.fromEntries(WORD_LOCALES.map((l) => [l, translationOf(l)])),
        },
      });
      loaded(groupsNow(), CookieConsent.validConsent());
      // Shows only a banner the library prepared: none once a choice is stored, none for crawlers (hideFromBots).
      if (!optOut) afterFirstAct(() => CookieConsent.show());
    },
    // "Cookie settings" does nothing for crawlers and automated browsers, for whom the manager never started.
    showPreferences: () => {
      if (!hiddenFromBots()) CookieConsent.showPreferences();
    },
    setLanguage: (chosen) => void CookieConsent.setLanguage(wordLocaleOf(chosen) ?? 'en'),
  };
}

/** The banner and preferences in one language, as the library takes them. */
function translationOf(locale: WordLocale) {
  const word = (key: keyof typeof CONSENT_WORDS) => say(CONSENT_WORDS, key, locale);
  const section = (
    category: EmbeddedCategory,
    title: keyof typeof CONSENT_WORDS,
    text: keyof typeof CONSENT_WORDS,
  ) => ({
    title: word(title),
    description: word(text),
    linkedCategory: category,
  });
  return {
    consentModal: {
      title: word('title'),
      description: word('description'),
      acceptAllBtn: word('acceptAll'),
      acceptNecessaryBtn: word('rejectAll'),
      showPreferencesBtn: word('preferences'),
    },
    preferencesModal: {
      title: word('preferences'),
      acceptAllBtn: word('acceptAll'),
      acceptNecessaryBtn: word('rejectAll'),
      savePreferencesBtn: word('save'),
      closeIconLabel: word('close'),
      sections: [
        section('necessary', 'necessaryTitle', 'necessaryText'),
        section('performance', 'performanceTitle', 'performanceText'),
        section('functional', 'functionalTitle', 'functionalText'),
        section('targeting', 'targetingTitle', 'targetingText'),
      ],
    },
  };
}
