import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { expect } from 'vitest';
import { errorCatalogue, type ErrorCode } from '../../src/domain/error-catalogue';
import { gql, type GraphQLResponse, type Harness } from './harness';

export type CallOptions = { token?: string; idempotencyId?: string | null };

/**
 * Every error a caller receives carries extensions { code, type, message }, all non-empty strings;
 * the server tests run every response through this.
 */
export function expectWellFormedErrors(result: GraphQLResponse<unknown>): void {
  for (const error of result.errors ?? []) {
    const extensions = error.extensions ?? {};
    expect(typeof extensions.code, JSON.stringify(error)).toBe('string');
    expect(typeof extensions.type, JSON.stringify(error)).toBe('string');
    expect(typeof extensions.message, JSON.stringify(error)).toBe('string');
    expect(extensions.code, JSON.stringify(error)).not.toBe('');
    expect(extensions.type, JSON.stringify(error)).not.toBe('');
    expect(extensions.message, JSON.stringify(error)).not.toBe('');
  }
}

/** A raw POST to /graphql (see `gql`), with the error-shape check applied to the answer. */
export async function call<T = Record<string, unknown>>(
  harness: Harness,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const result = await gql<T>(harness, query, variables, options);
  expectWellFormedErrors(result);
  return result;
}

/** Sends one of the app's typed operations, as the app would, and returns its typed answer. */
export function send<TData, TVariables extends Record<string, unknown>>(
  harness: Harness,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: CallOptions = {},
): Promise<GraphQLResponse<TData>> {
  return call<TData>(harness, print(document), variables, options);
}

/** The data of a successful answer; fails the test with the errors when there were any. */
export function dataOf<T>(result: GraphQLResponse<T>): T {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data).toBeTruthy();
  return result.data as T;
}

/** The single error of a failed answer. */
export function onlyError(result: GraphQLResponse<unknown>) {
  expect(result.errors, `expected an error, got ${JSON.stringify(result.data)}`).toHaveLength(1);
  const [error] = result.errors ?? [];
  if (!error) throw new Error('no error');
  return { message: error.message, ...error.extensions };
}

/** Asserts the answer failed with a catalogued code, with the catalogue's type and (unless given) message. */
export function expectCatalogueError(result: GraphQLResponse<unknown>, code: ErrorCode, message?: string) {
  const error = onlyError(result);
  expect(error.code).toBe(code);
  expect(error.type).toBe(errorCatalogue[code].type);
  expect(error.message).toBe(message ?? errorCatalogue[code].message);
  return error;
}

/** The payload of a signed JWT, decoded without checking the signature. */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('not a JWT');
  const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null) throw new Error('JWT payload is not an object');
  return value as Record<string, unknown>;
}

export const DAY_SECONDS = 24 * 60 * 60;
export const DAY_MS = DAY_SECONDS * 1000;
