import { z } from 'zod';
import { LOG_LEVELS, LOG_MAX_BATCH, LOG_MAX_STACK, type LogEntry } from './log-entry';

// The server's check of a posted batch of log entries; its messages are what a 400 answer says.

const shortText = z.string().max(200);
const deviceValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const logEntrySchema = z
  .object({
    logLevel: z.enum(LOG_LEVELS, { error: `logLevel must be one of ${LOG_LEVELS.join(', ')}` }),
    message: z.string({ error: 'message must be a string' }).min(1, 'message must not be empty').max(4000),
    params: z.object({
      client: shortText.min(1),
      version: z.string().min(1).max(40),
      timestamp: z.iso.datetime({ offset: true, error: 'params.timestamp must be an ISO 8601 date-time' }),
    }),
    deviceInfo: z.record(z.string().max(60), deviceValue).refine((info) => Object.keys(info).length <= 20, 'deviceInfo may have at most 20 fields'),
    exceptionName: shortText.optional(),
    exceptionMessage: z.string().max(4000).optional(),
    stack: z.array(z.string().max(500)).max(LOG_MAX_STACK, `stack may have at most ${LOG_MAX_STACK} frames`).optional(),
  })
  .strict() satisfies z.ZodType<LogEntry>;

export const logBatchSchema = z
  .array(logEntrySchema, { error: 'the body must be a JSON array of log entries' })
  .min(1, 'the batch is empty')
  .max(LOG_MAX_BATCH, `a batch may carry at most ${LOG_MAX_BATCH} entries`);
