import { describe, expect, it } from 'vitest';
import { tikTokEmail } from './tikTokEmail';

describe('the email for the short-video ad pixel', () => {
  it.each([
    ['stella@example.com', 'stella@example.com'],
    ['  Stella@Example.COM ', 'stella@example.com'],
    ['\tLUNA.M@MAIL.DE\n', 'luna.m@mail.de'],
  ])('%j becomes %j', (given, sent) => {
    expect(tikTokEmail(given)).toBe(sent);
  });
});
