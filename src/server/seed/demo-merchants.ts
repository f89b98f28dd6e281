import type { Database } from '../db/connection';
import { merchantAccountMccs, merchantAccounts, merchantContacts } from '../db/schema';
import { mccMaster as mccRows } from './data/mcc-master';
import { suggestedOwnershipType } from '../sandbox/registry-provider';
import { sandboxPanRecord } from '../sandbox/sandbox-registry';

// The merchants the provider already has: PANs the sandbox PAN registry reports as already
// registered (digits 00xx), each an account owned by a demo agent, so that 'PAN already registered'
// -> 'Modify existing merchant' finds a real account. The ids are the sandbox's existingAccountId.
// The demo opportunities for existing merchants (demo-opportunities.ts) use some of them.

/**
 * What the provider holds of a merchant it onboarded before, as that onboarding's Business Details
 * saved it: a new opportunity's Business Details shows it, prefilled. The proofs are numbers the
 * sandbox registries know under the merchant's own trade name.
 */
interface KnownProfile {
  mccCode: string;
  /** The primary contact; the account's mobile number is theirs. */
  contactName: string;
  email: string;
  /** Annual turnover, in rupees. */
  revenue: number;
  proof: { businessProofType: 'SHOP_AND_ESTABLISHMENT'; businessProofNumber: string } | { businessProofType: 'UDYAM'; udyamNumber: string };
}

interface DemoMerchant {
  pan: string;
  owner: string;
  city: string;
  state: string;
  stateCode: string;
  pinCode: string;
  /**
   * For a merchant with no demo opportunity. Those with one hold what their demo journey's Business
   * Details saved (demo-journeys.ts), as a merchant onboarded here would.
   */
  known?: KnownProfile;
}

