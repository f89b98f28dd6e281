import type { z } from 'zod';
import { LOG_MAX_BODY_BYTES, plausibleClientTime, type LogEntry } from '../../../domain/log-entry';
import { logBatchSchema } from '../../../domain/log-entry-schema';
import { redactText, redactValue } from '../../../domain/log-redaction';
import type { Authenticate } from '../../auth/authenticate';
import type { Database } from '../../db/connection';
import { clientLogs } from '../../db/schema';
import { Allowance, ANONYMOUS_ALLOWANCE, SIGNED_IN_ALLOWANCE, type Taken } from './log-allowance';

/** Where the app's log client posts its batches. */
export const LOGS_PATH = '/logs';

/** The largest one entry may be, as JSON: the longest message, exception and stack the app sends fit. */
export const LOG_MAX_ENTRY_BYTES = 16 * 1024;

function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message }, { status, headers });
}

function tooMany(refusal: Extract<Taken, { ok: false }>): Response {
  return problem(429, `too many log entries; try again in ${refusal.retryAfterSeconds} seconds`, {
    'retry-after': String(refusal.retryAfterSeconds),
  });
}

/** The body as text, or null when it is larger than the limit (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'the body is not a valid batch of log entries';
  const [index, ...rest] = issue.path;
  if (typeof index === 'number') {
    const field = rest.map(String).join('.');
    return `log entry ${index + 1}${field ? `, ${field}` : ''}: ${issue.message}`;
  }
  return issue.message;
}

/** The server redacts again: a client that skipped or got redaction wrong must not get secrets stored. */
function redactEntry(entry: LogEntry): LogEntry {
  return {
    ...entry,
    message: redactText(entry.message),
    deviceInfo: redactValue(entry.deviceInfo),
    ...(entry.exceptionName !== undefined ? { exceptionName: redactText(entry.exceptionName) } : {}),
    ...(entry.exceptionMessage !== undefined ? { exceptionMessage: redactText(entry.exceptionMessage) } : {}),
    ...(entry.stack !== undefined ? { stack: entry.stack.map(redactText) } : {}),
  };
}

export interface ClientLogsDeps {
  db: Database;
  authenticate: Authenticate;
  now: () => Date;
}

/** The caller as the server sees it: its network address (the connection's, or the entry a trusted proxy added). */
export interface ClientAddress {
  address: string;
}

/**
 * POST /logs: a JSON array of log entries (spec section 7). Answers 204 when stored, 400 with a
 * message naming the first problem, 413 when the body or an entry is over its size limit, 429 when the
 * caller's allowance is used up. A signed-in agent's entries are stored with the agent's id. Without
 * a valid token (before sign-in, or after a session expired) only errors are taken, and only a few
 * per network address. An entry whose timestamp the client's clock cannot have got right is stored
 * at the time it arrived (plausibleClientTime in src/domain/log-entry.ts).
 */
export function createClientLogsHandler(deps: ClientLogsDeps): (request: Request, client: ClientAddress) => Promise<Response> {
  const signedIn = new Allowance(SIGNED_IN_ALLOWANCE);
  const anonymous = new Allowance(ANONYMOUS_ALLOWANCE);

  return async (request, client) => {
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > LOG_MAX_BODY_BYTES) return problem(413, `the body is larger than ${LOG_MAX_BODY_BYTES} bytes`);

    const now = deps.now();
    const auth = await deps.authenticate(request.headers.get('authorization'), now);
    const employeeId = auth.agent?.employeeId ?? null;
    const allowance = employeeId ? signedIn : anonymous;
    const key = employeeId ?? client.address;
    const at = now.getTime();
    const left = allowance.check(key, at);
    if (!left.ok) return tooMany(left);
    // A refused request takes one entry, so a flood of bad bodies uses the allowance up too.
    const refuse = (response: Response) => {
      allowance.take(key, 1, at);
      return response;
    };

    const text = await readLimited(request, LOG_MAX_BODY_BYTES);
    if (text === null) return refuse(problem(413, `the body is larger than ${LOG_MAX_BODY_BYTES} bytes`));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(problem(400, 'the body is not valid JSON'));
    }
    const parsed = logBatchSchema.safeParse(body);
    if (!parsed.success) return refuse(problem(400, describeIssue(parsed.error.issues[0])));
    const oversized = parsed.data.findIndex((entry) => Buffer.byteLength(JSON.stringify(entry)) > LOG_MAX_ENTRY_BYTES);
    if (oversized !== -1) return refuse(problem(413, `log entry ${oversized + 1} is larger than ${LOG_MAX_ENTRY_BYTES} bytes`));
    if (!employeeId && parsed.data.some((entry) => entry.logLevel !== 'ERROR')) {
      return refuse(problem(401, 'only errors may be logged before sign-in'));
    }
    const taken = allowance.take(key, parsed.data.length, at);
    if (!taken.ok) return tooMany(taken);

    await deps.db.insert(clientLogs).values(
      parsed.data.map(redactEntry).map((entry) => {
        // A clock that cannot be right (year 0, 1970, next year) leaves the entry at the time it arrived;
        // what the clock said is kept with the device's details, where a wrong clock is a clue.
        const clientTime = plausibleClientTime(entry.params.timestamp, now);
        return {
          employeeId,
          logLevel: entry.logLevel,
          message: entry.message,
          client: entry.params.client,
          version: entry.params.version,
          clientTimestamp: clientTime ?? now,
          deviceInfo: clientTime ? entry.deviceInfo : { ...entry.deviceInfo, reportedTimestamp: entry.params.timestamp },
          exceptionName: entry.exceptionName ?? null,
          exceptionMessage: entry.exceptionMessage ?? null,
          stack: entry.stack ?? null,
        };
      }),
    );
    return new Response(null, { status: 204 });
  };
}
