import type { z } from 'zod';
import { appError } from '../errors';

/** Parses with a domain schema; the first problem becomes a VALIDATION_ERROR with the spec's message. */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw appError('VALIDATION_ERROR', {
    message: issue?.message,
    field: issue?.path.map(String).join('.'),
  });
}
