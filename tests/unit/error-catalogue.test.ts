import { describe, expect, test } from 'vitest';
import { errorCatalogue, isErrorCode, specialErrorCodes } from '../../src/domain/error-catalogue';
import { GENERIC_MESSAGE, GENERIC_RETRY_MESSAGE, OOPS_TITLE } from '../../src/domain/session-errors';

const entryOf = (code: string) => (isErrorCode(code) ? errorCatalogue[code] : undefined);

// Spec section 8, "Server error codes to messages", copied word for word.
const SPEC_MESSAGES: [codes: string[], message: string][] = [
  [['MOS-1001'], 'Invalid request'],
  [['MOS-1002', 'MIS-1001'], 'Mandatory header missing in request'],
  [['MOS-1003'], 'Invalid PAN number, retry with a valid PAN'],
  [['MOS-1004'], 'Please enter a valid Annual Revenue value'],
  [['MOS-1005'], 'No Merchant MCC details found for given Account ID'],
  [['MOS-1006'], 'No Merchant Account details found'],
  [['MOS-1007'], 'Invalid fields or fields not allowed to change'],
  [['MOS-1009'], 'Invalid Account ID'],
  [['MOS-1010', 'MOS-1011'], 'Account MCC not found'],
  [['MOS-1012'], 'Merchant Account not found'],
  [['MOS-1013'], 'Merchant Contact not found'],
  [['MOS-1014'], 'Account already exists with shared PAN'],
  [['MOS-1015'], 'Please choose city corresponding to updated state'],
  [['MOS-2001', 'MOS-2003', 'MPS-3001', 'MPS-3002', 'BS-2001', 'ODS-401'], 'User not authorised'],
  [['MOS-2002', 'MPS-3003'], 'Due to security issue, please logout and login'],
  [
    [
      'MOS-3001', 'MOS-3002', 'MOS-3003', 'MOS-3004', 'MOS-3005', 'MOS-3006',
      'MPS-1001', 'MPS-3004', 'MPS-3005', 'MPS-3006', 'MPS-3007',
      'BS-1005', 'BS-2003', 'BS-2004', 'BS-2005',
      'MSS-101', 'MSS-105', 'MSS-106', 'LMS-102', 'LMS-106',
    ],
    'Technical Error',
  ],
  [['MPS-1002', 'MPS-1003', 'MPS-1004'], 'Error occurred while verifying Bank Account, try later'],
  [['MPS-2001', 'ODS-114'], 'Bank account details not found'],
  [['MPS-2003'], 'Bank not yet supported'],
  [['MPS-3008'], 'Bank account already linked with another merchant'],
  [['BS-1001', 'BS-1004'], 'Please select Valid City and State'],
  [['BS-1003', 'BS-3001', 'BS-3002'], 'Error in creating Merchant Account'],
  [['BS-1006'], 'Invalid GST Number format'],
  [['BS-1007', 'DE-1009', 'DE-3002'], 'GSTIN is Invalid'],
  [['BS-1002'], 'Billing Entity not found'],
  [['BS-2002'], 'User access expired, login again'],
  [['MSS-1001'], 'Store not found'],
  [['MSS-1016', 'MSS-1017'], 'Please select correct city and state for Business'],
  [['ODS-101', 'ODS-103'], 'Opportunity not found'],
  [['ODS-104'], 'Please fill all the fields to proceed'],
  [['ODS-105'], 'Nach Amount is null'],
  [['ODS-109', 'ODS-110'], 'Please add products to continue, wait while products are fetched from the CRM'],
  [['ODS-113'], 'Opportunity query code not found'],
  [['ODS-115'], 'Merchant Account not found'],
  [['DE-2006'], 'Document not found'],
  [['DE-2011'], 'Error in extracting document data'],
  [['DE-3017', 'DE-2013'], 'Error in processing DigiLocker photo'],
  [['DE-3018', 'DE-2014'], 'Error in performing OCR'],
  [['DE-4001'], 'Incorrect PAN'],
  [['LMS-101'], 'Lead ID not found'],
  [['LMS-103', 'LMS-1050'], 'Incorrect Data'],
  [['MIS-1008'], 'Error occurred while processing request, reach out to technical team'],
];

const specCases = SPEC_MESSAGES.flatMap(([codes, message]) => codes.map((code) => [code, message] as const));

describe('the server error codes of spec section 8', () => {
  test('the list above has every code once', () => {
    expect(specCases.length).toBe(83);
    expect(new Set(specCases.map(([code]) => code)).size).toBe(specCases.length);
  });

  test.each(specCases)('%s: %s', (code, message) => {
    expect(isErrorCode(code)).toBe(true);
    expect(entryOf(code)?.message).toBe(message);
    expect(entryOf(code)?.type).not.toBe('');
  });

  test('technical codes all have the type Technical Error', () => {
    for (const code of ['MOS-3001', 'MOS-3006', 'MPS-1001', 'MPS-3004', 'MPS-3007', 'BS-1005', 'BS-2003', 'BS-2005', 'MSS-101', 'LMS-106']) {
      expect(entryOf(code)).toEqual({ type: 'Technical Error', message: 'Technical Error' });
    }
  });

  test('codes outside the ranges the spec gives are not catalogued', () => {
    for (const code of ['MOS-1008', 'MOS-3007', 'MPS-3009', 'BS-2006', 'LMS-104', 'ODS-119', 'mos-1001', '', 'toString', '__proto__']) {
      expect(isErrorCode(code), code).toBe(false);
      expect(entryOf(code)).toBeUndefined();
    }
  });
});

describe("the product's own codes", () => {
  test('INTERNAL_SERVER_ERROR is the generic Oops', () => {
    expect(errorCatalogue.INTERNAL_SERVER_ERROR).toEqual({ type: 'Oops!', message: 'Something went wrong. Please try again later.' });
    expect(OOPS_TITLE).toBe('Oops!');
    expect(GENERIC_MESSAGE).toBe('Something went wrong. Please try again later.');
    expect(GENERIC_RETRY_MESSAGE).toBe('Something went wrong. Try again.');
  });

  test("ACCESS_RESTRICTED has the type 'Access restricted'", () => {
    expect(errorCatalogue.ACCESS_RESTRICTED.type).toBe('Access restricted');
  });

  test('UNAUTHORIZED_ERROR says the access expired', () => {
    expect(errorCatalogue.UNAUTHORIZED_ERROR.message).toBe('User access expired, login again');
  });

  test('the API refuses what the app never sends with requests errors of its own', () => {
    expect(errorCatalogue.OPERATION_NOT_ALLOWED).toEqual({ type: 'Invalid Request', message: 'This request is not one the app makes. Please update the app and try again.' });
    expect(errorCatalogue.REQUEST_TOO_LARGE).toEqual({ type: 'Invalid Request', message: 'This request asks for too much at once. Please ask for fewer items.' });
    expect(errorCatalogue.UNSUPPORTED_MEDIA_TYPE).toEqual({ type: 'Invalid Request', message: 'Requests must be sent as application/json.' });
  });

  test('every entry has a type and a message', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.type.trim(), code).not.toBe('');
      expect(entry.message.trim(), code).not.toBe('');
    }
  });

  test('the special list is kept as the spec names it', () => {
    expect([...specialErrorCodes]).toEqual(['ODS-118', 'ODS-124', 'NOT_ENACH_ESIGN_ELIGIBLE', 'NOT_ENACH_ELIGIBLE']);
  });
});
