import { and, eq, gt, isNull } from 'drizzle-orm';
import { PARTNER_USER_TYPE } from '../../domain/session-rules';
import type { AgentIdentity, AuthProblem } from '../context';
import type { Database } from '../db/connection';
import { agents, authSessions } from '../db/schema';
import type { TokenService } from './tokens';

export type Authentication = { agent: AgentIdentity; problem: null } | { agent: null; problem: AuthProblem };

/**
 * Reads the Bearer access token and checks, in one query by primary keys, that its session is still open
 * and that its agent still has CRM access: a revoked session or withdrawn access stops the very next call.
 */
export async function authenticate(
  authorization: string | null,
  db: Database,
  tokens: TokenService,
  now: Date,
): Promise<Authentication> {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  if (!match?.[1]) return { agent: null, problem: 'missing' };
  const verified = await tokens.verify(match[1], 'access');
  if (!verified.ok) return { agent: null, problem: verified.reason };
  const [session] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(agents, eq(agents.employeeId, authSessions.employeeId))
    .where(
      and(
        eq(authSessions.id, verified.claims.sessionId),
        eq(authSessions.employeeId, verified.claims.employeeId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(agents.crmAccess, true),
      ),
    );
  if (!session) return { agent: null, problem: 'revoked' };
  return {
    agent: { ...verified.claims, isPartner: verified.claims.userType === PARTNER_USER_TYPE },
    problem: null,
  };
}
