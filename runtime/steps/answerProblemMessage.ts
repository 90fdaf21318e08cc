import { POSTAL_CODE_LENGTH } from '@/schemas/billingDetails';
import { say } from '@/schemas/words';
import { MINIMUM_AGE } from './birthDate/ageRule';
import { CONTROL_WORDS } from './controlWords';
import { NAME_MAX_LENGTH } from './text/nameAnswer';

/** What the visitor is told when an answer is refused (answerProblem's code), in their language. */
export function answerProblemMessage(problem: string, locale: string): string {
  switch (problem) {
    case 'invalid-email':
      return say(CONTROL_WORDS, 'invalidEmail', locale);
    case 'invalid-name':
      return say(CONTROL_WORDS, 'invalidName', locale, { max: NAME_MAX_LENGTH });
    case 'invalid-phone':
      return say(CONTROL_WORDS, 'invalidPhone', locale);
    case 'invalid-code':
      return say(CONTROL_WORDS, 'invalidCode', locale);
    case 'invalid-country':
      return say(CONTROL_WORDS, 'invalidCountry', locale);
    case 'invalid-postal-code':
      return say(CONTROL_WORDS, 'invalidPostalCode', locale, POSTAL_CODE_LENGTH);
    case 'under-age':
      return say(CONTROL_WORDS, 'underAge', locale, { age: MINIMUM_AGE });
    default:
      return say(CONTROL_WORDS, 'checkAnswer', locale);
  }
}
