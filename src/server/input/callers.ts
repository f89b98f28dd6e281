import { PRODUCT_OWNER_USER_TYPE } from '../../domain/session-rules';
import type { AgentIdentity } from '../context';
import type { OperationInput } from './operation-inputs';

/**
 * Whether a signed-in user may call an operation: a product owner only what is meant for product
 * owners or for everyone, anyone else only what is not meant for product owners alone. Sign-ins of
 * both kinds share one token service, so the user type in the token is what tells them apart.
 */
export function mayCall(entry: Pick<OperationInput, 'public' | 'callers'>, user: AgentIdentity): boolean {
  if (entry.public) return true;
  const callers = entry.callers ?? 'agents';
  if (callers === 'everyone') return true;
  return (callers === 'productOwners') === (user.userType === PRODUCT_OWNER_USER_TYPE);
}
