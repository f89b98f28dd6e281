// The login screen's words (spec section 2, Login screen).
export const loginTexts = {
  title: 'Sign-in',
  prompt: 'Please log in with your company credentials',
  emailLabel: 'Company e-mail ID',
  passwordLabel: 'Password',
  submit: 'Sign-in',
  help: 'Get Help',
  helpText: 'Forgot your password or cannot sign in? Contact your manager or the IT helpdesk.',
  restrictedTitle: 'Access restricted',
  restrictedMessage: 'Please contact your manager to get access to the CRM account.',
  invalidCredentials: 'The e-mail ID or password is incorrect. Please try again.',
} as const;
