// What the login screen checks before it sends a sign-in (spec section 2, Login screen): both fields
// filled. The company sign-in checks the rest.

export interface Credentials {
  email: string;
  password: string;
}

export const credentialsMessages = {
  emailRequired: 'Please enter your company e-mail ID.',
  passwordRequired: 'Please enter your password.',
} as const;

export type CredentialsProblems = Partial<Record<keyof Credentials, string>>;

/** The e-mail as sent: without the spaces a phone's keyboard adds. */
export function normaliseCredentials({ email, password }: Credentials): Credentials {
  return { email: email.trim(), password };
}

/** Each empty field's message; none when the credentials may be sent. */
export function credentialsProblems(credentials: Credentials): CredentialsProblems {
  const { email, password } = normaliseCredentials(credentials);
  const problems: CredentialsProblems = {};
  if (!email) problems.email = credentialsMessages.emailRequired;
  if (!password) problems.password = credentialsMessages.passwordRequired;
  return problems;
}
