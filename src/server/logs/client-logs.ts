import type { z } from 'zod';
import { LOG_MAX_BODY_BYTES, type LogEntry } from '../../domain/log-entry';
import { logBatchSchema } from '../../domain/log-entry-schema';
import { redactText, redactValue } from '../../domain/log-redaction';
import { authenticate } from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/connection';
import { clientLogs } from '../db/schema';

/** Where the app's log client posts its batches. */
export const LOGS_PATH = '/logs';

function problem(status: number, message: string): Response {
  return Response.json({ message }, { status });
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

/**
 * POST /logs: a JSON array of log entries (spec section 7). Answers 204 when stored, 400 with a
 * message naming the first problem, 413 when the body is over the size limit. A valid Bearer token
 * records the agent's id; logs are accepted without one too (the app logs before sign-in and after
 * a session expires).
 */
export async function handleClientLogs(request: Request, deps: { db: Database; tokens: TokenService; now: () => Date }): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > LOG_MAX_BODY_BYTES) return problem(413, `the body is larger than ${LOG_MAX_BODY_BYTES} bytes`);
  const text = await readLimited(request, LOG_MAX_BODY_BYTES);
  if (text === null) return problem(413, `the body is larger than ${LOG_MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'the body is not valid JSON');
  }
  const parsed = logBatchSchema.safeParse(body);
  if (!parsed.success) return problem(400, describeIssue(parsed.error.issues[0]));

  const auth = await authenticate(request.headers.get('authorization'), deps.db, deps.tokens, deps.now());
  const employeeId = auth.agent?.employeeId ?? null;
  await deps.db.insert(clientLogs).values(
    parsed.data.map(redactEntry).map((entry) => ({
      employeeId,
      logLevel: entry.logLevel,
      message: entry.message,
      client: entry.params.client,
      version: entry.params.version,
      clientTimestamp: new Date(entry.params.timestamp),
      deviceInfo: entry.deviceInfo,
      exceptionName: entry.exceptionName ?? null,
      exceptionMessage: entry.exceptionMessage ?? null,
      stack: entry.stack ?? null,
    })),
  );
  return new Response(null, { status: 204 });
}
