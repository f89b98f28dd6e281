import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PosDeploymentDocument } from '../../../../generated/graphql';
import { DEPLOYMENT_OPPORTUNITY_PARAM, DEPLOYMENT_REQUEST_PARAM } from '../../routes/deployment-links';
import { useSelection } from '../../journey/selection';

/**
 * The deployment the screen is about: the opportunity named in the address (else the one chosen on
 * Home), its items and requests as the server has them now, and the request the address names.
 */
export function useDeployment() {
  const [params] = useSearchParams();
  const selection = useSelection();
  const fromAddress = params.get(DEPLOYMENT_OPPORTUNITY_PARAM);
  const opportunityId = fromAddress && /^\d+$/.test(fromAddress) ? fromAddress : selection.opportunityId !== null ? String(selection.opportunityId) : null;
  const requestId = params.get(DEPLOYMENT_REQUEST_PARAM);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PosDeploymentDocument,
    variables: { input: { opportunityId: opportunityId ?? '' } },
    pause: opportunityId === null,
    requestPolicy: 'network-only',
  });
  const deployment = data?.posDeployment ?? null;
  const request = requestId ? (deployment?.deploymentRequests.find((r) => r.id === requestId) ?? null) : null;
  return {
    opportunityId,
    requestId,
    deployment,
    request,
    loading: fetching && !data,
    error,
    reload: () => refetch({ requestPolicy: 'network-only' }),
  };
}
