import { describe, expect, test } from 'vitest';
import { EMAIL_MESSAGE, FREE_TEXT_MESSAGE, MOBILE_MESSAGE } from '../../src/domain/identifiers/contact';
import { GSTIN_MESSAGE } from '../../src/domain/identifiers/gstin';
import { PAN_MESSAGE } from '../../src/domain/identifiers/pan';
import { LEAD_LIMITS, leadDetailsSchema, leadMessages, leadProductsSchema, type LeadDetailsValues } from '../../src/domain/lead-input';
import { allLeadProducts, allowedLeadProducts, partnerLeadProducts } from '../../src/domain/lead-products';

const base: LeadDetailsValues = {
  shopName: 'Sharma Kirana Store',
  contactName: 'Ramesh Sharma',
  contactNumber: '9876543210',
  product: ['POS_DEVICE'],
};

function parse(values: Partial<LeadDetailsValues>, isPartner = false) {
  return leadDetailsSchema(isPartner).safeParse({ ...base, ...values });
}

/** The first problem, as the server and the form report it: message and field path. */
function problem(values: Partial<LeadDetailsValues>, isPartner = false) {
  const result = parse(values, isPartner);
  if (result.success) throw new Error(`expected a problem with ${JSON.stringify(values)}`);
  const [issue] = result.error.issues;
  return { message: issue?.message, field: issue?.path.join('.') };
}

