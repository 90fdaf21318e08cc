import { describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_CLIENT } from './clientAddress';

describe('clientAddress', () => {
  it.each([
    [{ 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    [{ 'x-forwarded-for': '203.0.113.7, 10.0.0.1, 10.0.0.2' }, '203.0.113.7'],
    [{ 'x-forwarded-for': ' 2001:db8::1 ,10.0.0.1' }, '2001:db8::1'],
    [{ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.1' }, '203.0.113.7'],
    [{ 'x-real-ip': '198.51.100.1' }, '198.51.100.1'],
    [{ 'x-forwarded-for': '', 'x-real-ip': '198.51.100.1' }, '198.51.100.1'],
    [{ 'x-forwarded-for': ' , 10.0.0.1' }, UNKNOWN_CLIENT],
    [{}, UNKNOWN_CLIENT],
  ])('reads %j as %j', (headers, address) => {
    expect(clientAddress(new Headers(headers))).toBe(address);
  });
});
