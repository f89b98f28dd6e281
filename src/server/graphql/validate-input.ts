import type { z } from 'zod';
import { appError } from '../errors';

/**
 * Parses with a domain schema; the first problem becomes a VALIDATION_ERROR with the spec's message.
 * `fieldPaths` names the problem field by its path in the operation's variables, as the app binds it.
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, fieldPaths: Readonly<Record<string, string>> = {}): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw appError('VALIDATION_ERROR', { message: issue?.message, field: field ? (fieldPaths[field] ?? field) : undefined });
}
