import { createHash } from 'node:crypto';

/** Tokens and proofs are kept as their SHA-256, as a leaked table must not hand out working links. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
