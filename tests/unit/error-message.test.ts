import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, test } from 'vitest';
import { describeError } from '../../src/api/error-message';

function serverError(message: string, extensions: Record<string, unknown>) {
  return new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });
}

describe('describeError', () => {
  test('INTERNAL_SERVER_ERROR is the generic Oops', () => {
    const error = serverError('db exploded', { code: 'INTERNAL_SERVER_ERROR', type: 'Database', message: 'db exploded' });
    expect(describeError(error)).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      title: 'Oops!',
      message: 'Something went wrong. Please try again later.',
    });
  });

  test('a catalogued code shows its type and message', () => {
    const error = serverError('Lead ID not found', { code: 'LMS-101', type: 'Not Found', message: 'Lead ID not found' });
    expect(describeError(error)).toEqual({ code: 'LMS-101', title: 'Not Found', message: 'Lead ID not found' });
  });

  test('a code without type or message, which this server never sends, is the generic Oops', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('', { extensions: { code: 'BS-1001' } })] });
    expect(describeError(error)).toEqual({ code: 'BS-1001', title: 'Oops!', message: 'Something went wrong. Please try again later.' });
  });

  test("a validation error shows the server's field message", () => {
    const error = serverError('Please enter a valid PAN number.', {
      code: 'VALIDATION_ERROR',
      type: 'Invalid Request',
      message: 'Please enter a valid PAN number.',
      field: 'panNumber',
    });
    expect(describeError(error)).toEqual({ code: 'VALIDATION_ERROR', title: 'Invalid Request', message: 'Please enter a valid PAN number.' });
  });

  test('an unknown code uses the server message and type', () => {
    const error = serverError('UPI ID not eligible for AutoPay', { code: 'ODS-124', type: 'UPI AutoPay', message: 'UPI ID not eligible for AutoPay' });
    expect(describeError(error)).toEqual({ code: 'ODS-124', title: 'UPI AutoPay', message: 'UPI ID not eligible for AutoPay' });
  });

  test('an unknown code with only a top-level message uses it, titled Oops', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('Something specific failed', { extensions: { code: 'XYZ-1' } })] });
    expect(describeError(error)).toEqual({ code: 'XYZ-1', title: 'Oops!', message: 'Something specific failed' });
  });

  test('an error without any code or message falls back to the generic message', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('')] });
    expect(describeError(error)).toEqual({ code: 'UNKNOWN', title: 'Oops!', message: 'Something went wrong. Please try again later.' });
  });

  test('a network error is "Something went wrong. Try again."', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(describeError(error)).toEqual({ code: 'NETWORK_ERROR', title: 'Oops!', message: 'Something went wrong. Try again.' });
  });
});
