import { expect, test } from 'vitest';
import { deploymentMessages } from '../../src/domain/deployment';
import { mandateMessages } from '../../src/domain/mandate';
import { wholeRupees } from '../../src/domain/rupees';

test('whole rupees are grouped the Indian way, with no paise', () => {
  expect(wholeRupees(10_000)).toBe('₹10,000');
  expect(wholeRupees(12_345_678)).toBe('₹1,23,45,678');
  expect(wholeRupees(0)).toBe('₹0');
});

test('the limits in the messages read as the agent sees them', () => {
  expect(deploymentMessages.testAmount).toBe('Please enter a test amount from ₹1 to ₹10,000.');
  expect(mandateMessages.amount).toBe('Please enter an amount from ₹1 to ₹1,00,00,000.');
  expect(mandateMessages.upiAmount).toBe('UPI AutoPay takes amounts up to ₹1,00,000. Please lower the amount or use another mode.');
});
