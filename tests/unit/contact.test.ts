import { describe, expect, test } from 'vitest';
import { isValidEmail, isValidFreeText, normaliseMobile } from '../../src/domain/identifiers/contact';

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
  ])('%s (%j) is invalid', (_why, raw) => {
    expect(normaliseMobile(raw)).toBeNull();
  });
});

describe('e-mail', () => {
  test.each(['ravi@example.in', 'ravi.kumar+leads@mail.example.co.in', '  RAVI@EXAMPLE.COM '])('%j is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  test.each(['ravi', 'ravi@', '@example.in', 'ravi@example', 'ravi@example.c', 'ravi kumar@example.in', 'ravi@@example.in', ''])(
    '%j is invalid',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
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
});
