import { createRequire } from 'node:module';
import { bankCodeOfIfsc } from '../../domain/bank-account';

// The list of Indian bank branches shipped with the ifsc package (its data files only: no lookups
// over the network). IFSC.json maps each bank code to its branch codes, numeric ones without their
// leading zeros; banknames.json names the banks.

const require = createRequire(import.meta.url);

let branches: Readonly<Record<string, readonly (string | number)[]>> | undefined;
let bankNames: Readonly<Record<string, string>> | undefined;

/** The bank of a well-formed IFSC (upper case), or null when no branch has it. */
export function bankOfIfsc(ifsc: string): { bankCode: string; bankName: string } | null {
  branches ??= require('ifsc/src/IFSC.json') as Record<string, (string | number)[]>;
  bankNames ??= require('ifsc/src/banknames.json') as Record<string, string>;
  const bankCode = bankCodeOfIfsc(ifsc);
  const list = Object.hasOwn(branches, bankCode) ? branches[bankCode] : undefined;
  if (!list) return null;
  const branch = ifsc.slice(5);
  const known = /^[0-9]+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
  if (!known) return null;
  const bankName = Object.hasOwn(bankNames, bankCode) ? bankNames[bankCode] : undefined;
  return bankName ? { bankCode, bankName } : null;
}
