import type { Database } from '../db/connection';
import { merchantAccounts } from '../db/schema';
import { suggestedOwnershipType } from '../sandbox/registry-provider';
import { sandboxPanRecord } from '../sandbox/sandbox-registry';

// The merchants the provider already has: PANs the sandbox PAN registry reports as already
// registered (digits 00xx), each an account owned by a demo agent, so that 'PAN already registered'
// -> 'Modify existing merchant' finds a real account. The ids are the sandbox's existingAccountId.
// The demo opportunities for existing merchants (demo-opportunities.ts) use some of them.

interface DemoMerchant {
  pan: string;
  owner: string;
  city: string;
  state: string;
  stateCode: string;
  pinCode: string;
}

export const demoMerchants: readonly DemoMerchant[] = [
  { pan: 'BHKPS0017L', owner: 'EMP1001', city: 'Mumbai', state: 'Maharashtra', stateCode: 'MH', pinCode: '400053' },
  { pan: 'CDRPM0023N', owner: 'EMP1001', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
  { pan: 'AAEFS0052B', owner: 'EMP1001', city: 'Mumbai', state: 'Maharashtra', stateCode: 'MH', pinCode: '400001' },
  { pan: 'AJXPR0031Q', owner: 'EMP1001', city: 'Thane', state: 'Maharashtra', stateCode: 'MH', pinCode: '400601' },
  // Registered merchants with no opportunity yet: the ones to give a new opportunity.
  { pan: 'DMNPK0058R', owner: 'EMP1001', city: 'Nagpur', state: 'Maharashtra', stateCode: 'MH', pinCode: '440001' },
  { pan: 'GHTPA0064C', owner: 'EMP1001', city: 'Mumbai', state: 'Maharashtra', stateCode: 'MH', pinCode: '400070' },
  { pan: 'EKLPG0045H', owner: 'EMP1002', city: 'Bengaluru', state: 'Karnataka', stateCode: 'KA', pinCode: '560001' },
  { pan: 'FRTPN0072K', owner: 'EMP1002', city: 'Mysuru', state: 'Karnataka', stateCode: 'KA', pinCode: '570001' },
  { pan: 'KLMPB0036F', owner: 'EMP3001', city: 'New Delhi', state: 'Delhi', stateCode: 'DL', pinCode: '110001' },
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
        mobileNumber: `98200${merchant.pan.slice(5, 9)}${index}`,
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
  const inserted = await db.insert(merchantAccounts).values(rows).onConflictDoNothing().returning({ id: merchantAccounts.id });
  return inserted.length;
}
