import { describe, expect, it } from 'vitest';
import { customerEmailSchema } from './customerEmailSchema';

describe('customerEmailSchema (docs/validation.md#email, as the gateway keys customers)', () => {
  it.each([
    ['a@b.co', 'a@b.co'],
    ['  A@B.CO ', 'a@b.co'],
    ['a@[1.2.3.4]', 'a@[1.2.3.4]'],
    ['First.Last+tag@Sub.Example.co.uk', 'first.last+tag@sub.example.co.uk'],
    ['"a b"@example.com', '"a b"@example.com'],
  ])('accepts %j as %j', (given, kept) => {
    expect(customerEmailSchema.parse(given)).toBe(kept);
  });

  it.each([
    ['a@b.c', 'a top-level domain of 1 letter'],
    ['a b@c.de', 'a space in the local part'],
    ['a@b', 'no top-level domain'],
    ['a@@b.co', 'two @ signs'],
    ['a@.co', 'an empty domain label'],
    ['@b.co', 'no local part'],
    ['a@b.co.', 'a trailing dot'],
    ['', 'nothing'],
    [`${'a'.repeat(250)}@b.co`, 'more than 254 characters'],
  ])('refuses %j (%s)', (given) => {
    expect(customerEmailSchema.safeParse(given).success).toBe(false);
  });
});
