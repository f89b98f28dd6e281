import { isApproverUserType } from '../../domain/approver-desks';
import { PRODUCT_OWNER_USER_TYPE } from '../../domain/session-rules';
import type { AgentIdentity } from '../context';
import type { OperationInput } from './operation-inputs';

/**
 * Whether a signed-in user may call an operation: a product owner only what is meant for product
 * owners or for everyone, a desk's approver nothing but the public sign-in, anyone else only what
 * is not meant for product owners alone. Sign-ins of every kind share one token service, so the
 * user type in the token is what tells them apart.
 */
export function mayCall(entry: Pick<OperationInput, 'public' | 'callers'>, user: AgentIdentity): boolean {
  if (entry.public) return true;
  // The desks' approvers work on their own pages only: no operation of the app is theirs (and no app session is issued to them).
  if (isApproverUserType(user.userType)) return false;
  const callers = entry.callers ?? 'agents';
  if (callers === 'everyone') return true;
  return (callers === 'productOwners') === (user.userType === PRODUCT_OWNER_USER_TYPE);
}
