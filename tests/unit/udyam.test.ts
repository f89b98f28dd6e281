import { describe, expect, test } from 'vitest';
import { UDYAM_MESSAGE, isValidUdyam } from '../../src/domain/identifiers/udyam';

describe('Udyam registration number', () => {
  test.each(['UDYAM-MH-19-0012345', 'UDYAM-KR-03-0000001', 'UDYAM-DL-11-9999999', 'UDYAM-TN-02-0104567'])('%s is valid', (udyam) => {
    expect(isValidUdyam(udyam)).toBe(true);
  });

  test.each(['udyam-mh-19-0012345', 'Udyam-Mh-19-0012345', '  UDYAM-MH-19-0012345 ', '\tudyam-mh-19-0012345\n'])(
    '%j is valid after normalising',
    (udyam) => {
      expect(isValidUdyam(udyam)).toBe(true);
    },
  );

  test.each([
    ['a digit in the state code', 'UDYAM-M1-19-0012345'],
    ['6-digit serial', 'UDYAM-MH-19-001234'],
    ['8-digit serial', 'UDYAM-MH-19-00123456'],
    ['UDYOG instead of UDYAM', 'UDYOG-MH-19-0012345'],
    ['1-digit district', 'UDYAM-MH-9-0012345'],
    ['3-letter state code', 'UDYAM-MAH-19-0012345'],
    ['a letter in the district', 'UDYAM-MH-1A-0012345'],
    ['no hyphens', 'UDYAMMH190012345'],
    ['spaces instead of hyphens', 'UDYAM MH 19 0012345'],
    ['the old Udyog Aadhaar number', 'MH19A0012345'],
    ['empty', ''],
  ])('%s (%j) is invalid', (_why, udyam) => {
    expect(isValidUdyam(udyam)).toBe(false);
  });

  test("the message is the spec's, word for word", () => {
    expect(UDYAM_MESSAGE).toBe('Enter a valid udyam number');
  });
});