export const demoMerchants: readonly DemoMerchant[] = [
  { pan: 'BHKPS0017L', owner: 'EMP1001', city: 'Mumbai', state: 'Maharashtra', stateCode: 'MH', pinCode: '400053' },
  { pan: 'CDRPM0023N', owner: 'EMP1001', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
  { pan: 'AAEFS0052B', owner: 'EMP1001', city: 'Mumbai', state: 'Maharashtra', stateCode: 'MH', pinCode: '400001' },
  { pan: 'AJXPR0031Q', owner: 'EMP1001', city: 'Thane', state: 'Maharashtra', stateCode: 'MH', pinCode: '400601' },
  // Registered merchants with no opportunity yet: the ones to give a new opportunity.
  {
    pan: 'DMNPK0058R',
    owner: 'EMP1001',
    city: 'Nagpur',
    state: 'Maharashtra',
    stateCode: 'MH',
    pinCode: '440001',
    known: {
      mccCode: '5651',
      contactName: 'Rajesh Kumar',
      email: 'kumartextiles.nagpur@example.com',
      revenue: 3_600_000,
      proof: { businessProofType: 'SHOP_AND_ESTABLISHMENT', businessProofNumber: 'NMC/SE/2016/01004' },
    },
  },
  {
    pan: 'GHTPA0064C',
    owner: 'EMP1001',
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: 'MH',
    pinCode: '400070',
    known: {
      mccCode: '4812',
      contactName: 'Arjun Acharya',
      email: 'acharyamobiles.kurla@example.com',
      revenue: 5_400_000,
      proof: { businessProofType: 'SHOP_AND_ESTABLISHMENT', businessProofNumber: 'MH/BMC/L/2018/14480' },
    },
  },
  { pan: 'EKLPG0045H', owner: 'EMP1002', city: 'Bengaluru', state: 'Karnataka', stateCode: 'KA', pinCode: '560001' },
  {
    pan: 'FRTPN0072K',
    owner: 'EMP1002',
    city: 'Mysuru',
    state: 'Karnataka',
    stateCode: 'KA',
    pinCode: '570001',
    known: {
      mccCode: '5411',
      contactName: 'Suresh Kumar Narang',
      email: 'narangstore.mysuru@example.com',
      revenue: 1_800_000,
      proof: { businessProofType: 'SHOP_AND_ESTABLISHMENT', businessProofNumber: 'MYS/SE/2015/07799' },
    },
  },
  {
    // A partner's merchant: the mini flow's proofs are GSTIN and Udyam only.
    pan: 'KLMPB0036F',
    owner: 'EMP3001',
    city: 'New Delhi',
    state: 'Delhi',
    stateCode: 'DL',
    pinCode: '110001',
    known: {
      mccCode: '5732',
      contactName: 'Ramesh Mohan Bose',
      email: 'bosemobiles.delhi@example.com',
      revenue: 1_200_000,
      proof: { businessProofType: 'UDYAM', udyamNumber: 'UDYAM-DL-05-0005925' },
    },
  },
];

/** The accounts of the demo merchants; running it again adds nothing twice. */
export async function seedDemoMerchants(db: Database, now: Date): Promise<number> {
  const rows = demoMerchants.flatMap((merchant, index) => {
    const record = sandboxPanRecord(merchant.pan);
    if (!record?.existingMerchant) throw new Error(`${merchant.pan} is not an already registered PAN of the sandbox`);
    return [
      {
        id: record.existingMerchant.accountId,
        ownerEmployeeId: merchant.owner,
        panNumber: merchant.pan,
        ownershipType: suggestedOwnershipType(record.holderType) ?? 'PROPRIETORSHIP',
        accountType: 'RETAIL' as const,
        name: record.existingMerchant.name,
        legalName: record.name,
        isExisting: true,
        mobileNumber: mobileOf(merchant, index),
        revenue: merchant.known?.revenue ?? null,
        email: merchant.known?.email ?? null,
        businessProofType: merchant.known?.proof.businessProofType ?? null,
        businessProofNumber: merchant.known?.proof.businessProofType === 'SHOP_AND_ESTABLISHMENT' ? merchant.known.proof.businessProofNumber : null,
        udyamNumber: merchant.known?.proof.businessProofType === 'UDYAM' ? merchant.known.proof.udyamNumber : null,
        address: {
          addressLine1: `Shop No. ${11 + index}, Main Road`,
          city: merchant.city,
          state: merchant.state,
          stateCode: merchant.stateCode,
          country: 'India',
          pinCode: merchant.pinCode,
        },
        createdAt: now,
        modifiedAt: now,
      },
    ];
  });
  const inserted = await db.insert(merchantAccounts).values(rows).onConflictDoNothing().returning({ id: merchantAccounts.id, panNumber: merchantAccounts.panNumber });
  // The MCC and the primary contact of the accounts made now (an account kept from an earlier seed keeps its own).
  const known = inserted.flatMap(({ id, panNumber }) => {
    const index = demoMerchants.findIndex((m) => m.pan === panNumber);
    const merchant = demoMerchants[index];
    return merchant?.known ? [{ id, merchant, known: merchant.known, index }] : [];
  });
  if (known.length) {
    const categories = new Map(mccRows.map((row) => [row.mccCode, row]));
    await db.insert(merchantAccountMccs).values(
      known.map(({ id, merchant, known: { mccCode } }) => {
        const row = categories.get(mccCode);
        if (!row) throw new Error(`${mccCode} is not in the MCC master list`);
        return {
          accountId: id,
          ownerEmployeeId: merchant.owner,
          businessCategoryType: row.categoryType,
          businessSubCategoryType: row.subCategoryType,
          merchantCategory: row.merchantCategory,
          mccCode,
          riskCategory: row.riskCategory,
          createdAt: now,
        };
      }),
    );
    await db.insert(merchantContacts).values(
      known.map(({ id, merchant, known: { contactName, email }, index }) => ({
        accountId: id,
        ownerEmployeeId: merchant.owner,
        leadName: contactName,
        // Each is a proprietorship, its contact the proprietor.
        designation: 'Owner' as const,
        isPrimary: true,
        mobileNumber: mobileOf(merchant, index),
        email,
        createdAt: now,
      })),
    );
  }
  return inserted.length;
}

const mobileOf = (merchant: DemoMerchant, index: number) => `98200${merchant.pan.slice(5, 9)}${index}`;
