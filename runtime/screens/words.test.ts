import { describe, expect, it } from 'vitest';
import { CONTROL_WORDS } from '@/runtime/steps/controlWords';
import { FACE_WORDS } from '@/runtime/steps/photoReading/faceWords';
import { PALM_WORDS } from '@/runtime/steps/photoReading/palmWords';
import { ASSISTANT_WORDS } from '@/runtime/steps/talkWithExpert/assistantWords';
import { UPSELL_NAMES } from '@/schemas/upsellNames';
import { WORD_LOCALES } from '@/schemas/words';
import { wordProblems } from '@/testing/wordProblems';
import { CHECKOUT_WORDS } from './checkout/checkoutWords';
import { DECLINE_WORDS } from './checkout/declineWords';
import { FUNNEL_WORDS } from './funnelWords';
import { EMAIL_PAGE_WORDS } from './pages/emailPageWords';
import { SITE_PAGE_WORDS } from './pages/sitePageWords';
import { READING_CONTROL_WORDS } from './readings/readingWords';

describe.each([
  ['the frame of every step', FUNNEL_WORDS],
  ['the step controls and answer problems', CONTROL_WORDS],
  ['the palm photo step', PALM_WORDS],
  ['the face photo step', FACE_WORDS],
  ['the question to the assistant', ASSISTANT_WORDS],
  ['the birth place search, an unknown birth time and the natal wheel', READING_CONTROL_WORDS],
  ['checkout and cancelling', CHECKOUT_WORDS],
  ['declines', DECLINE_WORDS],
  ['the pages linked from email', EMAIL_PAGE_WORDS],
  ['the information pages', SITE_PAGE_WORDS],
  ['upsell names', UPSELL_NAMES],
])('the words of %s', (_, words) => {
  it('have every placeholder of the English text in every language, and one register per language', () => {
    expect(wordProblems(words)).toEqual([]);
  });
});

describe('decline words', () => {
  it.each(Object.entries(DECLINE_WORDS))('say %s in every language, never naming fraud', (_, entry) => {
    const messages = WORD_LOCALES.map((l) => entry[l]);
    expect(new Set(messages).size).toBe(WORD_LOCALES.length);
    for (const m of messages) expect(m).not.toMatch(/fraud|stolen|lost|black ?list|robad|betrug/i);
  });
});
