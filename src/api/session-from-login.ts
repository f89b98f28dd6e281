import type { SsoLoginInternalMutation } from '../../generated/graphql';
import type { Session } from './session';

export function sessionFromLogin(payload: SsoLoginInternalMutation['ssoLoginInternal']): Session {
  return {
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    crmToken: payload.crmToken,
    employeeId: payload.user.employeeId,
    employeeName: payload.user.employeeName,
    userType: payload.user.userType,
    locationId: payload.user.locationId,
    issuedAt: payload.user.issuedAt,
  };
}
