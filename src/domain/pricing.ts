// Products, plans and pricing (spec sections 2, 3, 5, 6 and 9): which products an agent may offer,
// a product's type, which pricing a chosen plan takes, whether prime stays, what the merchant pays,
// the MDR slab of a turnover, and which price requests need an approver.

import { allowedLeadProducts, type LeadProductCode } from './lead-products';

/** spec section 9: the defaults of the products state. */
export const MAX_DEVICE_AVAILABLE = 100;
export const AVAILABLE_SPONSORED_DEVICES = 0;

/** spec section 9: soft POS applies when the hardware subtype is this. */
export const SOFT_POS_SUBTYPE = 'PAPER POS';

export const productMessages = {
  /** spec section 8, 'No Products Selected' (also spec section 5). */
  noProducts: 'To proceed further, please select at least one product from the list.',
  planNotOfProduct: 'This plan is not offered for the chosen product.',
  bundleNotOfPlan: 'This bundle is not offered with the chosen plan.',
  unknownProduct: 'This product is not offered to this merchant.',
  quantity: (max: number) => `Please enter a quantity from 0 to ${max}.`,
  duplicatePlan: 'Each plan of a product can be chosen once.',
  /** spec section 5: the account MCC cannot be changed while products exist. */
  mccLocked: 'The account MCC cannot be changed while products exist.',
} as const;

/** spec section 8: the titles and texts the products screens show when a call fails. */
export const productRetrievalErrors = {
  productList: { title: 'Product List Retrieval Error', message: "Sorry, we couldn't fetch the list of available products. Please try again later." },
  selectedProducts: { title: 'Product Retrieval Error', message: "Sorry, we couldn't fetch the selected products. Please try again later." },
  planList: { title: 'Plan List Retrieval Error', message: "Sorry, we couldn't fetch the list of plans. Please try again later." },
  noProducts: { title: 'No Products Selected', message: productMessages.noProducts },
} as const;

/**
 * The product families an agent may offer (spec section 6): a partner agent, or a journey in the
 * mini flow, only SQR Mini and DQR Mini; other agents all five.
 */
export function offeredProductFamilies(miniFlow: boolean): readonly LeadProductCode[] {
  return allowedLeadProducts(miniFlow);
}

export type ProductKind = 'POS' | 'SOFT_POS' | 'SOUNDBOX' | 'STATIC_QR' | 'DYNAMIC_QR' | 'VAS' | 'ACCESSORY';

/** A product's type: its hardware subtype 'PAPER POS' makes it a soft POS, whatever it was filed as. */
export function productKind(filedAs: ProductKind, hardwareSubTypeName: string | null | undefined): ProductKind {
  return hardwareSubTypeName?.trim().toUpperCase() === SOFT_POS_SUBTYPE ? 'SOFT_POS' : filedAs;
}

export type CardKind = 'DEBIT' | 'CREDIT' | 'PREPAID' | 'CORPORATE' | 'INTERNATIONAL' | 'UPI';

export interface MdrSlab {
  minTurnover: number;
  maxTurnover: number | null;
  rate: number;
}

export interface MdrDetail {
  cardType: CardKind;
  acquirerBank: string | null;
  rateType: 'PERCENTAGE' | 'FLAT';
  slabs: MdrSlab[];
}

export interface PlanVas {
  id: string;
  name: string;
  price: number | null;
  isPrime: boolean;
  isMandatory: boolean;
}

export interface PlanFees {
  setupFee: number | null;
  rentalPerMonth: number | null;
  advance: number | null;
  transactionFee: number | null;
  isAggregator: boolean;
}

export interface PlanPricing {
  advanceMonth: number | null;
  vas: PlanVas[];
  bom: { productId: string; productName: string; quantity: number; hardwareSubTypeName: string | null }[];
  fees: PlanFees;
  mdrDetails: MdrDetail[];
}

export interface PlanBundle {
  id: string;
  name: string;
  isPrimeAllowed: boolean;
  productIds: string[];
  pricing: PlanPricing;
}

export interface PricedPlan {
  isPrimeEnabled: boolean;
  standard: PlanPricing;
  relatedProducts: PlanBundle[];
}

