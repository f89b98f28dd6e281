import { describe, expect, test } from 'vitest';
import { comparableBusinessName, otherRegisteredName } from '../../src/domain/business-proof';

// The shop and establishment registry's name against the business's legal and DBA names.
describe('otherRegisteredName', () => {
  const names = ['Ramesh Patil', 'Sai Krupa Stores'];

  test("is null when the registry's name is the DBA or the legal name, case, spaces, punctuation and 'M/s' apart", () => {
    for (const registered of ['SAI KRUPA STORES', 'M/s. Sai Krupa Stores', 'M/S SAI-KRUPA STORES', 'Messrs Sai  Krupa Stores.', 'Sai Krupa Store s', 'ramesh patil']) {
      expect(otherRegisteredName('SHOP_AND_ESTABLISHMENT', registered, names), registered).toBeNull();
    }
  });

  test("is the registry's name when it is neither", () => {
    expect(otherRegisteredName('SHOP_AND_ESTABLISHMENT', ' Patel General Stores ', names)).toBe('Patel General Stores');
    expect(otherRegisteredName('SHOP_AND_ESTABLISHMENT', 'Sai Krupa', names)).toBe('Sai Krupa');
    expect(otherRegisteredName('SHOP_AND_ESTABLISHMENT', 'Sai Krupa Stores', [null, '  '])).toBe('Sai Krupa Stores');
  });

  test('compares only a shop and establishment certificate, and only a name the registry gave', () => {
    expect(otherRegisteredName('CIN', 'Patel General Stores', names)).toBeNull();
    expect(otherRegisteredName('GSTIN_MANUAL', 'Patel General Stores', names)).toBeNull();
    expect(otherRegisteredName('SHOP_AND_ESTABLISHMENT', ' ', names)).toBeNull();
  });

  test("'M' and 'S' are dropped only as the leading M/s", () => {
    expect(comparableBusinessName('M/s MS Traders')).toBe('mstraders');
    expect(comparableBusinessName('Messrs. Om Sai')).toBe('omsai');
  });
});
