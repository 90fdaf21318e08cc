import { describe, expect, it } from 'vitest';
import { fillContent, fillVariables, PENDING_VALUE, variablesIn, variablesOfContent } from './readingVariables';

describe('values named in texts', () => {
  it.each([
    ['Your sun is in {{sunSign}}', ['sunSign']],
    ['{{ moonSign }} and {{moonSign}}', ['moonSign', 'moonSign']],
    ['{sunSign} and {{ }} and {{1x}} are no names', []],
    ['', []],
  ])('%j names %j', (text, names) => {
    expect(variablesIn(text)).toEqual(names);
  });

  it('fills the names given, and shows the others as pending', () => {
    expect(fillVariables('Sun {{sunSign}}, moon {{ moonSign }}', { sunSign: 'Leo' })).toBe(
      `Sun Leo, moon ${PENDING_VALUE}`,
    );
  });

  it("fills every text of a step's content and nothing else", () => {
    const content = {
      title: { en: 'Sun in {{sunSign}}', es: 'Sol en {{sunSign}}' },
      options: [{ value: '{{sunSign}}', label: { en: '{{lifePathNumber}}' }, emoji: '☀' }],
      image: { src: '/images/{{sunSign}}.svg', alt: { en: 'A {{sunSign}} sky' } },
      plans: ['{{sunSign}}'],
      askTime: true,
    };
    expect(variablesOfContent(content)).toEqual(['sunSign', 'lifePathNumber']);
    expect(fillContent(content, { sunSign: 'Leo', lifePathNumber: '7' })).toEqual({
      title: { en: 'Sun in Leo', es: 'Sol en Leo' },
      options: [{ value: '{{sunSign}}', label: { en: '7' }, emoji: '☀' }],
      image: { src: '/images/{{sunSign}}.svg', alt: { en: 'A Leo sky' } },
      plans: ['{{sunSign}}'],
      askTime: true,
    });
  });
});
