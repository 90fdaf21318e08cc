import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@/schemas/nameRule';
import { customerNameSchema } from './customerNameSchema';

describe("a customer's name, as the gateway takes it", () => {
  it.each([
    ['Luna', 'Luna'],
    ['  Luna Vega  ', 'Luna Vega'],
    ['a'.repeat(NAME_MAX_LENGTH), 'a'.repeat(NAME_MAX_LENGTH)],
    // Counted as the visitor sees them, as the name step counts: 30 moons are 60 UTF-16 units.
    ['🌙'.repeat(NAME_MAX_LENGTH), '🌙'.repeat(NAME_MAX_LENGTH)],
  ])('takes %j as %j', (given, kept) => {
    expect(customerNameSchema.parse(given)).toBe(kept);
  });

  it.each([
    ['one character too many', 'a'.repeat(NAME_MAX_LENGTH + 1)],
    ['20,000 characters', 'a'.repeat(20_000)],
    ['spaces only', '   '],
    ['nothing', ''],
  ])('refuses %s', (_, given) => {
    expect(customerNameSchema.safeParse(given).success).toBe(false);
  });
});
