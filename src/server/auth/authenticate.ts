import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PARTNER_USER_TYPE } from '../../domain/session-rules';
import type { AgentIdentity, AuthProblem } from '../context';
import type { Database } from '../db/connection';
import { agents, authSessions } from '../db/schema';
import type { TokenService } from './tokens';

export type Authentication = { agent: AgentIdentity; problem: null } | { agent: null; problem: AuthProblem };

/** Reads a request's Authorization header at the given time. */
export type Authenticate = (authorization: string | null, now: Date) => Promise<Authentication>;

/**
 * Reads the Bearer access token and checks, in one query by primary keys, that its session is still open
 * and that its agent still has CRM access: a revoked session or withdrawn access stops the very next call.
 * The query runs on every call, so it is prepared once (PostgreSQL plans it once per connection).
 */
export function createAuthenticator(db: Database, tokens: TokenService): Authenticate {
  const openSession = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(agents, eq(agents.employeeId, authSessions.employeeId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.employeeId, sql.placeholder('employeeId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        eq(agents.crmAccess, true),
      ),
    )
    .prepare('authenticate_open_session');

  return async (authorization, now) => {
    const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
    if (!match?.[1]) return { agent: null, problem: 'missing' };
    const verified = await tokens.verify(match[1], 'access');
    if (!verified.ok) return { agent: null, problem: verified.reason };
    const [session] = await openSession.execute({
      sessionId: verified.claims.sessionId,
      employeeId: verified.claims.employeeId,
      now: now.toISOString(),
    });
    if (!session) return { agent: null, problem: 'revoked' };
    return {
      agent: { ...verified.claims, isPartner: verified.claims.userType === PARTNER_USER_TYPE },
      problem: null,
    };
  };
}
