import { describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_CLIENT } from './clientAddress';

describe('clientAddress', () => {
  it.each([
    ['no proxy: the socket, whatever the request claims', '203.0.113.7', '198.51.100.9', 0, '198.51.100.9'],
    ['no proxy and no header', undefined, '198.51.100.9', 0, '198.51.100.9'],
    ['one proxy: the address it appended', '203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['one proxy, a client that forged entries to its left', '1.2.3.4, 203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['two proxies', '1.2.3.4, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2, '203.0.113.7'],
    ['spaces and IPv6', ' 2001:db8::1 ,10.0.0.2', '10.0.0.1', 2, '2001:db8::1'],
    ['more hops than the chain: its left-most entry', '203.0.113.7', '10.0.0.1', 5, '203.0.113.7'],
    ['a repeated header reads as one list', ['1.2.3.4', '203.0.113.7'], '10.0.0.1', 1, '203.0.113.7'],
    ['an IPv4-mapped socket address', undefined, '::ffff:198.51.100.9', 0, '198.51.100.9'],
    ['an empty entry where the client should be', ' , 10.0.0.2', '10.0.0.1', 2, UNKNOWN_CLIENT],
    ['no socket address', undefined, undefined, 0, UNKNOWN_CLIENT],
  ])('%s', (_, forwardedFor, socket, hops, address) => {
    expect(clientAddress(forwardedFor, socket, hops)).toBe(address);
  });
});