function parsed(values: Partial<LeadDetailsValues>, isPartner = false) {
  const result = parse(values, isPartner);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

describe('products', () => {
  test('a normal agent may choose all five products', () => {
    expect(allowedLeadProducts(false)).toEqual(['POS_DEVICE', 'VOICE_POD', 'SQR_MINI', 'DQR_MINI', 'VOICE_POD_PRO']);
    expect(parsed({ product: [...allLeadProducts] }).product).toEqual(allLeadProducts);
  });

  test('a partner may choose only SQR Mini and DQR Mini', () => {
    expect(partnerLeadProducts).toEqual(['SQR_MINI', 'DQR_MINI']);
    expect(parsed({ product: ['SQR_MINI', 'DQR_MINI'] }, true).product).toEqual(['SQR_MINI', 'DQR_MINI']);
    for (const product of ['POS_DEVICE', 'VOICE_POD', 'VOICE_POD_PRO'] as const) {
      expect(problem({ product: ['SQR_MINI', product] }, true)).toEqual({
        message: 'Partners can create leads only for SQR Mini and DQR Mini.',
        field: 'product',
      });
    }
  });

  test("no product is refused with the spec's words", () => {
    expect(problem({ product: [] })).toEqual({
      message: 'To proceed further, please select at least one product from the list.',
      field: 'product',
    });
    expect(leadMessages.products).toBe('To proceed further, please select at least one product from the list.');
  });

  test('duplicates are dropped, order kept', () => {
    expect(parsed({ product: ['VOICE_POD', 'SQR_MINI', 'VOICE_POD', 'SQR_MINI'] }).product).toEqual(['VOICE_POD', 'SQR_MINI']);
    expect(leadProductsSchema(true).parse(['DQR_MINI', 'DQR_MINI'])).toEqual(['DQR_MINI']);
  });

  test('an unknown product is refused', () => {
    expect(leadProductsSchema(false).safeParse(['CARD_MACHINE']).success).toBe(false);
  });
});

describe('text fields', () => {
  test('names are trimmed', () => {
    const data = parsed({ shopName: '  Sharma Kirana Store  ', contactName: '\tRamesh Sharma ' });
    expect(data.shopName).toBe('Sharma Kirana Store');
    expect(data.contactName).toBe('Ramesh Sharma');
  });

  test('an empty or blank shop or contact name is refused with its message', () => {
    expect(problem({ shopName: '' })).toEqual({ message: 'Please enter the shop name.', field: 'shopName' });
    expect(problem({ shopName: '   ' })).toEqual({ message: 'Please enter the shop name.', field: 'shopName' });
    expect(problem({ contactName: ' ' })).toEqual({ message: 'Please enter the contact name.', field: 'contactName' });
  });

  test('a missing shop name is refused with the same message', () => {
    const result = leadDetailsSchema(false).safeParse({ ...base, shopName: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter the shop name.');
  });

  test('names over their limit are refused', () => {
    expect(parsed({ shopName: 'S'.repeat(LEAD_LIMITS.shopName) }).shopName).toHaveLength(100);
    expect(problem({ shopName: 'S'.repeat(LEAD_LIMITS.shopName + 1) }).field).toBe('shopName');
    expect(problem({ contactName: 'R'.repeat(LEAD_LIMITS.contactName + 1) }).field).toBe('contactName');
  });

  test('symbols outside the permitted set are refused', () => {
    expect(problem({ shopName: '100% Pure Ghee' })).toEqual({ message: FREE_TEXT_MESSAGE, field: 'shopName' });
    expect(problem({ notes: 'call <b>now</b>' })).toEqual({ message: FREE_TEXT_MESSAGE, field: 'notes' });
  });

  test('notes over 1000 characters are refused', () => {
    expect(parsed({ notes: 'n'.repeat(1000) }).notes).toHaveLength(1000);
    expect(problem({ notes: 'n'.repeat(1001) }).field).toBe('notes');
  });
});

describe('optional fields', () => {
  test('empty optional fields become null', () => {
    expect(parsed({ contactEmail: '', panNumber: '', gstin: '', notes: '', scheduledFollowUp: '' })).toEqual({
      shopName: 'Sharma Kirana Store',
      contactName: 'Ramesh Sharma',
      contactNumber: '9876543210',
      contactEmail: null,
      panNumber: null,
      gstin: null,
      notes: null,
      scheduledFollowUp: null,
      product: ['POS_DEVICE'],
    });
  });

  test('blank optional fields become null too', () => {
    const data = parsed({ contactEmail: '  ', panNumber: '  ', gstin: ' ', notes: '   ' });
    expect([data.contactEmail, data.panNumber, data.gstin, data.notes]).toEqual([null, null, null, null]);
  });

  test('omitted optional fields become null', () => {
    const data = parsed({});
    expect([data.contactEmail, data.panNumber, data.gstin, data.notes, data.scheduledFollowUp]).toEqual([null, null, null, null, null]);
  });
});

describe('identifiers and contact details', () => {
  test('PAN and GSTIN are trimmed and upper-cased', () => {
    const data = parsed({ panNumber: ' aaacr5055k ', gstin: ' 27aaacr5055k1z7 ' });
    expect(data.panNumber).toBe('AAACR5055K');
    expect(data.gstin).toBe('27AAACR5055K1Z7');
  });

  test('an invalid PAN or GSTIN is refused with the spec message', () => {
    expect(problem({ panNumber: 'AAACR5055' })).toEqual({ message: PAN_MESSAGE, field: 'panNumber' });
    expect(problem({ gstin: '27AAACR5055K1Z8' })).toEqual({ message: GSTIN_MESSAGE, field: 'gstin' });
  });

  test('the mobile number is normalised to 10 digits', () => {
    expect(parsed({ contactNumber: '+91 98765 43210' }).contactNumber).toBe('9876543210');
    expect(parsed({ contactNumber: '09876543210' }).contactNumber).toBe('9876543210');
    expect(problem({ contactNumber: '5876543210' })).toEqual({ message: MOBILE_MESSAGE, field: 'contactNumber' });
  });

  test('the e-mail is trimmed and lower-cased', () => {
    expect(parsed({ contactEmail: ' Ramesh.Sharma@Example.IN ' }).contactEmail).toBe('ramesh.sharma@example.in');
    expect(problem({ contactEmail: 'ramesh@' })).toEqual({ message: EMAIL_MESSAGE, field: 'contactEmail' });
  });

  test('the follow-up becomes an ISO instant; a non-date is refused', () => {
    expect(parsed({ scheduledFollowUp: '2026-12-01T16:00:00+05:30' }).scheduledFollowUp).toBe('2026-12-01T10:30:00.000Z');
    expect(problem({ scheduledFollowUp: 'tomorrow' })).toEqual({ message: 'Please enter a valid date.', field: 'scheduledFollowUp' });
  });
});
