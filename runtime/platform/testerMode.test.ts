import { describe, expect, it } from 'vitest';
import { isTesterMode, isTesterToken, readCookie } from './testerMode';

describe('tester token', () => {
  it.each([
    ['a version 4 UUID', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', true],
    ['a version 1 UUID', 'c232ab00-9414-11ec-b3c8-9f6bdeced846', true],
    ['a version 7 UUID', '01890a5d-ac96-774b-bcce-b302099a8057', true],
    ['upper case', 'F47AC10B-58CC-4372-A567-0E02B2C3D479', true],
    ['mixed case', 'f47AC10b-58cc-4372-A567-0e02b2c3d479', true],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000', true],
    ['no hyphens', 'f47ac10b58cc4372a5670e02b2c3d479', false],
    ['braces', '{f47ac10b-58cc-4372-a567-0e02b2c3d479}', false],
    ['a non-hex digit', 'g47ac10b-58cc-4372-a567-0e02b2c3d479', false],
    ['one digit short', 'f47ac10b-58cc-4372-a567-0e02b2c3d47', false],
    ['surrounding spaces', ' f47ac10b-58cc-4372-a567-0e02b2c3d479 ', false],
    ['an empty string', '', false],
    ['a word', 'tester', false],
    ['a number', 42, false],
    ['a trailing newline', 'f47ac10b-58cc-4372-a567-0e02b2c3d479\n', false],
    ['two UUIDs in one', 'f47ac10b-58cc-4372-a567-0e02b2c3d479f47ac10b-58cc-4372-a567-0e02b2c3d479', false],
    ['a UUID and markup after it', 'f47ac10b-58cc-4372-a567-0e02b2c3d479<script>', false],
    ['a NUL inside', 'f47ac10b-58cc-4372-a567-0e02b2c3\u0000479', false],
    ['8,000 characters', 'f'.repeat(8000), false],
    ['an array holding a UUID', ['f47ac10b-58cc-4372-a567-0e02b2c3d479'], false],
    ['nothing', undefined, false],
  ])('%s counts: %s', (_, value, expected) => {
    expect(isTesterToken(value)).toBe(expected);
  });
});

describe('tester mode from cookies', () => {
  it.each([
    ['tester_token=f47ac10b-58cc-4372-a567-0e02b2c3d479', true],
    ['a=1; tester_token=F47AC10B-58CC-4372-A567-0E02B2C3D479; b=2', true],
    ['tester_token=f47ac10b-58cc-4372-a567-0e02b2c3d479%20', false],
    ['tester_token=not-a-uuid', false],
    ['other_tester_token=f47ac10b-58cc-4372-a567-0e02b2c3d479', false],
    ['tester_token=%E0%A4%A', false],
    ['tester_token=f47ac10b-58cc-4372-a567-0e02b2c3d479%0A', false],
    ['tester_token="f47ac10b-58cc-4372-a567-0e02b2c3d479"', false],
    [`tester_token=${'f47ac10b-58cc-4372-a567-0e02b2c3d479'.repeat(200)}`, false],
    ['tester_token=not-a-uuid; tester_token=f47ac10b-58cc-4372-a567-0e02b2c3d479', false],
    ['', false],
    [null, false],
  ])('%j → %s, without throwing', (header, expected) => {
    expect(isTesterMode(header)).toBe(expected);
  });

  it('reads the first cookie of a name and decodes it', () => {
    expect(readCookie('x=a%20b; x=c', 'x')).toBe('a b');
    expect(readCookie('novalue; y=1', 'novalue')).toBeUndefined();
  });
});
