import type { WordLocale } from '@/schemas/words';
import emailDe from './content/email.de.json' with { type: 'json' };
import emailEn from './content/email.en.json' with { type: 'json' };
import emailEs from './content/email.es.json' with { type: 'json' };
import emailFr from './content/email.fr.json' with { type: 'json' };
import emailPtBr from './content/email.pt-BR.json' with { type: 'json' };
import informationDe from './content/information.de.json' with { type: 'json' };
import informationEn from './content/information.en.json' with { type: 'json' };
import informationEs from './content/information.es.json' with { type: 'json' };
import informationFr from './content/information.fr.json' with { type: 'json' };
import informationPtBr from './content/information.pt-BR.json' with { type: 'json' };
import { type EmailPage, emailPagesOf } from './emailPages';
import { type InformationPage, informationPagesOf } from './informationPages';

// The pages' words are content files, one per kind of page and language (docs/decisions/0048-page-copy-as-content.md).
// They are imported, not read: the build bundles them, and nothing touches the file system at run time. (`with`, as
// Node asks of a JSON module, so the e2e tests' loader takes them as the bundler does.)

/** The information pages in each language the runtime speaks: every one has every page (sitePagesInLanguages.test). */
export const INFORMATION_PAGES_IN: Record<WordLocale, readonly InformationPage[]> = {
  en: informationPagesOf(informationEn),
  es: informationPagesOf(informationEs),
  de: informationPagesOf(informationDe),
  fr: informationPagesOf(informationFr),
  'pt-BR': informationPagesOf(informationPtBr),
};

/** The pages linked from email in each language the runtime speaks. */
export const EMAIL_PAGES_IN: Record<WordLocale, readonly EmailPage[]> = {
  en: emailPagesOf(emailEn),
  es: emailPagesOf(emailEs),
  de: emailPagesOf(emailDe),
  fr: emailPagesOf(emailFr),
  'pt-BR': emailPagesOf(emailPtBr),
};
