import { randomUUID } from 'node:crypto';
import type { PanHolderLetter } from '../../src/domain/identifiers/pan';

let issued = 0;

/**
 * A fresh valid PAN the sandbox registry knows, which no merchant account uses yet: random letters
 * with the holder type's letter fourth (P individual, C company, F firm...), and digits from 1000 to
 * 8999, so never 0000 (never issued), 00xx (already registered), 0666 (blacklisted) or 9999 (unknown).
 */
export function freshPan(holder: PanHolderLetter = 'P'): string {
  issued += 1;
  const letters = randomUUID().replace(/[^a-f]/g, '').toUpperCase().padEnd(4, 'A').slice(0, 4);
  return `${letters.slice(0, 3)}${holder}${letters.charAt(3)}${1000 + (issued % 8000)}Z`;
}
