import { describe, expect, test } from 'vitest';
import { addressKey, clientAddress, UNKNOWN_ADDRESS } from '../../src/server/auth/client-address';

describe('addressKey', () => {
  test('IPv4 as it is, also written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  test('IPv6 by its /64 network, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  test('anything else is the unknown address', () => {
    for (const value of [undefined, '', 'localhost', '999.1.1.1', '1.2.3.4, 5.6.7.8', '2001:db8::1::2']) {
      expect(addressKey(value), String(value)).toBe(UNKNOWN_ADDRESS);
    }
  });
});

describe('clientAddress', () => {
  const forwarded = new Headers({ 'x-forwarded-for': '192.0.2.1, 198.51.100.9' });

  test('the connection peer unless a proxy is trusted', () => {
    expect(clientAddress(forwarded, '203.0.113.5', false)).toBe('203.0.113.5');
  });

  test('behind a trusted proxy, the last forwarded entry (the one the proxy added)', () => {
    expect(clientAddress(forwarded, '203.0.113.5', true)).toBe('198.51.100.9');
    expect(clientAddress(new Headers(), '203.0.113.5', true)).toBe('203.0.113.5');
  });
});
