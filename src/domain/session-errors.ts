// The error codes of this product's transport and sign-in, with the generic texts: the part of the
// spec's error catalogue (section 8) the app shows before any screen has loaded, kept apart so that
// /login and Home do not carry the whole catalogue. src/domain/error-catalogue.ts includes them.

export interface CatalogueEntry {
  readonly type: string;
  readonly message: string;
}

export const GENERIC_MESSAGE = 'Something went wrong. Please try again later.';
export const GENERIC_RETRY_MESSAGE = 'Something went wrong. Try again.';
export const OOPS_TITLE = 'Oops!';

export const sessionErrors = {
  UNAUTHORIZED_ERROR: { type: 'Session Expired', message: 'User access expired, login again' },
  INTERNAL_SERVER_ERROR: { type: OOPS_TITLE, message: GENERIC_MESSAGE },
  /**
   * Spec section 8: a request the contract refuses. The server's detail (graphql-js's own words about
   * a variable or a field) is for developers: the app shows the catalogue's text, whatever it says.
   */
  'MOS-1001': { type: 'Invalid Request', message: 'Invalid request' },
  NOT_IMPLEMENTED: {
    type: 'Not Available',
    message: 'This operation is not available yet. Please try again later.',
  },
  ACCESS_RESTRICTED: {
    type: 'Access restricted',
    message: 'Please contact your manager to get access to the CRM account.',
  },
  INVALID_CREDENTIALS: {
    type: 'Sign-in Failed',
    message: 'The e-mail ID or password is incorrect. Please try again.',
  },
  /** The message names the wait: the identity provider and the login screen use signInLimitedMessage. */
  SIGN_IN_LIMITED: {
    type: 'Sign-in Limited',
    message: 'Too many failed sign-in attempts. Please try again later.',
  },
} as const satisfies Record<string, CatalogueEntry>;
