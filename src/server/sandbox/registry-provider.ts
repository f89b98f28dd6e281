import type { OwnershipType, PanHolderType, PanStatus, RegistrationStatus, UdyamEnterpriseType } from '../../../generated/resolvers';

// The government registries (PAN, GST, MCA for CINs and LLPINs, Udyam, shop and establishment) as the server sees them. The default implementation is the
// deterministic sandbox (sandbox-registry.ts); a provider calling the real registries (through a
// verification vendor) can replace it in createServerApp({ registries }) without touching resolvers.
//
// Callers normalise and validate their input first: every identifier passed in is trimmed,
// upper-cased and well-formed (the PAN pattern or TEST_PAN; the GSTIN pattern or TEST_GSTIN; the
// CIN, LLPIN ('AAA-1234'), Udyam and shop and establishment patterns of src/domain/identifiers).

/** A PAN as the income-tax registry knows it, plus what our own records say about it. */
export interface PanRecord {
  pan: string;
  /** Full name as on the PAN. */
  name: string;
  /** Name parts, for individuals only. */
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  holderType: PanHolderType;
  status: PanStatus;
  /** Date of birth, or of incorporation or formation for a non-individual (YYYY-MM-DD). */
  dateOfBirth: string | null;
  /** Aadhaar is linked to the PAN; null where linking does not apply (non-individuals). */
  isAadhaarSeeded: boolean | null;
  /** The PAN may not be used for onboarding. */
  isBlacklisted: boolean;
  /** The merchant account that already uses this PAN, when there is one. */
  existingMerchant: { accountId: string; name: string } | null;
}

/** One GST registration found under a PAN. */
export interface GstinSummaryRecord {
  gstin: string;
  /** Two-letter state code of the registration (e.g. MH), as in GstDetails. */
  stateCode: string;
  status: RegistrationStatus;
}

export interface RegistryAddress {
  addressLine1: string;
  addressLine2: string | null;
  landmark: string | null;
  city: string;
  /** State name. */
  state: string;
  /** Two-letter state code. */
  stateCode: string;
  country: string;
  pinCode: string;
}

/** A GST registration's public details. */
export interface GstRecord {
  gstin: string;
  /** The PAN embedded in the GSTIN. */
  pan: string;
  legalName: string;
  tradeName: string | null;
  status: RegistrationStatus;
  /** YYYY-MM-DD */
  registrationDate: string | null;
  constitutionOfBusiness: string | null;
  natureOfBusiness: string[];
  /** Two-letter state code. */
  stateCode: string;
  /** Principal place of business. */
  address: RegistryAddress | null;
}

/** A company at the MCA registry. */
export interface CinRecord {
  cin: string;
  companyName: string;
  status: RegistrationStatus;
  /** YYYY-MM-DD */
  dateOfIncorporation: string;
  /** 'Public', 'Private' or 'One Person Company'. */
  companyClass: string;
  email: string;
  registeredAddress: RegistryAddress;
  directors: { din: string; name: string; designation: string; panNumber: string | null }[];
}

/** A limited liability partnership at the MCA registry. */
export interface LlpinRecord {
  llpin: string;
  llpName: string;
  status: RegistrationStatus;
  /** YYYY-MM-DD */
  dateOfIncorporation: string;
  email: string;
  registeredAddress: RegistryAddress;
  partners: { dpin: string; name: string; designation: string }[];
}

/** An enterprise registered on the Udyam (MSME) portal. */
export interface UdyamRecord {
  udyamNumber: string;
  enterpriseName: string;
  enterpriseType: UdyamEnterpriseType;
  majorActivity: string;
  socialCategory: string;
  /** YYYY-MM-DD */
  dateOfIncorporation: string;
  /** YYYY-MM-DD */
  dateOfRegistration: string;
  nicCodes: string[];
  address: RegistryAddress;
  email: string;
  mobileNumber: string;
}

/** A shop and establishment registration at a state's labour department. */
export interface ShopEstablishmentRecord {
  registrationNumber: string;
  entityName: string;
  ownerName: string;
  category: string;
  natureOfBusiness: string;
  status: RegistrationStatus;
  /** YYYY-MM-DD */
  registrationDate: string;
  /** YYYY-MM-DD */
  validUpto: string;
  address: RegistryAddress;
}

export interface RegistryProvider {
  /** The PAN's record, or null when the registry has no such PAN. */
  panDetails(pan: string): Promise<PanRecord | null>;
  /** The GST registrations under a PAN; none for a PAN the registry does not know. */
  gstinsForPan(pan: string): Promise<GstinSummaryRecord[]>;
  /** The registration's details, or null when no such GSTIN is registered (a wrong check character included). */
  gstDetails(gstin: string): Promise<GstRecord | null>;
  /** The company, or null when the MCA has no such CIN. */
  cinDetails(cin: string): Promise<CinRecord | null>;
  /** The companies registered under a PAN; none for a PAN that is not a company's. */
  cinsForPan(pan: string): Promise<CinRecord[]>;
  /** The LLP, or null when the MCA has no such LLPIN. */
  llpinDetails(llpin: string): Promise<LlpinRecord | null>;
  /** The enterprise, or null when the Udyam portal has no such number. */
  udyamDetails(udyamNumber: string): Promise<UdyamRecord | null>;
  /**
   * The registration, or null when the state (the given one, or any) has no such number.
   * `businessName` is the business the caller means (its DBA name, as the agent typed it), when
   * known: a verification vendor may take it to narrow its search, and the sandbox answers with it.
   * The caller compares the name returned, whoever answers.
   */
  shopEstablishmentDetails(registrationNumber: string, stateCode: string | null, businessName?: string | null): Promise<ShopEstablishmentRecord | null>;
}

/**
 * The merchant ownership type the app proposes for a PAN holder. Only holders that match one of the
 * contract's ownership types get a suggestion; for the others (HUF, AOP, BOI, trust, local authority,
 * artificial juridical person, government) the agent chooses.
 */
export function suggestedOwnershipType(holderType: PanHolderType): OwnershipType | null {
  switch (holderType) {
    case 'INDIVIDUAL':
      return 'PROPRIETORSHIP';
    case 'COMPANY':
      return 'PRIVATE_LIMITED_COMPANY';
    case 'FIRM':
      return 'PARTNERSHIP';
    default:
      return null;
  }
}
