// The bank account step's words; the rule messages are the spec's (src/domain/bank-account.ts).
export const bankTexts = {
  confirmLabel: 'Re-enter bank account number',
  confirmMissing: 'Please re-enter the bank account number.',
  savedAccounts: "Merchant's verified accounts",
  chosen: 'Chosen',
  lookingUp: 'Looking up the bank...',
  lookupFailed: 'Something went wrong. Try again.',
  typeLabel: (type: string) => (type === 'SAVINGS' ? 'Savings' : type === 'CURRENT' ? 'Current' : type),
} as const;

/** An account number as shown in a list: only its last four digits. */
export function maskedAccountNumber(number: string): string {
  return `XXXX${number.slice(-4)}`;
}
