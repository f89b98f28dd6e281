import type { LeadProduct } from '../../../generated/resolvers';
import type { MdrDetail, PlanBundle, PlanPricing, PlanVas, ProductKind } from '../../domain/pricing';
import type { Database } from '../db/connection';
import { plans, products } from '../db/schema';

// A catalogue in which every pricing rule can be seen: a hard POS and a soft POS (hardware subtype
// 'PAPER POS'), sound boxes and QR products; standard, aggregator and prime plans; a prime plan with
// one bundle that allows prime and one that does not; a plan of 16 VAS; MDR by card type, acquirer
// bank and rate type, in slabs by the merchant's annual turnover.

interface CatalogueProduct {
  id: string;
  name: string;
  family: LeadProduct;
  type: ProductKind;
  hardwareSubTypeName: string;
}

export const catalogueProducts: readonly CatalogueProduct[] = [
  { id: 'PRD-POS-A910', name: 'POS Device', family: 'POS_DEVICE', type: 'POS', hardwareSubTypeName: 'A910 Hard POS' },
  // Filed as a POS: its 'PAPER POS' subtype makes it a soft POS (src/domain/pricing.ts productKind).
  { id: 'PRD-SOFT-POS', name: 'Soft POS', family: 'POS_DEVICE', type: 'POS', hardwareSubTypeName: 'PAPER POS' },
  { id: 'PRD-VOICE-POD', name: 'Voice Pod', family: 'VOICE_POD', type: 'SOUNDBOX', hardwareSubTypeName: 'Voice Pod 4G' },
  { id: 'PRD-VOICE-POD-PRO', name: 'Voice Pod Pro', family: 'VOICE_POD_PRO', type: 'SOUNDBOX', hardwareSubTypeName: 'Voice Pod Pro 4G display' },
  { id: 'PRD-SQR-MINI', name: 'SQR Mini', family: 'SQR_MINI', type: 'STATIC_QR', hardwareSubTypeName: 'Static QR standee' },
  { id: 'PRD-DQR-MINI', name: 'DQR Mini', family: 'DQR_MINI', type: 'DYNAMIC_QR', hardwareSubTypeName: 'Dynamic QR display' },
];

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Card MDR in three turnover slabs (below 20 lakh, to 1 crore, above), lower for bigger merchants. */
function cardMdr(cardType: MdrDetail['cardType'], acquirerBank: string, [small, medium, large]: [number, number, number]): MdrDetail {
  return {
    cardType,
    acquirerBank,
    rateType: 'PERCENTAGE',
    slabs: [
      { minTurnover: 0, maxTurnover: 20 * LAKH, rate: small },
      { minTurnover: 20 * LAKH, maxTurnover: CRORE, rate: medium },
      { minTurnover: CRORE, maxTurnover: null, rate: large },
    ],
  };
}

function mdr(acquirerBank: string, discount = 0): MdrDetail[] {
  const less = (rates: [number, number, number]) => rates.map((r) => Math.round((r - discount) * 100) / 100) as [number, number, number];
  return [
    cardMdr('DEBIT', acquirerBank, less([0.4, 0.3, 0.25])),
    cardMdr('CREDIT', acquirerBank, less([1.99, 1.8, 1.6])),
    cardMdr('PREPAID', acquirerBank, less([1.5, 1.4, 1.2])),
    cardMdr('CORPORATE', acquirerBank, less([2.5, 2.3, 2.1])),
    cardMdr('INTERNATIONAL', acquirerBank, less([3.0, 2.8, 2.6])),
    { cardType: 'UPI', acquirerBank, rateType: 'FLAT', slabs: [{ minTurnover: 0, maxTurnover: null, rate: 0 }] },
  ];
}

const SERVICE_NAMES = [
  'Instant settlement alerts',
  'Daily sales report',
  'GST invoice on every sale',
  'Pay later (EMI on debit cards)',
  'Brand EMI offers',
  'Bharat QR acceptance',
  'Tap to pay (NFC)',
  'Wallet acceptance',
  'Sales dashboard in the merchant app',
  'Customer loyalty points',
  'SMS receipts',
  'Tips on bill',
  'Split bill',
  'Khata (credit ledger)',
  'Priority service visit',
  'Device insurance',
];

function vas(prefix: string, count: number, options: { prime?: number; price?: number } = {}): PlanVas[] {
  return SERVICE_NAMES.slice(0, count).map((name, index) => {
    const isPrime = index >= count - (options.prime ?? 0);
    return { id: `${prefix}-VAS-${index + 1}`, name, price: isPrime ? (options.price ?? 99) : null, isPrime, isMandatory: !isPrime };
  });
}