/** The pricing a chosen plan takes: its related bundle's when one is chosen, else its standard one. */
export function chosenPricing(plan: PricedPlan, relatedPlanBundleId: string | null | undefined): PlanPricing {
  return plan.relatedProducts.find((b) => b.id === relatedPlanBundleId)?.pricing ?? plan.standard;
}

/**
 * Whether a line keeps prime VAS (spec section 5): only a prime-enabled plan has it, and with a
 * related bundle chosen only when that bundle allows it.
 */
export function keepsPrime(plan: PricedPlan, relatedPlanBundleId: string | null | undefined, asked: boolean): boolean {
  if (!asked || !plan.isPrimeEnabled) return false;
  const bundle = plan.relatedProducts.find((b) => b.id === relatedPlanBundleId);
  return bundle ? bundle.isPrimeAllowed : true;
}

/** The VAS a line carries: the mandatory ones always, the prime ones only with prime. */
export function lineVas(pricing: PlanPricing, prime: boolean): PlanVas[] {
  return pricing.vas.filter((v) => !v.isPrime || prime);
}

/** How the pricing screen counts a plan's VAS ('16 VAS added'). */
export function vasLabel(count: number): string {
  return `${count} VAS added`;
}

/** One device's price the agent may ask to change: setup fee and monthly rental, in rupees. */
export interface DevicePrice {
  setupFee: number;
  rentalPerMonth: number;
}

export function listPrice(pricing: PlanPricing): DevicePrice {
  return { setupFee: pricing.fees.setupFee ?? 0, rentalPerMonth: pricing.fees.rentalPerMonth ?? 0 };
}

/**
 * What the merchant pays for one line, in rupees: for each device its setup fee and the rental of
 * the months paid in advance, plus the priced VAS the line carries. The one rule for an
 * opportunity's total (createOLI, and again when an agreed price replaces the list price).
 */
export function lineAmount(pricing: PlanPricing, quantity: number, prime: boolean, price: DevicePrice = listPrice(pricing)): number {
  const vas = lineVas(pricing, prime).reduce((sum, v) => sum + (v.price ?? 0), 0);
  const perDevice = price.setupFee + price.rentalPerMonth * (pricing.advanceMonth ?? 0) + vas;
  return roundRupees(perDevice * quantity);
}

export function roundRupees(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The MDR rate of a card type's slabs for the merchant's annual turnover; null when no slab holds it. */
export function mdrRateFor(slabs: readonly MdrSlab[], turnover: number | null | undefined): number | null {
  const value = turnover ?? 0;
  return slabs.find((s) => value >= s.minTurnover && (s.maxTurnover === null || value < s.maxTurnover))?.rate ?? null;
}

/**
 * Which price requests are approved without an approver: every requested price at or above the
 * list price. Such a price costs the company nothing against the catalogue, so there is nothing
 * for a pricing approver to weigh; any price below the list price is a discount, and waits for one.
 */
export function isAutoApproved(lines: readonly { list: DevicePrice; requested: DevicePrice }[]): boolean {
  return lines.every((l) => l.requested.setupFee >= l.list.setupFee && l.requested.rentalPerMonth >= l.list.rentalPerMonth);
}

/** spec section 4: the approval status labels. */
export const approvalStatusLabels = {
  APPROVED: 'Approved',
  AUTO_APPROVED: 'Auto Approved',
  REJECTED: 'Rejected',
  SUBMITTED: 'Submitted',
  REVIEW_IN_PROGRESS: 'Review in Progress',
} as const;

export type ApprovalStatusCode = keyof typeof approvalStatusLabels;

/** Whether a pricing decision lets the journey go past the pricing step. */
export function isPricingAgreed(status: ApprovalStatusCode | null | undefined): boolean {
  return status === 'APPROVED' || status === 'AUTO_APPROVED';
}

/**
 * Statuses in which the products and their pricing may still change: before the pricing is decided
 * for good. A rejected pricing is revised first (back to INITIATED); past approval the purchase
 * order is made from them.
 */
export const PRICING_OPEN_STATUSES: readonly string[] = ['INITIATED', 'PRICING_SUBMITTED', 'PRICING_APPROVED'];
