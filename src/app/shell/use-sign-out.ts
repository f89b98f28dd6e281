import { useNavigate } from 'react-router-dom';
import { SsoLogoutInternalDocument } from '../../../generated/graphql';
import { useAppServices } from '../app-services';

/** Ends the session on the server, forgets it here, and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const { client, session, logger } = useAppServices();
  const navigate = useNavigate();
  return async () => {
    await client.mutation(SsoLogoutInternalDocument, { input: { allDevices: false } }).toPromise();
    // Send what is queued with this agent's token while it is still valid.
    await logger?.flush();
    session.clear();
    navigate('/login', { replace: true });
  };
}
