import { randomInt } from 'node:crypto';
import type { PanHolderLetter } from '../../src/domain/identifiers/pan';

let issued = 0;

/**
 * A fresh valid PAN the sandbox registry knows, which no merchant account uses yet: random letters
 * with the holder type's letter fourth (P individual, C company, F firm...), and digits from 1000 to
 * 8999, so never 0000 (never issued), 00xx (already registered), 0666 (blacklisted) or 9999 (unknown).
 */
export function freshPan(holder: PanHolderLetter = 'P'): string {
  issued += 1;
  // Any of 26 letters in each place: files that share a database (the PostgreSQL pass) rarely meet.
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters.slice(0, 3)}${holder}${letters.charAt(3)}${1000 + ((issued + randomInt(8000)) % 8000)}Z`;
}
