import { boolean, index, json, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './sign-in';
import { createdAt } from './columns';

/** Secrets shared by every server instance on the same database (token signing keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Stored first responses of mutations, keyed by the caller's idempotency id. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // json, not jsonb: a replay is the first answer byte for byte, and jsonb reorders an object's keys.
    response: json('response'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Published builds of the sales app; salesAppLatestVersion compares the caller's build with them. */
export const appReleases = pgTable('app_releases', {
  version: text('version').primaryKey(),
  forced: boolean('forced').notNull().default(false),
  releasedAt: createdAt(),
});

/**
 * What the app's log client posts to /logs (spec section 7, logging), redacted again on arrival.
 * employee_id is the signed-in agent's when the batch came with a valid Bearer token.
 */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    employeeId: text('employee_id'),
    logLevel: text('log_level').notNull(),
    message: text('message').notNull(),
    client: text('client').notNull(),
    version: text('version').notNull(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    deviceInfo: jsonb('device_info').$type<Record<string, string | number | boolean | null>>().notNull(),
    exceptionName: text('exception_name'),
    exceptionMessage: text('exception_message'),
    stack: jsonb('stack').$type<string[]>(),
  },
  (t) => [index('client_logs_received_idx').on(t.receivedAt), index('client_logs_employee_idx').on(t.employeeId, t.receivedAt)],
);

/** E-mails the sandbox mail service "sent": the sandbox outbox page lists them by recipient. */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The one link the mail carries, shown as a link on the outbox page. */
    linkUrl: text('link_url'),
    /** What the outbox page calls the link; a mail without one carries a KYC link. */
    linkLabel: text('link_label'),
    senderEmployeeId: text('sender_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_outbox_to_idx').on(t.toEmail, t.sentAt)],
);
