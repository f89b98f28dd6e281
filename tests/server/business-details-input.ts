import type { SaveBusinessDetailsInput } from '../../generated/graphql';

/** Business Details as an agent fills it for a proprietor's shop in the city `cityId` (Pune in the seed). */
export function businessDetailsInput(cityId: string, overrides: Partial<SaveBusinessDetailsInput> = {}): SaveBusinessDetailsInput {
  return {
    legalName: 'Ramesh Patil',
    name: 'Sai Krupa Stores',
    ownershipType: 'PROPRIETORSHIP',
    accountType: 'RETAIL',
    revenue: 1500000,
    mccCode: '5411',
    contactName: 'Ramesh Patil',
    mobileNumber: '9876543210',
    email: 'ramesh@example.com',
    address: { addressLine1: 'Shop 4, Station Road', pinCode: '411001', stateCode: 'MH', cityId },
    storeAtBusinessAddress: true,
    billingAtBusinessAddress: true,
    businessProofType: 'SHOP_AND_ESTABLISHMENT',
    businessProofNumber: 'PMC/II/12345',
    ...overrides,
  };
}
