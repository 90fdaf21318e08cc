import { describe, expect, it } from 'vitest';
import { captureAttribution } from './captureAttribution';

describe('capturing attribution from a query string (docs/validation.md)', () => {
  it.each([
    ['no query', '', {}],
    ['a lone question mark', '?', {}],
    ['one tag', '?utm_source=tiktok', { utm_source: 'tiktok' }],
    ['without the question mark', 'utm_source=tiktok', { utm_source: 'tiktok' }],
    ['a repeated parameter keeps its first value', '?utm_source=tiktok&utm_source=fb', { utm_source: 'tiktok' }],
    ['an empty value becomes ""', '?utm_medium=', { utm_medium: '' }],
    ['a name without "=" is ""', '?utm_medium', { utm_medium: '' }],
    ['an empty first value wins over a later one', '?utm_medium=&utm_medium=cpc', { utm_medium: '' }],
    ['an unknown parameter is not captured', '?foo=1&utm_source=fb', { utm_source: 'fb' }],
    ['quiz is not captured, quizz is', '?quiz=a&quizz=b', { quizz: 'b' }],
    ['names are matched as written', '?UTM_SOURCE=fb&Utm_Medium=x', {}],
    [
      'values are decoded',
      '?utm_campaign=spring%20sale&utm_term=a+b',
      { utm_campaign: 'spring sale', utm_term: 'a b' },
    ],
    ['a value is kept as written (no source check here)', '?utm_source=Facebook', { utm_source: 'Facebook' }],
    [
      'the brief’s visitor',
      '?utm_source=tiktok&utm_source=fb&utm_medium=&foo=1',
      { utm_source: 'tiktok', utm_medium: '' },
    ],
    [
      'click ids and the odd names of the list',
      '?gclid=g1&fbclid=f1&ttclid=t1&_ef_transaction_id=e1&user_id=u1',
      { gclid: 'g1', fbclid: 'f1', ttclid: 't1', _ef_transaction_id: 'e1', user_id: 'u1' },
    ],
  ])('%s', (_, search, tags) => {
    expect(captureAttribution(search)).toEqual(tags);
  });
});
