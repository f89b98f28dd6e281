import { describe, expect, test } from 'vitest';
import { errorCatalogue, isErrorCode } from '../../src/domain/error-catalogue';
import {
  acquirerOfIfsc,
  indianToday,
  isLiveMandate,
  isValidVpa,
  letsJourneyContinue,
  MANDATE_SPECIAL_CODES,
  mandateDetailsProblems,
  mandateEligibility,
  mandateStatusMessage,
  type MandateStatusCode,
} from '../../src/domain/mandate';

const entryOf = (code: string) => (isErrorCode(code) ? errorCatalogue[code] : undefined);

describe('mandate statuses', () => {
  test.each<[MandateStatusCode, string]>([
    ['acknowledged', 'Mandate submitted. waiting for Mandate Activation'],
    ['submitted', 'Mandate submitted. waiting for Mandate Activation'],
    ['active', 'Mandate successfully activated'],
    ['failed', 'Mandate activation failed'],
    ['cancelled', 'Mandate cancelled'],
    ['expired', 'Mandate expired'],
    ['pending_no_error', 'Mandate not yet submitted'],
    ['pending_submission', 'Mandate not yet submitted'],
    ['pending_error', 'Mandate registration failed'],
    ['withdrawn', 'Mandate withdrawn'],
  ])('%s says %s (spec section 4)', (status, message) => {
    expect(mandateStatusMessage(status)).toBe(message);
  });

  test('the journey goes on from a submitted or active mandate only', () => {
    const statuses: MandateStatusCode[] = ['acknowledged', 'submitted', 'active', 'failed', 'cancelled', 'expired', 'pending_no_error', 'pending_submission', 'pending_error', 'withdrawn'];
    expect(statuses.filter(letsJourneyContinue)).toEqual(['acknowledged', 'submitted', 'active']);
    expect(statuses.filter(isLiveMandate)).toEqual(['acknowledged', 'submitted', 'active', 'pending_no_error', 'pending_submission']);
  });
});

describe('the mandate check: acquirer, settlement cycle and VAS', () => {
  test('e-NACH and e-sign by the debited bank; UPI AutoPay with any', () => {
    expect(mandateEligibility({ acquirer: 'HDFC', settlementCycle: 'T_PLUS_1', vas: [] })).toMatchObject({ isENachEligible: true, isESignEligible: true, isUpiAutoPayEligible: true });
    expect(mandateEligibility({ acquirer: 'CNRB', settlementCycle: 'T_PLUS_1', vas: [] })).toMatchObject({ isENachEligible: false, isESignEligible: true });
    expect(mandateEligibility({ acquirer: 'KARB', settlementCycle: 'T_PLUS_1', vas: [] })).toMatchObject({ isENachEligible: false, isESignEligible: false, isUpiAutoPayEligible: true });
    expect(mandateEligibility({ acquirer: null, settlementCycle: 'T_PLUS_1', vas: [] })).toMatchObject({ isENachEligible: false, isESignEligible: false });
  });

  test('a mandate is needed unless charges are netted off a settlement held a day or more (T+1, T+2) with no VAS', () => {
    expect(mandateEligibility({ acquirer: 'HDFC', settlementCycle: 'T_PLUS_1', vas: [] }).isNachRequired).toBe(false);
    expect(mandateEligibility({ acquirer: 'HDFC', settlementCycle: 'T_PLUS_1', vas: ['Dynamic QR'] }).isNachRequired).toBe(true);
    expect(mandateEligibility({ acquirer: 'HDFC', settlementCycle: 'T_PLUS_0', vas: [] }).isNachRequired).toBe(true);
    expect(mandateEligibility({ acquirer: 'HDFC', settlementCycle: 'T_PLUS_2', vas: [] }).isNachRequired).toBe(false);
    expect(mandateEligibility({ acquirer: 'HDFC', settlementCycle: null, vas: [] }).isNachRequired).toBe(true);
  });

  test("the acquirer is the IFSC's bank code", () => {
    expect(acquirerOfIfsc('hdfc0000001')).toBe('HDFC');
    expect(acquirerOfIfsc(null)).toBeNull();
  });
});

describe('special codes', () => {
  test('each is catalogued with its message and has one next action', () => {
    for (const [code, handling] of Object.entries(MANDATE_SPECIAL_CODES)) {
      expect(entryOf(code)).toEqual({ type: handling.title, message: handling.message });
      expect(handling.next.label).not.toBe('');
    }
    expect(MANDATE_SPECIAL_CODES.NOT_ENACH_ESIGN_ELIGIBLE.next).toMatchObject({ kind: 'mode', mandateType: 'PHYSICAL_NACH' });
    expect(MANDATE_SPECIAL_CODES.NOT_ENACH_ELIGIBLE.next).toMatchObject({ kind: 'mode', mandateType: 'E_SIGN' });
    expect(MANDATE_SPECIAL_CODES['ODS-118'].next).toMatchObject({ kind: 'route', route: '/BankAccount' });
  });
});

describe('mandate details', () => {
  // 18:45 UTC is already the next day in India.
  const now = new Date('2026-03-10T18:45:00Z');
  const valid = { amount: 11800, startDate: '2026-03-11', endDate: null, mobileNumber: '98765 43210', email: 'sai@example.com' };

  test("today is India's day", () => {
    expect(indianToday(now)).toBe('2026-03-11');
  });

  test('valid details have no problems', () => {
    expect(mandateDetailsProblems(valid, 'E_MANDATE', now)).toEqual({});
  });

  test('each rule names its field', () => {
    expect(mandateDetailsProblems({ ...valid, startDate: '2026-03-10' }, 'E_MANDATE', now)).toEqual({ startDate: 'The start date cannot be in the past.' });
    expect(mandateDetailsProblems({ ...valid, endDate: '2026-03-11' }, 'E_MANDATE', now)).toEqual({ endDate: 'The end date must be after the start date.' });
    expect(mandateDetailsProblems({ ...valid, amount: 0 }, 'E_MANDATE', now)).toHaveProperty('amount');
    expect(mandateDetailsProblems({ ...valid, amount: 10_000_001 }, 'E_MANDATE', now)).toHaveProperty('amount');
    expect(mandateDetailsProblems({ ...valid, amount: 100_001 }, 'UPI_AUTOPAY', now)).toHaveProperty('amount');
    expect(mandateDetailsProblems({ ...valid, amount: 100_001 }, 'E_MANDATE', now)).toEqual({});
    expect(mandateDetailsProblems({ ...valid, mobileNumber: '12345' }, 'E_MANDATE', now)).toHaveProperty('mobileNumber');
    expect(mandateDetailsProblems({ ...valid, email: 'not-an-email' }, 'E_MANDATE', now)).toHaveProperty('email');
    expect(mandateDetailsProblems({ ...valid, startDate: '2026-02-30' }, 'E_MANDATE', now)).toEqual({ startDate: 'Please enter a valid date.' });
  });
});

describe('UPI ids', () => {
  test.each([
    ['ramesh@okhdfc', true],
    ['ramesh.patil-1@ybl', true],
    ['ramesh', false],
    ['@okhdfc', false],
    ['ramesh@1bank', false],
    [`${'a'.repeat(60)}@ybl`, false],
  ])('%s valid: %s', (vpa, valid) => {
    expect(isValidVpa(vpa)).toBe(valid);
  });
});
