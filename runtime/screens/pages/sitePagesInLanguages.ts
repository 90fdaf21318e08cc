import type { WordLocale } from '@/schemas/words';
import { EMAIL_PAGES_CONTENT, type EmailPage } from './emailPages';
import { INFORMATION_PAGES_CONTENT, type InformationPage } from './informationPages';
import { EMAIL_PAGES_DE } from './translations/emailPages.de';
import { EMAIL_PAGES_ES } from './translations/emailPages.es';
import { EMAIL_PAGES_FR } from './translations/emailPages.fr';
import { EMAIL_PAGES_PT_BR } from './translations/emailPages.pt-BR';
import { INFORMATION_PAGES_DE } from './translations/informationPages.de';
import { INFORMATION_PAGES_ES } from './translations/informationPages.es';
import { INFORMATION_PAGES_FR } from './translations/informationPages.fr';
import { INFORMATION_PAGES_PT_BR } from './translations/informationPages.pt-BR';

/** The information pages in each language the runtime speaks: every one has every page (sitePagesInLanguages.test). */
export const INFORMATION_PAGES_IN: Record<WordLocale, readonly InformationPage[]> = {
  en: INFORMATION_PAGES_CONTENT,
  es: INFORMATION_PAGES_ES,
  de: INFORMATION_PAGES_DE,
  fr: INFORMATION_PAGES_FR,
  'pt-BR': INFORMATION_PAGES_PT_BR,
};

/** The pages linked from email in each language the runtime speaks. */
export const EMAIL_PAGES_IN: Record<WordLocale, readonly EmailPage[]> = {
  en: EMAIL_PAGES_CONTENT,
  es: EMAIL_PAGES_ES,
  de: EMAIL_PAGES_DE,
  fr: EMAIL_PAGES_FR,
  'pt-BR': EMAIL_PAGES_PT_BR,
};
