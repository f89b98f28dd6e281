import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from '../../src/server/auth/passwords';

describe('password hashes', () => {
  test("are made at scrypt's default cost and name it, and verify only their own password", async () => {
    expect(PASSWORD_COST).toBe(16_384);
    const hash = await hashPassword('Demo@1234');
    expect(hash).toMatch(/^scrypt\$16384\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('Demo@1234', hash)).toBe(true);
    expect(await verifyPassword('Demo@1235', hash)).toBe(false);
  });

  test('made at another cost, verify at the cost they name', async () => {
    const hash = await hashPassword('Demo@1234', 1_024);
    expect(hash.split('$')[1]).toBe('1024');
    expect(await verifyPassword('Demo@1234', hash)).toBe(true);
    // The same salt and key read at the default cost is another password's hash.
    const [, , salt, key] = hash.split('$');
    expect(await verifyPassword('Demo@1234', `scrypt$${salt}$${key}`)).toBe(false);
  });

  test('written before the cost was named, still verify at the default cost', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Demo@1234', salt, 64);
    const earlier = `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
    expect(await verifyPassword('Demo@1234', earlier)).toBe(true);
    expect(await verifyPassword('Demo@12345', earlier)).toBe(false);
  });

  test('are not made, and do not verify, at a cost outside what a sign-in may spend', async () => {
    await expect(hashPassword('Demo@1234', 512)).rejects.toThrow(RangeError);
    await expect(hashPassword('Demo@1234', 3_000)).rejects.toThrow(RangeError);
    await expect(hashPassword('Demo@1234', 131_072)).rejects.toThrow(RangeError);
    const [, , salt, key] = (await hashPassword('Demo@1234', 1_024)).split('$');
    for (const cost of ['512', '3000', '1048576', 'x', '']) {
      expect(await verifyPassword('Demo@1234', `scrypt$${cost}$${salt}$${key}`), cost).toBe(false);
    }
    expect(await verifyPassword('Demo@1234', `bcrypt$1024$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('Demo@1234', 'scrypt$1024$$')).toBe(false);
  });
});
