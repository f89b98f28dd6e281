import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;
const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;

/** What every agent's password is hashed with: scrypt's own default cost (N), about 50 ms a hash on a server core. */
export const PASSWORD_COST = 16_384;
/** scrypt's default cost, which hashes written before the cost was named were made with, whatever PASSWORD_COST becomes. */
const EARLIER_FORM_COST = 16_384;
/** The costs a stored hash may name: below is too weak to keep, above would take more memory than a sign-in may. */
const LEAST_COST = 1_024;
const MOST_COST = 65_536;

const allowedCost = (cost: number) => Number.isInteger(Math.log2(cost)) && cost >= LEAST_COST && cost <= MOST_COST;
const options = (cost: number): ScryptOptions => ({ N: cost, r: BLOCK_SIZE, p: 1, maxmem: 256 * cost * BLOCK_SIZE });

/**
 * `scrypt$<cost>$<salt hex>$<key hex>`: the hash names the cost it was made with, so that a cost
 * raised later still verifies the passwords hashed before it, as `scrypt$<salt hex>$<key hex>`
 * (the form before the cost was written) still verifies at scrypt's default.
 */
export async function hashPassword(password: string, cost: number = PASSWORD_COST): Promise<string> {
  if (!allowedCost(cost)) {
    throw new RangeError(`A password's cost is a power of two from ${LEAST_COST} to ${MOST_COST}, not ${cost}.`);
  }
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, options(cost));
  return `scrypt$${cost}$${salt.toString('hex')}$${key.toString('hex')}`;
}

function parse(stored: string): { cost: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costText, saltHex, keyHex] = parts.length === 3 ? [String(EARLIER_FORM_COST), parts[1], parts[2]] : parts.length === 4 ? parts.slice(1) : [];
  const cost = Number(costText);
  if (!saltHex || !keyHex || !allowedCost(cost)) return null;
  const key = Buffer.from(keyHex, 'hex');
  return key.length > 0 ? { cost, salt: Buffer.from(saltHex, 'hex'), key } : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await scrypt(password, hash.salt, hash.key.length, options(hash.cost));
  return timingSafeEqual(actual, hash.key);
}
