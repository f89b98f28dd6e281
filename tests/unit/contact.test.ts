import { describe, expect, test } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  isValidEmail,
  isValidFreeText,
  normaliseMobile,
} from '../../src/domain/identifiers/contact';

describe('mobile number', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    [' 6000000000 ', '6000000000'],
    ['7012345678', '7012345678'],
    ['8123456789', '8123456789'],
  ])('%j is valid and normalised to %s', (raw, normalised) => {
    expect(normaliseMobile(raw)).toBe(normalised);
  });

  test.each([
    ['starts with 5', '5876543210'],
    ['too short', '98765'],
    ['another country code', '+1 9876543210'],
    ['11 digits', '98765432101'],
    ['letters', '98765abcde'],
    ['+91 with a landline', '+91 2223456789'],
    ['two prefixes', '+91 0 9876543210'],
    ['empty', ''],
    ['a number buried in 40,000 spaces', `98765${' '.repeat(40_000)}43210`],
  ])('%s (%j) is invalid', (_why, raw) => {
    expect(normaliseMobile(raw)).toBeNull();
  });

  test('the most separated way of typing one is still read', () => {
    expect(normaliseMobile('+91 - 98765 - 43210')).toBe('9876543210');
  });
});

describe('e-mail', () => {
  test.each([
    'ravi@example.in',
    'ravi.kumar+leads@mail.example.co.in',
    '  RAVI@EXAMPLE.COM ',
    // Digits, hyphens inside labels, underscores and plus-addressing are all deliverable.
    'ravi.kumar.1987@gmail.com',
    'r.k.sharma+kyc.2024@sub.mail-host.example.in',
    'accounts_team@shree-balaji-traders.co.in',
    '9876543210@ybl.example.in',
    'a@b.co',
  ])('%j is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  test.each([
    'ravi',
    'ravi@',
    '@example.in',
    'ravi@example',
    'ravi@example.c',
    'ravi kumar@example.in',
    'ravi@@example.in',
    '',
    // The domain is labels joined by single dots, the last one of two or more characters.
    'ravi@example..in',
    'ravi@.example.in',
    'ravi@example.in.',
    'ravi@example.c.d',
    // The local part is atoms joined by single dots (RFC 5321): no dot first, last or twice in a row.
    '.ravi@example.in',
    'ravi.@example.in',
    'ravi..kumar@example.in',
    '.@example.in',
    // A domain label neither starts nor ends with a hyphen (RFC 1035).
    'ravi@-example.in',
    'ravi@example-.in',
    'ravi@mail.-example.in',
    'ravi@example.-in',
    'ravi@example.in-',
  ])('%j is invalid', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  test(`is accepted up to ${EMAIL_MAX_LENGTH} characters and refused beyond`, () => {
    const domain = '@example.in';
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH + 1 - domain.length)}${domain}`)).toBe(false);
  });

  test('a well-formed e-mail of 40,000 characters is refused', () => {
    expect(isValidEmail(`${'a'.repeat(40_000 - '@example.in'.length)}@example.in`)).toBe(false);
  });

  test('40,000 characters shaped to make a backtracking pattern slow are refused', () => {
    expect(isValidEmail(`a@a${'.'.repeat(40_000)}a@....`)).toBe(false);
  });
});

describe('free text', () => {
  test.each([
    'Sharma Kirana Store',
    "Ganesh & Sons (Wholesale), Shop #12",
    'Call after 5 p.m.; ask for Mr. Rao!',
    'Line one\nLine two',
    '  padded  ',
  ])('%j is accepted', (text) => {
    expect(isValidFreeText(text)).toBe(true);
  });

  test.each([
    ['only symbols', '...'],
    ['only spaces', '   '],
    ['empty', ''],
    ['a percent sign', '100% pure'],
    ['angle brackets', '<script>'],
    ['curly braces', '{x}'],
    ['an emoji', 'Shop 🙂'],
  ])('%s is refused', (_why, text) => {
    expect(isValidFreeText(text)).toBe(false);
  });

  test(`is accepted up to ${FREE_TEXT_MAX_LENGTH} characters and refused beyond`, () => {
    expect(isValidFreeText('a'.repeat(FREE_TEXT_MAX_LENGTH))).toBe(true);
    expect(isValidFreeText('a'.repeat(FREE_TEXT_MAX_LENGTH + 1))).toBe(false);
  });

  test('1 MB of otherwise acceptable text is refused', () => {
    expect(isValidFreeText('Sharma Kirana Store, '.repeat(50_000))).toBe(false);
  });
});