function device(product: CatalogueProduct) {
  return [{ productId: product.id, productName: product.name, quantity: 1, hardwareSubTypeName: product.hardwareSubTypeName }];
}

function pricing(
  product: CatalogueProduct,
  fees: { setupFee: number; rentalPerMonth: number; advanceMonth: number; transactionFee?: number; isAggregator?: boolean },
  services: PlanVas[],
  acquirerBank: string,
  discount = 0,
): PlanPricing {
  return {
    advanceMonth: fees.advanceMonth,
    vas: services,
    bom: device(product),
    fees: {
      setupFee: fees.setupFee,
      rentalPerMonth: fees.rentalPerMonth,
      advance: fees.rentalPerMonth * fees.advanceMonth,
      transactionFee: fees.transactionFee ?? 0,
      isAggregator: fees.isAggregator ?? false,
    },
    mdrDetails: mdr(acquirerBank, discount),
  };
}

interface CataloguePlan {
  id: string;
  productId: string;
  name: string;
  isPrimeEnabled: boolean;
  standard: PlanPricing;
  relatedProducts: PlanBundle[];
}

function product(id: string): CatalogueProduct {
  const found = catalogueProducts.find((p) => p.id === id);
  if (!found) throw new Error(`no catalogue product ${id}`);
  return found;
}

const pos = product('PRD-POS-A910');
const softPos = product('PRD-SOFT-POS');
const voicePod = product('PRD-VOICE-POD');
const voicePodPro = product('PRD-VOICE-POD-PRO');
const sqrMini = product('PRD-SQR-MINI');
const dqrMini = product('PRD-DQR-MINI');

