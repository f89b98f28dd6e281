// The back-office desks whose sandbox pages decide what agents submit, the user type of each desk's
// approvers, and the texts those pages and the merchants' pages show about signing in and about a
// form that was refused. One user type per desk (least privilege, OWASP ASVS 5 V8): a pricing
// approver decides pricings and nothing else, so a session taken over at one desk decides nothing
// at another. None of these users may use the agents' app or its operations.

export const APPROVER_DESKS = {
  pricing: { userType: 'PricingApprover', desk: 'pricing', header: 'Sandbox pricing approver' },
  purchaseOrder: { userType: 'PoApprover', desk: 'PO activation', header: 'Sandbox PO approver' },
  deployment: { userType: 'DeploymentApprover', desk: 'deployment (CSE and ME)', header: 'Sandbox CSE review' },
} as const;

export type ApproverDesk = keyof typeof APPROVER_DESKS;
export type ApproverUserType = (typeof APPROVER_DESKS)[ApproverDesk]['userType'];

const APPROVER_USER_TYPES: ReadonlySet<string> = new Set(Object.values(APPROVER_DESKS).map((desk) => desk.userType));

/** Whether a user is one of the desks' approvers, who work on the approver pages only. */
export function isApproverUserType(userType: string): userType is ApproverUserType {
  return APPROVER_USER_TYPES.has(userType);
}

/** An approver's session on the approver pages: renewed by each page they open, and never longer than a working day. */
export const APPROVER_IDLE_SECONDS = 30 * 60;
export const APPROVER_SESSION_SECONDS = 8 * 60 * 60;

export const approverTexts = {
  signInTitle: 'Sign in',
  signInIntro: (desk: string) => `Only the ${desk} desk's approvers can see and decide here. Sign in with your company e-mail ID and password.`,
  email: 'Company e-mail ID',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedInAs: (name: string) => `Signed in as ${name}.`,
  signedOut: 'You have signed out.',
  sessionEnded: 'Please sign in to continue.',
  notThisDesk: (desk: string) => `This page is for the ${desk} desk's approvers. Sign in with an approver's account of that desk.`,
  signedInElsewhere: (name: string, desk: string) => `You are signed in as ${name}, who does not approve for the ${desk} desk. Sign out, then sign in with an approver's account of this desk.`,
} as const;

/** What the deployment desk's page says of an onboarding waiting for its review, in words, not the status's code. */
export const deploymentReviewTexts = {
  status: { PO_APPROVAL_SUBMITTED: 'Submitted for review', DEPLOYMENT_REQUESTED: 'Deployment requested' } as Readonly<Record<string, string>>,
  agent: (name: string) => `Agent: ${name}`,
} as const;

/** What a merchant's or an approver's page says when it refuses a form it did not send itself. */
export const refusedFormTexts = {
  title: 'Form not sent',
  message: 'For your safety, this form is only taken from its own page. Please open the page again and send the form from there.',
} as const;
