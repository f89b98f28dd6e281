import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { MutationResolvers, QueryResolvers, UserType } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { agents, appReleases, authSessions } from '../../db/schema';
import { appError } from '../../errors';
import { compareVersions } from '../../../domain/app-version';
import { isApproverUserType } from '../../../domain/approver-desks';
import { requireAgent } from '../../graphql/require-agent';

/**
 * The user an app session is for. The approvers' desks work on their own pages (the approvers'
 * sign-in there), never in the app: an approver is refused an app session ('Access restricted'),
 * so no token of the app ever names one.
 */
async function loadAgent(db: Database, employeeId: string) {
  const [agent] = await db.select().from(agents).where(eq(agents.employeeId, employeeId));
  if (!agent) return undefined;
  if (isApproverUserType(agent.userType)) throw appError('ACCESS_RESTRICTED');
  return { ...agent, userType: agent.userType };
}

function sessionUser(agent: { employeeId: string; name: string; userType: UserType; locationId: string | null }, issuedAt: number) {
  return {
    employeeId: agent.employeeId,
    employeeName: agent.name,
    userType: agent.userType,
    locationId: agent.locationId,
    issuedAt,
  };
}

export const authMutations: MutationResolvers<GraphQLContext> = {
  /**
   * Exchanges the company SSO token (once) for a new session, or this server's refresh token for fresh
   * tokens. Each refresh token works once: the refresh replaces it, and presenting a replaced one again
   * means a copy is in other hands, so the whole session is revoked.
   */
  ssoLoginInternal: async (_parent, { input }, context) => {
    const { db, tokens } = context;
    const sso = await tokens.verifySso(input.refreshToken);
    if (sso.ok) {
      const agent = await loadAgent(db, sso.claims.employeeId);
      if (!agent) throw appError('UNAUTHORIZED_ERROR');
      if (!agent.crmAccess) throw appError('ACCESS_RESTRICTED');
      const refreshExpiresAt = tokens.refreshExpiry();
      const refreshTokenId = randomUUID();
      const [session] = await db
        .insert(authSessions)
        .values({
          employeeId: agent.employeeId,
          expiresAt: new Date(refreshExpiresAt * 1000),
          ssoTokenId: sso.claims.tokenId,
          refreshTokenId,
        })
        .onConflictDoNothing({ target: authSessions.ssoTokenId })
        .returning();
      // No row: this SSO token has opened a session already.
      if (!session) throw appError('UNAUTHORIZED_ERROR');
      const issuedAt = Math.floor(session.createdAt.getTime() / 1000);
      const issued = await tokens.issue(
        {
          employeeId: agent.employeeId,
          employeeName: agent.name,
          userType: agent.userType,
          locationId: agent.locationId,
          sessionId: session.id,
          issuedAt,
        },
        refreshExpiresAt,
        refreshTokenId,
      );
      return { ...issued, user: sessionUser(agent, issuedAt) };
    }

    const refresh = await tokens.verify(input.refreshToken, 'refresh');
    if (!refresh.ok || !refresh.claims.tokenId) throw appError('UNAUTHORIZED_ERROR');
    const { sessionId, employeeId, tokenId } = refresh.claims;
    const nextRefreshTokenId = randomUUID();
    const [session] = await db
      .update(authSessions)
      .set({ refreshTokenId: nextRefreshTokenId })
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.employeeId, employeeId),
          eq(authSessions.refreshTokenId, tokenId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, context.now()),
        ),
      )
      .returning();
    if (!session) {
      await db
        .update(authSessions)
        .set({ revokedAt: context.now() })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), ne(authSessions.refreshTokenId, tokenId)));
      throw appError('UNAUTHORIZED_ERROR');
    }
    const agent = await loadAgent(db, employeeId);
    if (!agent) throw appError('UNAUTHORIZED_ERROR');
    if (!agent.crmAccess) throw appError('ACCESS_RESTRICTED');
    const issuedAt = refresh.claims.issuedAt;
    const issued = await tokens.issue(
      {
        employeeId: agent.employeeId,
        employeeName: agent.name,
        userType: agent.userType,
        locationId: agent.locationId,
        sessionId: session.id,
        issuedAt,
      },
      Math.floor(session.expiresAt.getTime() / 1000),
      nextRefreshTokenId,
    );
    return { ...issued, user: sessionUser(agent, issuedAt) };
  },

  ssoLogoutInternal: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const revokedAt = context.now();
    await context.db
      .update(authSessions)
      .set({ revokedAt })
      .where(
        input.allDevices
          ? and(eq(authSessions.employeeId, agent.employeeId), isNull(authSessions.revokedAt))
          : eq(authSessions.id, agent.sessionId),
      );
    return { isLoggedOut: true };
  },
};

export const appVersionQueries: QueryResolvers<GraphQLContext> = {
  salesAppLatestVersion: async (_parent, { input }, context) => {
    requireAgent(context);
    const releases = await context.db.select().from(appReleases);
    const newest = releases.reduce<(typeof releases)[number] | undefined>(
      (best, r) => (!best || compareVersions(r.version, best.version) > 0 ? r : best),
      undefined,
    );
    if (!newest) return { updateType: 'NONE', version: input.currentVersion ?? '0.0.0' };
    const current = input.currentVersion ?? '0.0.0';
    const newer = releases.filter((r) => compareVersions(r.version, current) > 0);
    const updateType = newer.length === 0 ? 'NONE' : newer.some((r) => r.forced) ? 'FORCED' : 'OPTIONAL';
    return { updateType, version: newest.version };
  },
};
