// Penny drop: a rupee is credited to the account and the bank answers with the beneficiary's name
// as it holds it. A provider calling a verification vendor can replace the sandbox in
// createServerApp({ pennyDrop }) without touching resolvers.
//
// Callers normalise and validate first: the account number is 6-18 digits and the IFSC is
// well-formed and in the list of bank branches.

export interface PennyDropRequest {
  bankAccountNumber: string;
  ifscCode: string;
  /**
   * The name the account is expected to be in (the PAN name). Vendors take it with the request;
   * the name match itself is ours (src/domain/name-match.ts).
   */
  expectedName: string;
}

export type PennyDropResult =
  /** The credit went through: the bank's beneficiary name for the account. */
  | { outcome: 'credited'; beneficiaryName: string }
  /** The bank refused the credit: no such account, closed, frozen, or the IFSC is not its branch. */
  | { outcome: 'failed' }
  /** The bank's records link the account with another merchant (MPS-3008). */
  | { outcome: 'linkedElsewhere' }
  /** The vendor does not reach this bank (MPS-2003). */
  | { outcome: 'bankNotSupported' }
  /** The vendor could not be reached or gave no answer: nothing is known about the account (MPS-1002). */
  | { outcome: 'unavailable' };

export interface PennyDropProvider {
  verify(request: PennyDropRequest): Promise<PennyDropResult>;
}

/** The beneficiary the sandbox's name-mismatch accounts are held by, and one for when that name is the expected one. */
const OTHER_HOLDERS = ['SUNDARAM VENKATESH PILLAI', 'MEERA GOPAL IYER'] as const;

/**
 * The deterministic sandbox (README, 'Sandbox services'): the account number's last four digits
 * decide the answer, and any other account is credited in the expected name.
 */
export function createSandboxPennyDrop(): PennyDropProvider {
  return {
    verify({ bankAccountNumber, expectedName }) {
      const ending = bankAccountNumber.slice(-4);
      switch (ending) {
        case '0000':
          return Promise.resolve({ outcome: 'failed' });
        case '1111': {
          const other = OTHER_HOLDERS.find((name) => name !== expectedName.trim().toUpperCase()) ?? OTHER_HOLDERS[0];
          return Promise.resolve({ outcome: 'credited', beneficiaryName: other });
        }
        case '3008':
          return Promise.resolve({ outcome: 'linkedElsewhere' });
        case '2003':
          return Promise.resolve({ outcome: 'bankNotSupported' });
        case '1002':
          return Promise.resolve({ outcome: 'unavailable' });
        default:
          return Promise.resolve({ outcome: 'credited', beneficiaryName: expectedName.trim().toUpperCase() });
      }
    },
  };
}
