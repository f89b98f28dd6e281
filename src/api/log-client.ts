import { redactText, redactValue } from '../domain/log-redaction';
import {
  LOG_CLIENT_ID,
  LOG_DEBOUNCE_MS,
  LOG_MAX_BACKLOG,
  LOG_MAX_QUEUED,
  LOG_MAX_STACK,
  stackFrames,
  type LogEntry,
  type LogLevel,
} from '../domain/log-entry';

export type DeviceInfo = LogEntry['deviceInfo'];

/** Sends one batch; rejects when it should be tried again later (no network, server error). */
export type LogTransport = (batch: readonly LogEntry[]) => Promise<void>;

export interface LogTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LogClientOptions {
  transport: LogTransport;
  /** The running build's version (params.version). */
  version: string;
  deviceInfo: () => DeviceInfo;
  /** Defaults to the real clock and timers; tests inject fakes. */
  now?: () => Date;
  timers?: LogTimers;
  clientId?: string;
  debounceMs?: number;
  maxQueued?: number;
}

export interface LogClient {
  log(level: LogLevel, message: string, error?: unknown): void;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
  /** Sends everything queued now (the page is being hidden, or a test wants it). */
  flush(): Promise<void>;
  /** Entries waiting to be sent. */
  queued(): number;
}

function exceptionOf(error: unknown): Pick<LogEntry, 'exceptionName' | 'exceptionMessage' | 'stack'> {
  if (error === undefined || error === null) return {};
  if (error instanceof Error) {
    const stack = stackFrames(error.stack, LOG_MAX_STACK).map(redactText);
    return {
      exceptionName: error.name.slice(0, 200),
      exceptionMessage: redactText(error.message).slice(0, 4000),
      ...(stack.length ? { stack } : {}),
    };
  }
  if (typeof error === 'object' && 'name' in error && 'message' in error && typeof error.name === 'string' && typeof error.message === 'string') {
    // An error-like object (a GraphQL error code and its message).
    return { exceptionName: redactText(error.name).slice(0, 200), exceptionMessage: redactText(error.message).slice(0, 4000) };
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    text = String(error);
  }
  return { exceptionName: 'NonError', exceptionMessage: redactText(text).slice(0, 4000) };
}

const realTimers: LogTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Queues log entries and posts them in batches: 10 s after the last entry, or at once when 20 are
 * queued. Every entry is redacted before it is queued, so nothing secret is ever held or sent.
 * A batch that cannot be sent goes back to the front of the queue and is tried again with the next
 * batch; beyond LOG_MAX_BACKLOG the oldest entries are dropped so memory stays bounded offline.
 */
export function createLogClient(options: LogClientOptions): LogClient {
  const now = options.now ?? (() => new Date());
  const timers = options.timers ?? realTimers;
  const clientId = options.clientId ?? LOG_CLIENT_ID;
  const debounceMs = options.debounceMs ?? LOG_DEBOUNCE_MS;
  const maxQueued = options.maxQueued ?? LOG_MAX_QUEUED;
  let queue: LogEntry[] = [];
  let timer: unknown = null;
  let sending: Promise<void> | null = null;
  // After a failed send, a full queue waits for the debounce instead of trying at every new entry.
  let backoffUntil = 0;

  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const startTimer = () => {
    stopTimer();
    timer = timers.setTimeout(() => {
      timer = null;
      void flush();
    }, debounceMs);
  };

  const sendAll = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxQueued);
      queue = queue.slice(batch.length);
      try {
        await options.transport(batch);
      } catch {
        queue = [...batch, ...queue].slice(-LOG_MAX_BACKLOG);
        backoffUntil = now().getTime() + debounceMs;
        startTimer();
        return;
      }
    }
  };

  const flush = (): Promise<void> => {
    stopTimer();
    // One send at a time: a flush asked for during a send runs after it, for what queued meanwhile.
    const run: Promise<void> = (sending ?? Promise.resolve()).then(sendAll).finally(() => {
      if (sending === run) sending = null;
    });
    sending = run;
    return run;
  };

  const log = (level: LogLevel, message: string, error?: unknown) => {
    let deviceInfo: DeviceInfo;
    try {
      deviceInfo = redactValue(options.deviceInfo());
    } catch {
      deviceInfo = {};
    }
    queue.push({
      logLevel: level,
      message: redactText(message).slice(0, 4000) || '(no message)',
      params: { client: clientId, version: options.version, timestamp: now().toISOString() },
      deviceInfo,
      ...exceptionOf(error),
    });
    if (queue.length > LOG_MAX_BACKLOG) queue = queue.slice(-LOG_MAX_BACKLOG);
    if (queue.length >= maxQueued && now().getTime() >= backoffUntil) {
      // A send in flight takes the new entries with it (it runs until the queue is empty).
      if (!sending) void flush();
      return;
    }
    startTimer();
  };

  return {
    log,
    debug: (message) => log('DEBUG', message),
    info: (message) => log('INFO', message),
    warn: (message, error) => log('WARN', message, error),
    error: (message, error) => log('ERROR', message, error),
    flush,
    queued: () => queue.length,
  };
}

/**
 * Posts a batch as a JSON array. `keepalive` lets the last batch leave while the page is being
 * hidden or closed. A 4xx answer means the batch itself is unacceptable: trying it again cannot
 * help, so it is dropped; network failures and 5xx answers are tried again later.
 */
export function fetchLogTransport(options: { url: string; fetch?: typeof fetch; accessToken?: () => string | null | undefined }): LogTransport {
  return async (batch) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = options.accessToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await (options.fetch ?? fetch)(options.url, { method: 'POST', headers, body: JSON.stringify(batch), keepalive: true });
    if (response.status >= 500) throw new Error(`log upload failed with ${response.status}`);
  };
}
