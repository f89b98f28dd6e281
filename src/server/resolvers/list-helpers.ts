import { gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateTimeRangeInput } from '../../../generated/resolvers';
import { DATE_MESSAGE } from '../../domain/dates';
import { appError } from '../errors';

/** The most rows one page may ask for (spec section 9: dashboard count queries use size 1000). */
export const MAX_PAGE_SIZE = 1000;

/** Zero-based page and a size between 1 and MAX_PAGE_SIZE (20 when not given). */
export function pageOf(input: { page?: number | null; size?: number | null }) {
  const page = Math.max(0, input.page ?? 0);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, input.size ?? 20));
  return { page, size, offset: page * size };
}

export function pageInfo(page: number, size: number, totalElements: number) {
  return { page, size, totalElements, hasMore: (page + 1) * size < totalElements };
}

/** A search text as an ILIKE pattern matching it anywhere, with %, _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A DateTime range bound; one that is not a date is the caller's mistake, not a server failure. */
export function rangeBound(value: string, field: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw appError('VALIDATION_ERROR', { message: DATE_MESSAGE, field });
  return date;
}

/** Conditions of a DateTimeRangeInput on a column: from inclusive, to exclusive. */
export function rangeConditions(column: AnyPgColumn, range: DateTimeRangeInput | null | undefined, field: string): SQL[] {
  const where: SQL[] = [];
  if (range?.from) where.push(gte(column, rangeBound(range.from, `${field}.from`)));
  if (range?.to) where.push(lt(column, rangeBound(range.to, `${field}.to`)));
  return where;
}
