// The addresses of the deployment screens. The opportunity and the deployment request travel in the
// address, so that a reload (or a link kept on the phone) opens the same request again.

export const deploymentRoutes = {
  overview: '/deploymentMulti',
  mapDevices: '/deploymentMulti/mapDevices',
  linkPaymentDevices: '/deploymentMulti/linkPaymentDevices',
  testTransactions: '/deploymentMulti/testTransactions',
  completeDeployment: '/deploymentMulti/completeDeployment',
} as const;

export type DeploymentRoute = keyof typeof deploymentRoutes;

export const DEPLOYMENT_OPPORTUNITY_PARAM = 'opportunityId';
export const DEPLOYMENT_REQUEST_PARAM = 'requestId';

/** The deployment of an opportunity, or one of its request's screens. */
export function deploymentLink(route: DeploymentRoute, opportunityId: string | number, requestId?: string): string {
  const params = new URLSearchParams({ [DEPLOYMENT_OPPORTUNITY_PARAM]: String(opportunityId) });
  if (requestId) params.set(DEPLOYMENT_REQUEST_PARAM, requestId);
  return `${deploymentRoutes[route]}?${params.toString()}`;
}
