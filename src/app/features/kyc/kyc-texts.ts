import { KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE } from '../../../domain/kyc-rules';

// The KYC step's words; the rule messages are the spec's (src/domain/kyc.ts).
export const kycTexts = {
  verifyWithDigiLocker: 'Verify with DigiLocker',
  verifyAgain: 'Verify again',
  opening: 'Opening DigiLocker...',
  fetching: 'Reading the Aadhaar from DigiLocker...',
  shared: 'Aadhaar shared by DigiLocker',
  checkLicence: 'Check licence',
  licenceFound: 'Driving licence found',
  licenceVerified: 'Driving licence verified',
  enterDateFirst: KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE,
  failed: 'Something went wrong. Try again.',
  partnerKyc: 'KYC',
  kycDone: 'Done',
  kycPending: 'Pending',
  verified: 'KYC verified',
  saveFirst: 'Save the partners first; then verify each one\'s KYC here.',
  registrationNumber: 'Registration number',
  nameOnDocument: 'Name on the document',
  verifyKyc: 'Verify KYC',
  aadhaar: (masked: string) => `Aadhaar ${masked}`,
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  pincode: 'PIN code',
  genderLabel: (gender: string | null | undefined) => (gender === 'MALE' ? 'Male' : gender === 'FEMALE' ? 'Female' : gender === 'TRANSGENDER' ? 'Transgender' : ''),
} as const;

interface ShownAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
}

/** An address read from a document, on one line. */
export function addressLine(address: ShownAddress | null | undefined): string {
  if (!address) return '';
  return [address.addressLine1, address.addressLine2, address.city, address.state, address.pincode].filter(Boolean).join(', ');
}
