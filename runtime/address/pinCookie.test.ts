import { describe, expect, it } from 'vitest';
import { parsePin } from './parsePin';
import { pinCookie } from './pinCookie';

const PALMISTRY = { funnelVersion: 3, flowId: 'palmistry', flowVersion: 2 };

describe('the pin cookie', () => {
  it.each([
    [true, 'funnel_pin_palmistry=3.palmistry.2; Path=/; Secure; SameSite=Lax'],
    [false, 'funnel_pin_palmistry=3.palmistry.2; Path=/; SameSite=Lax'],
  ])('is a session cookie for the whole site, secure: %s', (secure, written) => {
    expect(pinCookie.serialize('palmistry', PALMISTRY, { secure })).toBe(written);
  });

  it('is read back as the versions written', () => {
    expect(parsePin(pinCookie.format(PALMISTRY))).toEqual(PALMISTRY);
  });
});
