// The KYC document sources: DigiLocker's Aadhaar (after the holder's consent) and the driving
// licence registry. A provider calling the real services can replace the sandbox in
// createServerApp({ kyc }) without touching resolvers. The name match itself is ours
// (src/domain/kyc.ts); providers are given the expected name only because vendors take it with the
// request, and the sandbox answers with it.

import type { Gender } from '../../../../generated/resolvers';
import type { KycAddress } from '../../db/schema';

export interface KycDocumentRecord {
  name: string;
  /** Null when the document does not give it. */
  gender: Gender | null;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: KycAddress;
}

export type DigiLockerResult = { outcome: 'shared'; document: KycDocumentRecord } | { outcome: 'unavailable' };

export interface KycProvider {
  /**
   * The Aadhaar DigiLocker shares once the holder allowed it. Only the number's last four digits
   * are given: the full number never leaves the consent page's handler.
   */
  digiLockerAadhaar(request: { aadhaarLastFour: string; expectedName: string }): Promise<DigiLockerResult>;
  /** The licence as the registry holds it; null when the registry has no such licence for that date of birth. */
  drivingLicence(request: { dlNumber: string; dateOfBirth: string; expectedName: string }): Promise<KycDocumentRecord | null>;
}

/** The holders the sandbox's other-person documents belong to, and one for when that name is the expected one. */
const OTHER_PEOPLE = ['SUNDARAM VENKATESH PILLAI', 'MEERA GOPAL IYER'] as const;

const otherPerson = (expectedName: string) => OTHER_PEOPLE.find((name) => name !== expectedName.trim().toUpperCase()) ?? OTHER_PEOPLE[0];

/** A number's last four digits as a number (0 to 9999). */
const ending = (value: string) => Number(value.replace(/\D/g, '').slice(-4).padStart(4, '0'));

/** The sandbox's Aadhaar numbers whose last four digits are in 0000-0099: DigiLocker cannot share the document. */
export const SANDBOX_DIGILOCKER_UNAVAILABLE = { from: 0, to: 99 } as const;
/** Last four digits 9900-9999 (Aadhaar) or a licence's last four 9900-9999: the document is another person's. */
export const SANDBOX_OTHER_PERSON = { from: 9900, to: 9999 } as const;
/** A licence whose last four digits are 0000: the registry has no such licence. */
export const SANDBOX_UNKNOWN_LICENCE_ENDING = '0000';

const inRange = (value: number, range: { from: number; to: number }) => value >= range.from && value <= range.to;

/** The same number always gives the same person's details. */
function details(seed: number, name: string, dateOfBirth: string | null): KycDocumentRecord {
  const year = 1960 + (seed % 40);
  const month = String((seed % 12) + 1).padStart(2, '0');
  const day = String((seed % 28) + 1).padStart(2, '0');
  return {
    name,
    gender: seed % 2 === 0 ? 'FEMALE' : 'MALE',
    dateOfBirth: dateOfBirth ?? `${year}-${month}-${day}`,
    address: {
      addressLine1: `${(seed % 200) + 1}, Shivaji Nagar`,
      addressLine2: 'Near Bus Stand',
      city: 'Pune',
      district: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411005',
    },
  };
}

/** The deterministic sandbox (README, 'Sandbox services'). */
export function createSandboxKyc(): KycProvider {
  return {
    digiLockerAadhaar({ aadhaarLastFour, expectedName }) {
      const seed = ending(aadhaarLastFour);
      if (inRange(seed, SANDBOX_DIGILOCKER_UNAVAILABLE)) return Promise.resolve({ outcome: 'unavailable' });
      const name = inRange(seed, SANDBOX_OTHER_PERSON) ? otherPerson(expectedName) : expectedName.trim().toUpperCase();
      return Promise.resolve({ outcome: 'shared', document: details(seed, name, null) });
    },
    drivingLicence({ dlNumber, dateOfBirth, expectedName }) {
      if (dlNumber.endsWith(SANDBOX_UNKNOWN_LICENCE_ENDING)) return Promise.resolve(null);
      const seed = ending(dlNumber);
      const name = inRange(seed, SANDBOX_OTHER_PERSON) ? otherPerson(expectedName) : expectedName.trim().toUpperCase();
      // The registry finds a licence by its number and the holder's date of birth, so that is the one it has.
      return Promise.resolve(details(seed, name, dateOfBirth));
    },
  };
}
