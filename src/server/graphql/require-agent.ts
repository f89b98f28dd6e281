import type { AgentIdentity, GraphQLContext } from '../context';
import { appError } from '../errors';

export function requireAgent(context: GraphQLContext): AgentIdentity {
  if (!context.agent) throw appError('UNAUTHORIZED_ERROR');
  return context.agent;
}
