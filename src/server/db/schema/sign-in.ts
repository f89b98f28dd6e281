import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UserType } from '../../../../generated/resolvers';
import type { ApproverUserType } from '../../../domain/approver-desks';
import type { SignInLimitKind } from '../../../domain/sign-in-limit';
import { createdAt } from './columns';


/** Sales agents and partner agents; the sandbox identity provider checks their passwords. */
export const agents = pgTable('agents', {
  employeeId: text('employee_id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** An agent's user type, or an approver desk's (src/domain/approver-desks.ts), who works on the approver pages only. */
  userType: text('user_type').$type<UserType | ApproverUserType>().notNull(),
  locationId: text('location_id'),
  crmAccess: boolean('crm_access').notNull().default(true),
  createdAt: createdAt(),
});

/** One row per signed-in device; revoking it ends its access and refresh tokens. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => agents.employeeId),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The company SSO token this session was opened with: unique, so that token opens one session only. */
    ssoTokenId: uuid('sso_token_id').unique(),
    /** The one refresh token of this session that may still be used; each refresh replaces it. */
    refreshTokenId: uuid('refresh_token_id').notNull().defaultRandom(),
  },
  (t) => [index('auth_sessions_employee_idx').on(t.employeeId)],
);

/**
 * Failed company sign-ins per e-mail and per client address (src/domain/sign-in-limit.ts). Kept in the
 * database so that every server instance on it sees the same counts.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    // Free text: a new kind of limit needs no migration.
    kind: text('kind').$type<SignInLimitKind>().notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lockouts: integer('lockouts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('sign_in_limits_updated_idx').on(t.updatedAt)],
);
