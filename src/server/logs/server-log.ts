import { redactCustomerData } from '../../domain/log-redaction';

/** Where the server's log lines go: one call per line, already free of customer data. */
export type LogSink = (line: string) => void;

/** Writes the server's log lines to standard error. */
export const stderrSink: LogSink = (line) => console.error(line);

const MAX_CAUSES = 5;
const MAX_FRAMES = 10;
const PARAMS_MARKER = '\nparams:';

/**
 * An error's message without a failed statement's parameters: the database layer appends them
 * ("Failed query: ...\nparams: ...") and they are the customer's data. The statement itself is kept:
 * it names the table and columns, which is what a developer needs.
 */
function withoutParameters(message: string): string {
  const at = message.indexOf(PARAMS_MARKER);
  return at === -1 ? message : message.slice(0, at);
}

/**
 * An error as the log shows it: name and message of the error and of its causes, and the first stack
 * frames. Nothing else an error carries (a database error's detail or parameters, a request's
 * variables) is written, because any of it may quote the customer's data.
 */
function describeError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth += 1) {
    if (current instanceof Error) {
      const code = 'code' in current && typeof current.code === 'string' ? ` [${current.code}]` : '';
      lines.push(`${depth === 0 ? '' : 'caused by '}${current.name}${code}: ${withoutParameters(current.message)}`);
      if (depth === 0) {
        const frames = (current.stack ?? '').split('\n').map((line) => line.trim()).filter((line) => line.startsWith('at '));
        lines.push(...frames.slice(0, MAX_FRAMES).map((frame) => `    ${frame}`));
      }
      current = current.cause;
    } else {
      lines.push(`${depth === 0 ? '' : 'caused by '}${withoutParameters(String(current))}`);
      current = undefined;
    }
  }
  return lines.join('\n');
}

/** The log line for a message and an optional error, with PAN, mobile, e-mail, Aadhaar and credentials redacted. */
export function formatServerLog(message: string, error?: unknown): string {
  const text = error === undefined ? message : `${message}: ${describeError(error)}`;
  return redactCustomerData(text);
}
