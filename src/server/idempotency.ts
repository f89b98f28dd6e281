import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { GraphQLError, Kind, getOperationAST, print, type ExecutionResult } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { isErrorCode } from '../domain/error-catalogue';
import type { GraphQLContext } from './context';
import type { Database } from './db/connection';
import { idempotencyRecords } from './db/schema';
import { appError } from './errors';

export const IDEMPOTENCY_HEADER = 'x-idempotency-id';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const WAIT_STEP_MS = 20;
/** A first call that has not finished after this long is taken as lost and may be run again. */
const STALE_AFTER_MS = 60_000;

interface StoredError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

interface StoredResult {
  data?: ExecutionResult['data'];
  errors?: StoredError[];
}

function requestHash(result: { query: string; variables: unknown; operationName: string | null | undefined }): string {
  return createHash('sha256').update(JSON.stringify(result)).digest('hex');
}

/** Only results made of data and catalogued errors are replayed; an unexpected failure may be retried. */
function storable(result: ExecutionResult): StoredResult | null {
  const errors: StoredError[] = [];
  for (const error of result.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string' || !isErrorCode(code) || code === 'INTERNAL_SERVER_ERROR' || code === 'UNAUTHORIZED_ERROR') {
      return null;
    }
    errors.push({ message: error.message, path: error.path, extensions: { ...error.extensions } });
  }
  return { data: result.data, ...(errors.length ? { errors } : {}) };
}

function replay(stored: StoredResult): ExecutionResult {
  return {
    data: stored.data ?? null,
    ...(stored.errors
      ? { errors: stored.errors.map((e) => new GraphQLError(e.message, { path: e.path, extensions: e.extensions })) }
      : {}),
  };
}

async function waitForFirst(db: Database, scope: string, key: string, hash: string): Promise<ExecutionResult> {
  const deadline = Date.now() + STALE_AFTER_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
    if (!row) throw appError('REQUEST_IN_PROGRESS');
    if (row.requestHash !== hash) throw appError('IDEMPOTENCY_KEY_REUSED');
    if (row.completedAt) return replay(row.response as StoredResult);
    if (Date.now() > deadline) throw appError('REQUEST_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

function errorResult(error: GraphQLError): ExecutionResult {
  return { data: null, errors: [error] };
}

/**
 * Makes every signed-in mutation idempotent by the caller's idempotency id: the first call runs and its
 * response is stored; a repeat with the same id and the same request gets the stored response and changes
 * nothing, even while the first is still running; the same id with another request is refused.
 */
export function useIdempotency(db: Database): Plugin<GraphQLContext & YogaInitialContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const context = args.contextValue;
      if (!context.agent) return;
      const key = context.request.headers.get(IDEMPOTENCY_HEADER);
      if (!key || !KEY_PATTERN.test(key)) {
        setExecuteFn(() => errorResult(appError('MOS-1002')));
        return;
      }
      const scope = context.agent.employeeId;
      const hash = requestHash({
        query: print({ kind: Kind.DOCUMENT, definitions: args.document.definitions }),
        variables: args.variableValues ?? null,
        operationName: operation.name?.value,
      });
      setExecuteFn(async (executionArgs) => {
        await db
          .delete(idempotencyRecords)
          .where(
            and(
              eq(idempotencyRecords.scope, scope),
              eq(idempotencyRecords.key, key),
              isNull(idempotencyRecords.completedAt),
              lt(idempotencyRecords.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
            ),
          );
        const claimed = await db
          .insert(idempotencyRecords)
          .values({ scope, key, requestHash: hash })
          .onConflictDoNothing()
          .returning({ key: idempotencyRecords.key });
        if (claimed.length === 0) {
          try {
            return await waitForFirst(db, scope, key, hash);
          } catch (error) {
            return errorResult(error as GraphQLError);
          }
        }
        const where = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));
        try {
          const result = (await executeFn(executionArgs)) as ExecutionResult;
          const stored = storable(result);
          if (stored) {
            await db.update(idempotencyRecords).set({ response: stored, completedAt: new Date() }).where(where);
          } else {
            await db.delete(idempotencyRecords).where(where);
          }
          return result;
        } catch (error) {
          await db.delete(idempotencyRecords).where(where);
          throw error;
        }
      });
    },
  };
}
