import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GraphQLError, Kind, getOperationAST, print, type DocumentNode, type ExecutionResult, type Source } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { z } from 'zod';
import { isErrorCode } from '../domain/error-catalogue';
import type { GraphQLContext, TransactionEffects } from './context';
import type { Database } from './db/connection';
import { idempotencyRecords } from './db/schema';
import { appError } from './errors';

export const IDEMPOTENCY_HEADER = 'x-idempotency-id';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

interface StoredError {
  message: string;
  /** Where in the operation's text the error points; the replay has the same text, and so the same locations. */
  positions?: readonly number[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * An answer as it is kept: in a json column, which keeps the text it is given, so that a replay is the
 * first answer byte for byte (jsonb would reorder the keys of `data` and of each error's extensions).
 */
interface StoredResult {
  data?: ExecutionResult['data'];
  errors?: StoredError[];
}

function requestHash(result: { query: string; variables: unknown; operationName: string | null | undefined }): string {
  return createHash('sha256').update(JSON.stringify(result)).digest('hex');
}

/**
 * A document's text, printed once: yoga hands every request of the same operation the same parsed
 * document, and printing it again on every mutation was a measurable part of its cost.
 */
const printedDocuments = new WeakMap<DocumentNode, string>();
function printed(document: DocumentNode): string {
  let text = printedDocuments.get(document);
  if (text === undefined) {
    text = print({ kind: Kind.DOCUMENT, definitions: document.definitions });
    printedDocuments.set(document, text);
  }
  return text;
}

/** Only results made of data and catalogued errors are replayed; an unexpected failure may be retried. */
function storable(result: ExecutionResult): StoredResult | null {
  const errors: StoredError[] = [];
  for (const error of result.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string' || !isErrorCode(code) || code === 'INTERNAL_SERVER_ERROR' || code === 'UNAUTHORIZED_ERROR') {
      return null;
    }
    errors.push({ message: error.message, positions: error.positions, path: error.path, extensions: { ...error.extensions } });
  }
  return { data: result.data, ...(errors.length ? { errors } : {}) };
}

function replay(stored: StoredResult, source: Source | undefined): ExecutionResult {
  return {
    data: stored.data ?? null,
    ...(stored.errors
      ? { errors: stored.errors.map((e) => new GraphQLError(e.message, { source: e.positions && source, positions: e.positions, path: e.path, extensions: e.extensions })) }
      : {}),
  };
}

function errorResult(error: GraphQLError): ExecutionResult {
  return { data: null, errors: [error] };
}

/**
 * Leaves the transaction without committing it, carrying the answer out; `refusal` marks the
 * operation's own answer with errors, which is stored once the rollback is done.
 */
class RolledBack extends Error {
  constructor(
    readonly result: ExecutionResult,
    readonly refusal = false,
  ) {
    super('rolled back');
  }
}

const lockAnswer = z.object({ rows: z.array(z.object({ acquired: z.boolean() })).length(1) });

/**
 * Takes the (scope, key) lock for the rest of the transaction, or says at once that another
 * transaction holds it. On PostgreSQL that is how a duplicate running beside the first learns it
 * is in progress; PGlite runs one transaction at a time, so there the duplicate starts only after
 * the first has committed and finds its stored answer.
 */
async function tryLock(tx: Database, scope: string, key: string): Promise<boolean> {
  const answer = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency\n${scope}\n${key}`}, 0)) as acquired`,
  );
  const [row] = lockAnswer.parse(answer).rows;
  return row?.acquired === true;
}

/** Effects outside any transaction: the work is done at once, and nothing can roll back. */
export const immediateEffects: TransactionEffects = {
  afterCommit: (task) => void task().catch(() => undefined),
  afterRollback: () => undefined,
};

/** Effects held until the transaction's end; a failed task leaves only an unused file behind. */
function heldEffects() {
  const committed: (() => Promise<void>)[] = [];
  const rolledBack: (() => Promise<void>)[] = [];
  const run = async (tasks: (() => Promise<void>)[]) => void (await Promise.allSettled(tasks.map((task) => task())));
  return {
    effects: { afterCommit: (task) => void committed.push(task), afterRollback: (task) => void rolledBack.push(task) } satisfies TransactionEffects,
    commit: () => run(committed),
    rollBack: () => run(rolledBack),
  };
}

/**
 * Makes every signed-in mutation idempotent by the caller's idempotency id. The claim of the id,
 * the mutation's writes and its stored response commit in one transaction: a crash at any moment
 * leaves either nothing (a retry runs the mutation once) or everything (a retry gets the stored
 * response). A repeat with the same id and request gets the stored response and changes nothing;
 * a repeat while the first is running is told REQUEST_IN_PROGRESS at once; the same id with
 * another request is refused with IDEMPOTENCY_KEY_REUSED. Resolvers write through `context.db`,
 * which during the mutation is the transaction.
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
        query: printed(args.document),
        variables: args.variableValues ?? null,
        operationName: operation.name?.value,
      });
      const where = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));
      setExecuteFn(async (executionArgs) => {
        let rolledBack: RolledBack;
        const held = heldEffects();
        try {
          const committed = await db.transaction(async (tx) => {
            if (!(await tryLock(tx, scope, key))) throw new RolledBack(errorResult(appError('REQUEST_IN_PROGRESS')));
            const [row] = await tx.select().from(idempotencyRecords).where(where);
            if (row?.completedAt) {
              if (row.requestHash !== hash) throw new RolledBack(errorResult(appError('IDEMPOTENCY_KEY_REUSED')));
              throw new RolledBack(replay(row.response as StoredResult, args.document.loc?.source));
            }
            // A claim without a response can only be left by a version that claimed outside the
            // mutation's transaction; whether that run wrote anything is unknown, so it runs again.
            if (row) await tx.delete(idempotencyRecords).where(where);
            const result = (await executeFn({ ...executionArgs, contextValue: { ...context, db: tx, effects: held.effects } })) as ExecutionResult;
            // An answer with errors (a catalogued error thrown after some writes, say) keeps none of
            // the operation's writes, so it carries no data.
            if (result.errors?.length) throw new RolledBack({ data: null, errors: result.errors }, true);
            await tx.insert(idempotencyRecords).values({ scope, key, requestHash: hash, response: { data: result.data }, completedAt: new Date() });
            return result;
          });
          await held.commit();
          return committed;
        } catch (error) {
          await held.rollBack();
          if (!(error instanceof RolledBack)) throw error;
          rolledBack = error;
        }
        // The operation's refusal is stored after the rollback, so that a retry replays it rather
        // than running again. Nothing of the operation was kept, so a crash before this point loses
        // nothing: the retry runs afresh. A duplicate that got in between has stored its own answer,
        // which stands. An unexpected failure is not an answer and is never stored.
        const refusal = rolledBack.refusal ? storable(rolledBack.result) : null;
        if (refusal) {
          await db.transaction(async (tx) => {
            if (!(await tryLock(tx, scope, key))) return;
            await tx
              .insert(idempotencyRecords)
              .values({ scope, key, requestHash: hash, response: refusal, completedAt: new Date() })
              .onConflictDoNothing();
          });
        }
        return rolledBack.result;
      });
    },
  };
}
