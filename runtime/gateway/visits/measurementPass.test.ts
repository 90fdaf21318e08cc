import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_PASS_LIFETIME_SECONDS,
  type MeasurementPassClaims,
  measurementPassKey,
  signMeasurementPass,
  verifyMeasurementPass,
} from './measurementPass';

const KEY = measurementPassKey('merchant-secret');
const NOW = new Date(Date.UTC(2026, 10, 28, 12));
const VISIT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER_VISIT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const claims: MeasurementPassClaims = {
  purpose: 'moments',
  funnel: 'palmistry',
  subject: VISIT,
  expiresAt: new Date(NOW.getTime() + MEASUREMENT_PASS_LIFETIME_SECONDS * 1000),
};
const pass = signMeasurementPass(KEY, claims);
const [payload, signature] = pass.split('.') as [string, string];
const expected = { purpose: 'moments', funnel: 'palmistry', subject: VISIT } as const;
const reSigned = (changed: Record<string, unknown>) => {
  const body = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changed }));
  return `${body.toString('base64url')}.${signature}`;
};

describe('a measurement pass', () => {
  it('is good for its purpose, funnel and subject until it expires', () => {
    expect(verifyMeasurementPass(KEY, pass, expected, NOW)).toEqual({ ok: true, claims });
    // Counts name no subject: the pass's own is the page's id.
    expect(verifyMeasurementPass(KEY, pass, { purpose: 'moments', funnel: 'palmistry' }, NOW)).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['no pass', undefined, expected, NOW, 'missing'],
    ['an empty string', '', expected, NOW, 'malformed'],
    ['no signature', payload, expected, NOW, 'malformed'],
    ['three parts', `${pass}.x`, expected, NOW, 'malformed'],
    ['another key', signMeasurementPass(measurementPassKey('other'), claims), expected, NOW, 'forged'],
    ['claims changed under the signature', reSigned({ s: OTHER_VISIT }), expected, NOW, 'forged'],
    ['a signature of another length', `${payload}.abc`, expected, NOW, 'forged'],
    ['too long', `${'a'.repeat(600)}.${signature}`, expected, NOW, 'malformed'],
    ['another visit', pass, { ...expected, subject: OTHER_VISIT }, NOW, 'wrongSubject'],
    ['another funnel', pass, { ...expected, funnel: 'witch-power' }, NOW, 'wrongSubject'],
    ['another purpose', pass, { ...expected, purpose: 'counts' }, NOW, 'wrongSubject'],
    ['at its expiry', pass, expected, claims.expiresAt, 'expired'],
  ] as const)('is refused with %s', (_, given, want, now, problem) => {
    expect(verifyMeasurementPass(KEY, given, want, now)).toEqual({ ok: false, problem });
  });

  it('derives a key of its own from the merchant secret', () => {
    expect(measurementPassKey('merchant-secret')).toBe(KEY);
    expect(measurementPassKey('merchant-secret')).not.toBe('merchant-secret');
    expect(measurementPassKey('another secret')).not.toBe(KEY);
  });
});
