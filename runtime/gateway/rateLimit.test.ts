import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '@/runtime/platform/db/schema';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { type RateLimitRule, rateLimit } from './rateLimit';
import { RateLimitedError } from './rateLimitedError';

const RULE: RateLimitRule = { name: 'test_rule', limit: 5, windowSeconds: 3600 };
const START = new Date('2031-01-01T12:00:00.000Z');
const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** What a call came to: passed, or the seconds a 429 asked to wait. */
async function outcome(promise: Promise<void>): Promise<'passed' | number> {
  try {
    await promise;
    return 'passed';
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

describe.each(testDatabases())('rateLimit on $name', ({ open }) => {
  let gateway: TestGateway;
  const hit = (subject: string, rule = RULE) => outcome(rateLimit(gateway.ctx, rule, subject));

  beforeAll(async () => {
    gateway = await openTestGateway(open);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('passes up to the limit, then refuses with 429, the error shape and the seconds left in the window', async () => {
    gateway.setNow(START);
    for (let i = 0; i < RULE.limit; i++) expect(await hit('under@example.com')).toBe('passed');
    gateway.setNow(later(600));
    const refused = await rateLimit(gateway.ctx, RULE, 'under@example.com').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).toJSON()).toEqual({
      originalError: { code: 'rate_limited', message: expect.any(String), retryAfterSeconds: 3000 },
      originalStatusCode: 429,
    });
    // Refused hits do not move the window.
    gateway.setNow(later(3599.5));
    expect(await hit('under@example.com')).toBe(1);
  });

  it('counts each subject and each rule apart', async () => {
    gateway.setNow(START);
    for (let i = 0; i < RULE.limit; i++) await hit('apart@example.com');
    expect(await hit('apart@example.com')).toBe(3600);
    expect(await hit('other@example.com')).toBe('passed');
    expect(await hit('apart@example.com', { ...RULE, name: 'another_rule' })).toBe('passed');
  });

  it('opens a new window once the last one closed', async () => {
    gateway.setNow(START);
    for (let i = 0; i < RULE.limit; i++) await hit('reset@example.com');
    gateway.setNow(later(RULE.windowSeconds - 1));
    expect(await hit('reset@example.com')).toBe(1);
    gateway.setNow(later(RULE.windowSeconds));
    for (let i = 0; i < RULE.limit; i++) expect(await hit('reset@example.com')).toBe('passed');
    expect(await hit('reset@example.com')).toBe(RULE.windowSeconds);
  });

  it('lets exactly the limit through when requests come at once', async () => {
    gateway.setNow(START);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => hit('rush@example.com')));
    expect(outcomes.filter((o) => o === 'passed')).toHaveLength(RULE.limit);
    expect(outcomes.filter((o) => o === 3600)).toHaveLength(20 - RULE.limit);
  });

  it('keeps subjects hashed, and deletes closed windows when a new one opens', async () => {
    gateway.setNow(START);
    await hit('kept@example.com');
    const keys = (await gateway.ctx.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('@'))).toEqual([]);

    gateway.setNow(later(RULE.windowSeconds * 2));
    await hit('fresh@example.com');
    const left = await gateway.ctx.db.select().from(rateLimitCounters);
    expect(left).toHaveLength(1);
    expect(left[0]?.windowEndsAt).toEqual(later(RULE.windowSeconds * 3));
  });
});
