// What the sandbox outbox page says (src/server/features/kyc/kyc-link-pages.ts): it stands in for the merchants'
// mailboxes, and shows an agent the e-mails that agent sent, to the address asked for.

export const sandboxOutboxTexts = {
  title: 'Sandbox outbox',
  intro: 'The e-mails you sent to a merchant from the app, as they would arrive in their mailbox.',
  recipient: 'Recipient e-mail ID',
  show: 'Show e-mails',
  none: (to: string) => `You have sent no e-mails to ${to}.`,
  signInTitle: 'Sign in to the app first',
  signIn: 'The sandbox outbox shows the e-mails you sent from the app. Sign in to the app on this browser, then open the outbox again.',
  openApp: 'Open the app',
} as const;
