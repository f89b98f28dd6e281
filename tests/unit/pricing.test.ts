import { describe, expect, test } from 'vitest';
import {
  chosenPricing,
  isAutoApproved,
  keepsPrime,
  lineAmount,
  mdrRateFor,
  offeredProductFamilies,
  productKind,
  vasLabel,
  type PlanPricing,
  type PricedPlan,
} from '../../src/domain/pricing';

// The product and pricing rules both sides use (spec sections 5, 6 and 9).

const pricing = (setupFee: number, rentalPerMonth: number, advanceMonth: number, primeVasPrice = 0): PlanPricing => ({
  advanceMonth,
  vas: [
    { id: 'v1', name: 'SMS receipts', price: null, isPrime: false, isMandatory: true },
    { id: 'v2', name: 'Device insurance', price: primeVasPrice, isPrime: true, isMandatory: false },
  ],
  bom: [],
  fees: { setupFee, rentalPerMonth, advance: rentalPerMonth * advanceMonth, transactionFee: 0, isAggregator: false },
  mdrDetails: [],
});

const prime: PricedPlan = {
  isPrimeEnabled: true,
  standard: pricing(1000, 100, 3, 50),
  relatedProducts: [
    { id: 'allows', name: 'With a sound box', isPrimeAllowed: true, productIds: [], pricing: pricing(900, 120, 3, 50) },
    { id: 'refuses', name: 'With a QR', isPrimeAllowed: false, productIds: [], pricing: pricing(800, 90, 3, 50) },
  ],
};

describe('who is offered what', () => {
  test('the mini flow (partners) only SQR Mini and DQR Mini; others all five', () => {
    expect(offeredProductFamilies(true)).toEqual(['SQR_MINI', 'DQR_MINI']);
    expect(offeredProductFamilies(false)).toEqual(['POS_DEVICE', 'VOICE_POD', 'SQR_MINI', 'DQR_MINI', 'VOICE_POD_PRO']);
  });

  test("the hardware subtype 'PAPER POS' makes a soft POS", () => {
    expect(productKind('POS', 'PAPER POS')).toBe('SOFT_POS');
    expect(productKind('POS', 'paper pos ')).toBe('SOFT_POS');
    expect(productKind('POS', 'A910 Hard POS')).toBe('POS');
    expect(productKind('SOUNDBOX', null)).toBe('SOUNDBOX');
  });
});

describe('plans and prime', () => {
  test("a chosen bundle's pricing replaces the standard one", () => {
    expect(chosenPricing(prime, 'allows').fees.setupFee).toBe(900);
    expect(chosenPricing(prime, null).fees.setupFee).toBe(1000);
    expect(chosenPricing(prime, 'unknown').fees.setupFee).toBe(1000);
  });

  test('prime stays only on a prime-enabled plan, and with a bundle only when the bundle allows it', () => {
    expect(keepsPrime(prime, null, true)).toBe(true);
    expect(keepsPrime(prime, 'allows', true)).toBe(true);
    expect(keepsPrime(prime, 'refuses', true)).toBe(false);
    expect(keepsPrime(prime, 'allows', false)).toBe(false);
    expect(keepsPrime({ ...prime, isPrimeEnabled: false }, null, true)).toBe(false);
  });

  test("what the merchant pays: per device the setup fee, the advance months' rental and the priced VAS carried", () => {
    expect(lineAmount(pricing(1500, 499, 3), 2, false)).toBe(2 * (1500 + 1497));
    expect(lineAmount(pricing(1000, 100, 3, 50), 1, true)).toBe(1000 + 300 + 50);
    expect(lineAmount(pricing(1000, 100, 3, 50), 1, false)).toBe(1300);
    expect(lineAmount(pricing(1000, 100, 3), 0, false)).toBe(0);
    expect(lineAmount(pricing(1000, 100, 3), 1, false, { setupFee: 500, rentalPerMonth: 80 })).toBe(740);
    expect(vasLabel(16)).toBe('16 VAS added');
  });
});

describe('MDR slabs and approval', () => {
  const slabs = [
    { minTurnover: 0, maxTurnover: 2000000, rate: 1.99 },
    { minTurnover: 2000000, maxTurnover: 10000000, rate: 1.8 },
    { minTurnover: 10000000, maxTurnover: null, rate: 1.6 },
  ];
  test('the slab holding the turnover, lower bound inclusive; none yet counts as 0', () => {
    expect(mdrRateFor(slabs, null)).toBe(1.99);
    expect(mdrRateFor(slabs, 1999999)).toBe(1.99);
    expect(mdrRateFor(slabs, 2000000)).toBe(1.8);
    expect(mdrRateFor(slabs, 250000000)).toBe(1.6);
    expect(mdrRateFor([], 5)).toBeNull();
  });

  test('prices at or above the list price are agreed at once; any lower one waits for an approver', () => {
    const list = { setupFee: 1500, rentalPerMonth: 499 };
    expect(isAutoApproved([{ list, requested: list }])).toBe(true);
    expect(isAutoApproved([{ list, requested: { setupFee: 2000, rentalPerMonth: 499 } }])).toBe(true);
    expect(isAutoApproved([{ list, requested: { setupFee: 1499, rentalPerMonth: 499 } }])).toBe(false);
    expect(isAutoApproved([{ list, requested: list }, { list, requested: { setupFee: 1500, rentalPerMonth: 498 } }])).toBe(false);
  });
});
