import { GraphQLError } from 'graphql';
import { errorCatalogue, type ErrorCode } from '../domain/error-catalogue';

export interface AppErrorExtensions {
  code: string;
  type: string;
  message: string;
  /** The input field a validation error is about, when there is one. */
  field?: string;
}

/**
 * A catalogued error: `extensions { code, type, message }` as the app maps them. A validation
 * error may carry the spec's field message instead of the catalogue's generic one.
 */
export function appError(code: ErrorCode, detail: { message?: string; field?: string } = {}): GraphQLError {
  const entry = errorCatalogue[code];
  const message = detail.message ?? entry.message;
  const extensions: AppErrorExtensions = { code, type: entry.type, message };
  if (detail.field) extensions.field = detail.field;
  return new GraphQLError(message, { extensions: { ...extensions } });
}
