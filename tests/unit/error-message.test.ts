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

  test('an error with only a top-level message, which no catalogue worded, shows the generic message, never its text', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('Something specific failed', { extensions: { code: 'XYZ-1' } })] });
    expect(describeError(error)).toEqual({ code: 'XYZ-1', title: 'Oops!', message: 'Something went wrong. Please try again later.' });
  });

  test('a step the navigation rules do not open yet shows the catalogue text', () => {
    const error = serverError('Please complete the earlier steps first.', {
      code: 'STEP_NOT_OPEN',
      type: 'Complete the earlier steps first',
      message: 'Please complete the earlier steps first.',
    });
    expect(describeError(error)).toEqual({ code: 'STEP_NOT_OPEN', title: 'Complete the earlier steps first', message: 'Please complete the earlier steps first.' });
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

// graphql-js's own words, as its validation and execution phrase them: the server answers a request it
// refuses with MOS-1001 carrying them as its detail, and a server or proxy that does not map them sends
// them bare. Whichever way they come, the agent sees the catalogue's text.
const GRAPHQL_JS_TEXTS = [
  'Variable "$input" of required type "ReviewOpportunityInput!" was not provided.',
  'Field "comment" is not defined by type "ReviewOpportunityInput".',
  'Cannot query field "opportunitySubmited" on type "ReviewOpportunityPayload".',
  'Variable "$input" got invalid value { id: 7 } at "input.id"; ID cannot represent value: 7',
  'Syntax Error: Expected Name, found "}".',
];

describe('no raw GraphQL text reaches an agent', () => {
  test.each(GRAPHQL_JS_TEXTS)('MOS-1001 carrying "%s" reads Invalid request', (text) => {
    const error = serverError(text, { code: 'MOS-1001', type: 'Invalid Request', message: text, field: 'input' });
    expect(describeError(error)).toEqual({ code: 'MOS-1001', title: 'Invalid Request', message: 'Invalid request' });
  });

  test.each(GRAPHQL_JS_TEXTS)('"%s" without the catalogue\'s code and type reads the generic message', (text) => {
    const bare = new CombinedError({ graphQLErrors: [new GraphQLError(text, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })] });
    expect(describeError(bare)).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', title: 'Oops!', message: 'Something went wrong. Please try again later.' });
    const uncoded = new CombinedError({ graphQLErrors: [new GraphQLError(text)] });
    expect(describeError(uncoded).message).toBe('Something went wrong. Please try again later.');
  });

  test.each(GRAPHQL_JS_TEXTS)('"%s" as an extensions message without a catalogue type reads the generic message', (text) => {
    const error = serverError(text, { code: 'BAD_USER_INPUT', message: text });
    expect(describeError(error)).toEqual({ code: 'BAD_USER_INPUT', title: 'Oops!', message: 'Something went wrong. Please try again later.' });
  });
});
