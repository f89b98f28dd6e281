import { describe, expect, test } from 'vitest';
import { maskAadhaar, REDACTED, redactCustomerData, redactText, redactValue } from '../../src/domain/log-redaction';

const jwt =
  'eyJhbGciOiJIUzI1NiJ9.eyJlbXBsb3llZUlkIjoiRU1QMTAwMSIsInVzZSI6ImFjY2VzcyJ9.Jq3mSx2C4_1nV8i2cY0oA9u7tQyQm3-JfA1b2c3d4e5';

describe('redactText', () => {
  test('a JWT anywhere in the text is removed', () => {
    expect(redactText(`refresh failed for ${jwt} at 10:00`)).toBe(`refresh failed for ${REDACTED} at 10:00`);
    expect(redactText(`{"accessToken":"${jwt}"}`)).not.toContain('eyJ');
  });

  test('an opaque Bearer credential is removed', () => {
    expect(redactText('Authorization: Bearer abc123.opaque-token')).toBe(`Authorization: Bearer ${REDACTED}`);
  });

  test('password values are removed in query strings, JSON and prose', () => {
    expect(redactText('email=a@b.in&password=Demo@1234&x=1')).toBe(`email=a@b.in&password=${REDACTED}&x=1`);
    expect(redactText('{"email":"a@b.in","password":"Demo@1234"}')).toBe(`{"email":"a@b.in","password":${REDACTED}}`);
    expect(redactText('Password: hunter2, then')).toBe(`Password: ${REDACTED}, then`);
    expect(redactText('pwd=secret')).toBe(`pwd=${REDACTED}`);
  });

  test('a 12-digit Aadhaar number keeps only its last 4 digits, grouped or not', () => {
    expect(redactText('aadhaar 234567890123 given')).toBe('aadhaar XXXXXXXX0123 given');
    expect(redactText('aadhaar 2345 6789 0123 given')).toBe('aadhaar XXXXXXXX0123 given');
    expect(redactText('aadhaar 2345-6789-0123')).toBe('aadhaar XXXXXXXX0123');
    expect(maskAadhaar('999988887777')).toBe('XXXXXXXX7777');
  });

  test('other numbers are left alone: mobiles, timestamps, PINs, mixed groupings', () => {
    expect(redactText('call 9845012345')).toBe('call 9845012345');
    expect(redactText('at 1795237986791')).toBe('at 1795237986791');
    expect(redactText('pincode 560001')).toBe('pincode 560001');
    expect(redactText('2345 6789-0123')).toBe('2345 6789-0123');
    expect(redactText('PAN AAACR5055K')).toBe('PAN AAACR5055K');
  });
});

describe('redactText on hostile input', () => {
  test('a quoted password without its closing quote is redacted to the end of the text', () => {
    expect(redactText('login {"password":"Demo@1234 and more')).toBe(`login {"password":${REDACTED}`);
  });

  test('a JWT is found only where a token can start, not inside a longer word', () => {
    expect(redactText(`x-${jwt}`)).toBe(`x-${jwt}`);
    expect(redactText(`x ${jwt}`)).toBe(`x ${REDACTED}`);
    expect(redactText('eyJ-'.repeat(5))).toBe('eyJ-'.repeat(5));
  });
});

describe('redactCustomerData (the server log)', () => {
  test('e-mail addresses, PANs and mobile numbers are removed, besides what redactText removes', () => {
    expect(redactCustomerData('mail sunita.rao+shop@mail.example.in now')).toBe(`mail ${REDACTED} now`);
    expect(redactCustomerData('PAN ABCPK1234F or abcpk1234f')).toBe(`PAN ${REDACTED} or ${REDACTED}`);
    expect(redactCustomerData('call 9845012345, +91 98450 12345 or 09845012345')).toBe(`call ${REDACTED}, ${REDACTED} or ${REDACTED}`);
    expect(redactCustomerData(`aadhaar 2345 6789 0123 token ${jwt}`)).toBe(`aadhaar XXXXXXXX0123 token ${REDACTED}`);
  });

  test('leaves what is not customer data: timestamps, PIN codes, counts, longer codes', () => {
    const text = 'at 1795237986791 pincode 560001 took 1234 ms id ABCPK1234F9 status 500';
    expect(redactCustomerData(text)).toBe(text);
  });
});

describe('redactValue', () => {
  test('secret-looking keys are replaced, whatever their value', () => {
    expect(
      redactValue({ email: 'a@b.in', password: 'x', accessToken: 'y', refreshToken: 'z', nested: { crmToken: 'c', Authorization: 'Bearer q' } }),
    ).toEqual({ email: 'a@b.in', password: REDACTED, accessToken: REDACTED, refreshToken: REDACTED, nested: { crmToken: REDACTED, Authorization: REDACTED } });
  });

  test('strings inside arrays and objects are redacted, twelve-digit numbers masked, the rest kept', () => {
    expect(redactValue({ list: [`token ${jwt}`, 'ok'], aadhaar: 234567890123, count: 3, online: true, none: null })).toEqual({
      list: [`token ${REDACTED}`, 'ok'],
      aadhaar: 'XXXXXXXX0123',
      count: 3,
      online: true,
      none: null,
    });
  });
});
