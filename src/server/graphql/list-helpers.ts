import { gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateTimeRangeInput } from '../../../generated/resolvers';

/** Zero-based page and its size, 20 when not given; the contract bounds both (size 1 to 1000). */
export function pageOf(input: { page?: number | null; size?: number | null }) {
  const page = input.page ?? 0;
  const size = input.size ?? 20;
  return { page, size, offset: page * size };
}

export function pageInfo(page: number, size: number, totalElements: number) {
  return { page, size, totalElements, hasMore: (page + 1) * size < totalElements };
}

/**
 * Text as a LIKE/ILIKE pattern matching exactly that text: \, % and _ are escaped with a backslash,
 * PostgreSQL's default escape character (so no ESCAPE clause is needed). Every search builds its
 * pattern with this, so no typed text is a wildcard, and a trailing backslash is never the
 * "LIKE pattern must not end with escape character" error.
 */
export function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A search text as an ILIKE pattern matching it anywhere, with %, _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${likePattern(search)}%`;
}

/** A search text as an ILIKE pattern matching the start of a value, with %, _ and \ taken literally. */
export function startsWithPattern(search: string): string {
  return `${likePattern(search)}%`;
}

/** Conditions of a DateTimeRangeInput on a column: from inclusive, to exclusive (the DateTime scalar has checked both). */
export function rangeConditions(column: AnyPgColumn, range: DateTimeRangeInput | null | undefined): SQL[] {
  const where: SQL[] = [];
  if (range?.from) where.push(gte(column, new Date(range.from)));
  if (range?.to) where.push(lt(column, new Date(range.to)));
  return where;
}
