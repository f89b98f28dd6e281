import type { AgentClaims, TokenService } from './auth/tokens';
import type { Database } from './db/connection';

export interface AgentIdentity extends AgentClaims {
  /** PowerPartner agents are partner (3P) agents with the reduced mini flow. */
  isPartner: boolean;
}

/** Why a call carries no usable agent, when it carries none. */
export type AuthProblem = 'missing' | 'expired' | 'invalid' | 'revoked';

export interface GraphQLContext {
  db: Database;
  tokens: TokenService;
  now: () => Date;
  agent: AgentIdentity | null;
  authProblem: AuthProblem | null;
}