export const cataloguePlans: readonly CataloguePlan[] = [
  {
    id: 'PLN-POS-STANDARD',
    productId: pos.id,
    name: 'POS Standard Rental',
    isPrimeEnabled: false,
    standard: pricing(pos, { setupFee: 1500, rentalPerMonth: 499, advanceMonth: 3 }, vas('POS-STD', 4), 'HDFC Bank'),
    relatedProducts: [],
  },
  {
    id: 'PLN-POS-BUSINESS',
    productId: pos.id,
    name: 'POS Business Suite',
    isPrimeEnabled: false,
    standard: pricing(pos, { setupFee: 2500, rentalPerMonth: 799, advanceMonth: 3 }, vas('POS-BIZ', 16), 'HDFC Bank', 0.05),
    relatedProducts: [],
  },
  {
    id: 'PLN-POS-PRIME',
    productId: pos.id,
    name: 'POS Prime',
    isPrimeEnabled: true,
    standard: pricing(pos, { setupFee: 1999, rentalPerMonth: 599, advanceMonth: 3 }, vas('POS-PRIME', 8, { prime: 2, price: 149 }), 'Axis Bank'),
    relatedProducts: [
      {
        id: 'BND-POS-PRIME-VOICE-POD',
        name: 'POS Prime with Voice Pod',
        isPrimeAllowed: true,
        productIds: [pos.id, voicePod.id],
        pricing: pricing(pos, { setupFee: 1799, rentalPerMonth: 649, advanceMonth: 3 }, vas('POS-PRIME-VP', 8, { prime: 2, price: 149 }), 'Axis Bank'),
      },
      {
        id: 'BND-POS-PRIME-SQR',
        name: 'POS Prime with SQR Mini',
        isPrimeAllowed: false,
        productIds: [pos.id, sqrMini.id],
        pricing: pricing(pos, { setupFee: 1699, rentalPerMonth: 579, advanceMonth: 3 }, vas('POS-PRIME-SQR', 8, { prime: 2, price: 149 }), 'Axis Bank'),
      },
    ],
  },
  {
    id: 'PLN-POS-AGGREGATOR',
    productId: pos.id,
    name: 'POS Aggregator',
    isPrimeEnabled: false,
    standard: pricing(pos, { setupFee: 0, rentalPerMonth: 0, advanceMonth: 0, transactionFee: 2, isAggregator: true }, vas('POS-AGG', 2), 'ICICI Bank', -0.1),
    relatedProducts: [],
  },
  {
    id: 'PLN-SOFT-POS-STARTER',
    productId: softPos.id,
    name: 'Soft POS Starter',
    isPrimeEnabled: false,
    standard: pricing(softPos, { setupFee: 0, rentalPerMonth: 99, advanceMonth: 1 }, vas('SPOS', 3), 'HDFC Bank'),
    relatedProducts: [],
  },
  {
    id: 'PLN-SOFT-POS-AGGREGATOR',
    productId: softPos.id,
    name: 'Soft POS Aggregator',
    isPrimeEnabled: false,
    standard: pricing(softPos, { setupFee: 0, rentalPerMonth: 0, advanceMonth: 0, transactionFee: 1, isAggregator: true }, vas('SPOS-AGG', 1), 'ICICI Bank', -0.1),
    relatedProducts: [],
  },
  {
    id: 'PLN-VOICE-POD-MONTHLY',
    productId: voicePod.id,
    name: 'Voice Pod Monthly',
    isPrimeEnabled: false,
    standard: pricing(voicePod, { setupFee: 299, rentalPerMonth: 99, advanceMonth: 3 }, vas('VP', 3), 'HDFC Bank'),
    relatedProducts: [],
  },
  {
    id: 'PLN-VOICE-POD-AGGREGATOR',
    productId: voicePod.id,
    name: 'Voice Pod Aggregator',
    isPrimeEnabled: false,
    standard: pricing(voicePod, { setupFee: 0, rentalPerMonth: 0, advanceMonth: 0, transactionFee: 1, isAggregator: true }, vas('VP-AGG', 1), 'ICICI Bank', -0.1),
    relatedProducts: [],
  },
  {
    id: 'PLN-VOICE-POD-PRO-MONTHLY',
    productId: voicePodPro.id,
    name: 'Voice Pod Pro Monthly',
    isPrimeEnabled: false,
    standard: pricing(voicePodPro, { setupFee: 499, rentalPerMonth: 149, advanceMonth: 3 }, vas('VPP', 5), 'HDFC Bank'),
    relatedProducts: [],
  },
  {
    id: 'PLN-VOICE-POD-PRO-PRIME',
    productId: voicePodPro.id,
    name: 'Voice Pod Pro Prime',
    isPrimeEnabled: true,
    standard: pricing(voicePodPro, { setupFee: 599, rentalPerMonth: 179, advanceMonth: 3 }, vas('VPP-PRIME', 6, { prime: 1, price: 79 }), 'Axis Bank'),
    relatedProducts: [
      {
        id: 'BND-VOICE-POD-PRO-PRIME-DQR',
        name: 'Voice Pod Pro Prime with DQR Mini',
        isPrimeAllowed: true,
        productIds: [voicePodPro.id, dqrMini.id],
        pricing: pricing(voicePodPro, { setupFee: 549, rentalPerMonth: 189, advanceMonth: 3 }, vas('VPP-PRIME-DQR', 6, { prime: 1, price: 79 }), 'Axis Bank'),
      },
    ],
  },
  {
    id: 'PLN-SQR-MINI-FREE',
    productId: sqrMini.id,
    name: 'SQR Mini Free',
    isPrimeEnabled: false,
    standard: pricing(sqrMini, { setupFee: 0, rentalPerMonth: 0, advanceMonth: 0 }, vas('SQR', 1), 'HDFC Bank'),
    relatedProducts: [],
  },
  {
    id: 'PLN-SQR-MINI-AGGREGATOR',
    productId: sqrMini.id,
    name: 'SQR Mini Aggregator',
    isPrimeEnabled: false,
    standard: pricing(sqrMini, { setupFee: 0, rentalPerMonth: 0, advanceMonth: 0, transactionFee: 0.5, isAggregator: true }, vas('SQR-AGG', 1), 'ICICI Bank', -0.1),
    relatedProducts: [],
  },
  {
    id: 'PLN-DQR-MINI-MONTHLY',
    productId: dqrMini.id,
    name: 'DQR Mini Monthly',
    isPrimeEnabled: false,
    standard: pricing(dqrMini, { setupFee: 199, rentalPerMonth: 49, advanceMonth: 1 }, vas('DQR', 2), 'HDFC Bank'),
    relatedProducts: [],
  },
  {
    id: 'PLN-DQR-MINI-AGGREGATOR',
    productId: dqrMini.id,
    name: 'DQR Mini Aggregator',
    isPrimeEnabled: false,
    standard: pricing(dqrMini, { setupFee: 0, rentalPerMonth: 0, advanceMonth: 0, transactionFee: 0.5, isAggregator: true }, vas('DQR-AGG', 1), 'ICICI Bank', -0.1),
    relatedProducts: [],
  },
];

/** Loads the catalogue; running it again adds nothing twice. */
export async function seedProductCatalogue(db: Database) {
  await db
    .insert(products)
    .values(catalogueProducts.map((p, position) => ({ ...p, imageUrl: null, position })))
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(cataloguePlans.map((p, position) => ({ ...p, position })))
    .onConflictDoNothing();
}
