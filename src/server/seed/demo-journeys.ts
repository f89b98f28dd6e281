import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { and, eq, isNull } from 'drizzle-orm';
import {
  BankAccountStep_SaveDocument,
  BusinessDetailsStep_SaveDocument,
  CapturePhotoStep_SaveDocument,
  CreateMerchantOnboardingStateDocument,
  CreateOliDocument,
  CreateOpportunityDocument,
  CreateOpportunityDocumentDocument,
  CreateOpportunityPaymentRecordDocument,
  CreatePMandateDocument,
  DeviceLinkingDetailsDocument,
  KycDetailsStep_SaveDocument,
  OtherBusinessDocStep_SaveDocument,
  PanDetailStep_SaveDocument,
  PartnershipKycStep_SaveDocument,
  PoPaymentStep_SaveDocument,
  PosDeploymentDocument,
  PricingPlanStep_SubmitDocument,
  ProcessDeploymentDocument,
  ProductsConsumedDocument,
  PurchaseOrderStep_SaveDocument,
  RequestPoActivationDocument,
  ReviewOpportunityDocument,
  MultiStoresStep_SaveDocument,
  UpdateDeploymentRequestDocument,
  UpdateMerchantOnboardingStateDocument,
  UpdateOpportunityDocument,
  UploadPMandateDocument,
  type DocumentSubType,
  type LeadLostReason,
  type OpportunityDocumentInput,
  type OpportunityLineItemInput,
} from '../../../generated/graphql';
import { indianToday } from '../../domain/mandate';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { cities, opportunities, productItems } from '../db/schema';
import { cseRejectionReason } from '../features/deployment/cse-rejection-reasons';
import { decideDeployment } from '../features/deployment/deployment-reviews';
import { decidePricing } from '../features/pricing/pricing-decisions';
import { decideActivation, findPurchaseOrder } from '../features/purchase-order/purchase-orders';
import { sandboxPanRecord } from '../sandbox/sandbox-registry';
import { demoPhotoDataUrl, type DEMO_PHOTO_COLOURS } from './demo-photos';

// The demo opportunities' journeys, walked through the product's own operations, in process, as the
// agent's app calls them (src/server/app.ts queryAs): the lead's PAN, the opportunity, business
// details, stores, the bank account, products, pricing, KYC, photos, documents, the purchase order,
// payment, the mandate, the review and the deployment. Where someone other than the agent acts (the
// pricing, PO and deployment approvers), the seed calls what their sandbox pages call. So every seeded
// opportunity holds what a real journey to its status wrote, and stands at the step its status implies.

/** Runs one operation of schema/operations/ as the journey's agent; a refusal throws with its code. */
export type RunOperation = <Result, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Result, Variables>, variables: Variables) => Promise<Result>;

/** How far a journey goes: each stage is done after all those before it. */
export const JOURNEY_STAGES = [
  'opportunity',
  'business',
  'stores',
  'bank',
  'products',
  'pricing',
  'kyc',
  'photos',
  'documents',
  'purchaseOrder',
  'payment',
  'mandate',
  'review',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** A merchant-facing detail of one demo journey; all of it follows from the plan and its index. */
export interface DemoMerchantPlan {
  /** The lead taken forward; none for an existing merchant's opportunity. */
  leadId: string | null;
  /** An existing merchant's account (the seed's demo merchants). */
  existingAccountId: string | null;
  /** The PAN the PAN step verifies (a new merchant's) or the existing merchant's. */
  pan: string;
  shopName: string;
  contactName: string;
  mobileNumber: string;
  /** Where the shop is: a city of the seed's master list, with its head post office's pincode. */
  city: { name: string; stateCode: string; pinCode: string };
  /** The mini flow (a partner's): no stores, pricing, documents, purchase order, payment or mandate. */
  mini: boolean;
  /** A number unique to the journey among all the seed's, for bank accounts and documents. */
  serial: number;
}

export interface JourneyIds {
  leadId: string | null;
  opportunityId: string;
  accountId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The clock the journey's operations read, moved on by a quarter of an hour for each step, as an
 * agent takes a few days over an onboarding; never past `latest`.
 */
export class JourneyClock {
  now: Date;
  /**
   * `scale` shortens every step alike (1: as given), for a journey that must fit in the time since
   * its lead was made.
   */
  constructor(
    start: Date,
    private readonly latest: Date,
    private readonly scale = 1,
  ) {
    this.now = new Date(Math.min(start.getTime(), latest.getTime()));
  }
  step(minutes = 15): Date {
    this.now = new Date(Math.min(this.now.getTime() + Math.max(1, Math.round(minutes * this.scale * 60_000)), this.latest.getTime()));
    return this.now;
  }
}

/** The address of the shop, as the Business Details step sends it. */
async function shopAddress(db: Database, plan: DemoMerchantPlan) {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, plan.city.name), eq(cities.stateCode, plan.city.stateCode)));
  if (!city) throw new Error(`the seed has no city ${plan.city.name}`);
  return {
    addressLine1: `Shop ${(plan.serial % 90) + 10}, Market Road`,
    landmark: 'Near the bus stand',
    cityId: String(city.id),
    stateCode: plan.city.stateCode,
    pinCode: plan.city.pinCode,
  };
}

const photo = (kind: keyof typeof DEMO_PHOTO_COLOURS, documentType: OpportunityDocumentInput['documentType'], documentSubType: DocumentSubType): OpportunityDocumentInput => ({
  documentType,
  documentSubType,
  documentMode: kind === 'DOCUMENT' ? 'DOCUMENTUPLOAD' : 'LIVEPHOTO',
  documentPages: [{ pageNumber: 1, dataUrl: demoPhotoDataUrl(kind), fileName: `${documentSubType.toLowerCase()}.png`, contentType: 'image/png' }],
});

/** The lines a standard journey chooses: a POS and a sound box, on their standard plans. */
const STANDARD_LINES: readonly OpportunityLineItemInput[] = [
  { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 1 },
  { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-MONTHLY', quantity: 1 },
];
/** A partner's: one SQR Mini. */
const MINI_LINES: readonly OpportunityLineItemInput[] = [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }];

/** A setup fee asked below the POS plan's list price (1,500): it goes to the pricing approver. */
const ASKED_SETUP_FEE = 1200;

export interface WalkOptions {
  /** The last stage to do. */
  upTo: JourneyStage;
  /** The pricing: at the list price (auto-approved), or a setup fee below it for the approver, who approves, rejects or has not decided yet. */
  pricing?: 'list' | 'approve' | 'reject' | 'submitted';
  /** The merchant's stores step: skipped (the app then deploys at the business address) or two stores added. */
  stores?: 'skip' | 'add';
  /** After the purchase order: its activation asked for, and the PO approver's answer. */
  poActivation?: 'none' | 'requested' | 'approve' | 'reject';
}

/**
 * Walks one demo journey through the operations to `options.upTo`. Before the pricing is approved the
 * journey stops at it however far `upTo` goes: the steps after it wait for the approval.
 */
export async function walkJourney(run: RunOperation, db: Database, clock: JourneyClock, plan: DemoMerchantPlan, options: WalkOptions): Promise<JourneyIds> {
  const upTo = JOURNEY_STAGES.indexOf(options.upTo);
  const reached = (stage: JourneyStage) => JOURNEY_STAGES.indexOf(stage) <= upTo;
  const skip = async (ids: JourneyIds, stepType: 'MultiStores' | 'OtherBusinessDoc') =>
    run(UpdateMerchantOnboardingStateDocument, {
      input: ids.leadId
        ? { idType: 'LEAD', stateDataId: ids.leadId, opportunityId: Number(ids.opportunityId), stepType, isComplete: true }
        : { idType: 'OPPORTUNITY', stateDataId: ids.opportunityId, opportunityId: Number(ids.opportunityId), stepType, isComplete: true },
    });

  // The PAN step (a new merchant's lead), then the opportunity the lead is taken forward as.
  if (plan.leadId) {
    await run(CreateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: plan.leadId, isExistingMerchant: false } });
    clock.step();
    await run(PanDetailStep_SaveDocument, { input: { id: plan.leadId, panNumber: plan.pan } });
  }
  clock.step();
  const { createOpportunity } = await run(CreateOpportunityDocument, {
    input: plan.leadId ? { leadId: plan.leadId, isExistingMerchant: false } : { accountId: plan.existingAccountId, isExistingMerchant: true },
  });
  const ids: JourneyIds = { leadId: plan.leadId, opportunityId: createOpportunity.id, accountId: plan.existingAccountId ?? '' };
  if (!plan.leadId) {
    await run(CreateMerchantOnboardingStateDocument, { input: { idType: 'OPPORTUNITY', stateDataId: ids.opportunityId, opportunityId: Number(ids.opportunityId), isExistingMerchant: true } });
  }
  if (!reached('business')) return ids;

  clock.step(30);
  const address = await shopAddress(db, plan);
  const holder = sandboxPanRecord(plan.pan);
  const partnership = holder?.holderType === 'FIRM';
  const saved = await run(BusinessDetailsStep_SaveDocument, {
    input: {
      ...(plan.leadId ? { leadId: plan.leadId } : {}),
      opportunityId: ids.opportunityId,
      name: plan.shopName,
      legalName: holder?.name ?? plan.shopName,
      ownershipType: partnership ? 'PARTNERSHIP' : 'PROPRIETORSHIP',
      accountType: 'RETAIL',
      revenue: 1_200_000 + (plan.serial % 10) * 100_000,
      contactName: plan.contactName,
      mobileNumber: plan.mobileNumber,
      address,
      storeAtBusinessAddress: true,
      billingAtBusinessAddress: true,
      // The mini flow's proofs are GSTIN and Udyam only.
      ...(plan.mini
        ? { businessProofType: 'UDYAM' as const, udyamNumber: `UDYAM-${plan.city.stateCode}-07-${String(10_000 + plan.serial).padStart(7, '0')}` }
        : { businessProofType: 'SHOP_AND_ESTABLISHMENT' as const, businessProofNumber: `PMC/II/${54_001 + plan.serial * 10}` }),
      // Grocery stores: no business operating licence is asked for.
      mccCode: '5411',
    },
  });
  ids.accountId = saved.saveBusinessDetails.merchantAccount.id;
  if (!reached('stores')) return ids;

  clock.step();
  if (plan.mini) {
    // The mini flow has no stores step.
  } else if ((options.stores ?? 'skip') === 'add') {
    await run(MultiStoresStep_SaveDocument, {
      input: {
        merchantId: ids.accountId,
        opportunityId: ids.opportunityId,
        stores: [
          { name: `${plan.shopName} (main)`, address },
          { name: `${plan.shopName} (branch)`, address: { ...address, addressLine1: `Shop ${(plan.serial % 90) + 110}, Station Road` } },
        ],
      },
    });
  } else {
    await skip(ids, 'MultiStores');
  }
  if (!reached('bank')) return ids;

  clock.step(20);
  // Ending 4321: the sandbox bank credits the penny in the PAN holder's name (README, 'Sandbox services').
  await run(BankAccountStep_SaveDocument, {
    input: {
      accountId: ids.accountId,
      opportunityId: ids.opportunityId,
      bankAccountNumber: `7070${String(plan.serial).padStart(6, '0')}4321`,
      ifscCode: 'HDFC0000001',
      accountType: 'CURRENT',
      accountHolderName: holder?.name ?? plan.shopName,
    },
  });
  if (!reached('products')) return ids;

  clock.step(20);
  const { createOLI } = await run(CreateOliDocument, { input: { opportunityId: ids.opportunityId, lineItems: [...(plan.mini ? MINI_LINES : STANDARD_LINES)] } });
  if (!reached('pricing')) return ids;

  if (!plan.mini) {
    clock.step(20);
    const pricing = options.pricing ?? 'list';
    const pos = createOLI.lineItems.find((line) => line.productId === 'PRD-POS-A910');
    await run(PricingPlanStep_SubmitDocument, {
      input: {
        opportunityId: ids.opportunityId,
        settlementCycle: 'T_PLUS_1',
        annualturnoverpreviousfinancialyr: 1_500_000,
        ...(pricing === 'list' || !pos ? {} : { requestedPrices: [{ lineItemId: pos.id, setupFee: ASKED_SETUP_FEE }], comment: 'Merchant is moving from a competitor.' }),
      },
    });
    if (pricing === 'submitted') return ids;
    if (pricing === 'approve' || pricing === 'reject') {
      // The pricing approver, on the sandbox pricing approvals page, a few hours later.
      const decided = await decidePricing(
        db,
        clock.step(180),
        Number(ids.opportunityId),
        pricing === 'approve' ? 'APPROVE' : 'REJECT',
        pricing === 'approve' ? 'Agreed: a first-time merchant with a sound box.' : 'A setup fee below 1,500 needs an order of 5 devices.',
      );
      if (!decided.ok) throw new Error(`the demo pricing was not decided: ${decided.message}`);
      if (pricing === 'reject') return ids;
    }
  }
  if (!reached('kyc')) return ids;

  clock.step(30);
  // A proprietor's driving licence (the sandbox registry holds it in the PAN holder's name); a firm
  // holds no licence (isLicenceHolderPan), so its KYC Details take a passport typed from the document.
  await run(KycDetailsStep_SaveDocument, {
    input: partnership
      ? { opportunityId: ids.opportunityId, identityType: 'PASSPORT', documentNumber: `K${String(1_000_000 + plan.serial).slice(-7)}`, name: holder?.name ?? plan.shopName, gender: 'MALE', dateOfBirth: '1984-06-15' }
      : { opportunityId: ids.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: `MH12201${String(1_000_000 + plan.serial).slice(-7)}1`, dateOfBirth: '1984-06-15' },
  });
  if (partnership) await partnersKyc(run, clock, ids, plan);
  if (!reached('photos')) return ids;

  clock.step(20);
  const [selfie, shop, stock] = [
    await storedDocument(run, ids, photo('SELFIE', 'PHOTOGRAPH', 'SELFIE')),
    await storedDocument(run, ids, photo('SHOPPHOTO', 'PHOTOGRAPH', 'SHOPPHOTO')),
    await storedDocument(run, ids, photo('STOCKPHOTO', 'PHOTOGRAPH', 'STOCKPHOTO')),
  ];
  await run(CapturePhotoStep_SaveDocument, { input: { opportunityId: ids.opportunityId, documents: { SELFIE: [selfie], SHOPPHOTO: [shop], STOCKPHOTO: [stock] } } });
  if (plan.mini) {
    if (reached('review')) await review(run, clock, ids);
    return ids;
  }
  if (!reached('documents')) return ids;

  clock.step(15);
  // With its number, as OCR or the agent fills it: the step keeps no business proof without one.
  const certificate = await storedDocument(run, ids, { ...photo('DOCUMENT', 'BUSINESSLEGALITYPROOF', 'SHOPESTABLISHMENTCERTIFICATE'), uniqueIdentifier: `PMC/II/${54_001 + plan.serial * 10}` });
  await run(OtherBusinessDocStep_SaveDocument, { input: { opportunityId: ids.opportunityId, documents: { SHOPESTABLISHMENTCERTIFICATE: [certificate] } } });
  if (!reached('purchaseOrder')) return ids;

  clock.step(30);
  // Made to be signed there and then (offline): the agent's save stands for the signed paper.
  await run(PurchaseOrderStep_SaveDocument, { input: { opportunityId: ids.opportunityId, paymentType: 'FULLPAYMENT', offlinePOGeneration: true } });
  const activation = options.poActivation ?? 'none';
  if (activation !== 'none') {
    clock.step(10);
    await run(RequestPoActivationDocument, { input: { opportunityId: ids.opportunityId } });
    if (activation === 'requested') return ids;
    // The PO approver, on the sandbox PO approver's page, the next morning.
    const po = await findPurchaseOrder(db, Number(ids.opportunityId));
    if (!po) throw new Error('the demo purchase order was not stored');
    const decided = await decideActivation(db, po.id, activation === 'approve', activation === 'approve' ? null : 'The billing name differs from the shop licence.', clock.step(18 * 60));
    if (!decided) throw new Error('the demo PO activation was not decided');
    if (activation === 'reject') return ids;
  }
  if (!reached('payment')) return ids;

  clock.step(30);
  const { opportunity } = await totalOf(db, ids);
  await run(CreateOpportunityPaymentRecordDocument, {
    input: { opportunityId: ids.opportunityId, paymentMode: 'NEFT', amount: opportunity.totalAmount ?? 0, bankName: 'HDFC Bank', invoiceTxnRefNo: `NEFT${String(plan.serial).padStart(8, '0')}` },
  });
  await run(PoPaymentStep_SaveDocument, { input: { opportunityId: ids.opportunityId } });
  if (!reached('mandate')) return ids;

  clock.step(30);
  // A physical NACH form, signed by the merchant and photographed by the agent.
  const start = new Date(clock.now.getTime() + DAY_MS);
  const { createPMandate } = await run(CreatePMandateDocument, {
    input: {
      opportunityId: ids.opportunityId,
      details: { amountType: 'MAXIMUM', amount: 2000, frequency: 'MONTHLY', startDate: indianToday(start), mobileNumber: plan.mobileNumber },
    },
  });
  clock.step(10);
  await run(UploadPMandateDocument, {
    input: { opportunityId: ids.opportunityId, mandateId: createPMandate.mandate.id, documentMode: 'LIVEPHOTO', documentPages: [{ pageNumber: 1, dataUrl: demoPhotoDataUrl('MANDATE'), fileName: 'nach-form.png', contentType: 'image/png' }] },
  });
  if (reached('review')) await review(run, clock, ids);
  return ids;
}

async function review(run: RunOperation, clock: JourneyClock, ids: JourneyIds) {
  clock.step(20);
  await run(ReviewOpportunityDocument, { input: { id: ids.opportunityId, comment: 'All documents checked at the shop.' } });
}

async function totalOf(db: Database, ids: JourneyIds) {
  const [opportunity] = await db.select({ totalAmount: opportunities.totalAmount }).from(opportunities).where(eq(opportunities.id, Number(ids.opportunityId)));
  if (!opportunity) throw new Error('the demo opportunity is gone');
  return { opportunity };
}

async function storedDocument(run: RunOperation, ids: JourneyIds, document: OpportunityDocumentInput): Promise<string> {
  const { createOpportunityDocument } = await run(CreateOpportunityDocumentDocument, { input: { opportunityId: ids.opportunityId, document } });
  return createOpportunityDocument.document.id;
}

/** A partnership's two partners (individuals' PANs the sandbox knows), half each, each with their own KYC. */
async function partnersKyc(run: RunOperation, clock: JourneyClock, ids: JourneyIds, plan: DemoMerchantPlan) {
  clock.step(20);
  const partnerPans = [0, 1].map((n) => `PRTP${String.fromCharCode(65 + ((plan.serial + n) % 26))}${String(200 + plan.serial * 2 + n).padStart(4, '0')}D`);
  const { saveMerchantSignatories } = await run(PartnershipKycStep_SaveDocument, {
    input: {
      accountId: ids.accountId,
      opportunityId: ids.opportunityId,
      signatories: partnerPans.map((panNumber, n) => ({ kind: 'PARTNER' as const, panNumber, stakePercentage: 50, isPrimaryContact: n === 0, individualKycType: 'DRIVING_LICENSE' as const, dateOfBirth: '1979-02-11', mobileNumber: plan.mobileNumber })),
    },
  });
  for (const [n, signatory] of saveMerchantSignatories.signatories.entries()) {
    clock.step(10);
    await run(KycDetailsStep_SaveDocument, {
      input: { opportunityId: ids.opportunityId, signatoryId: signatory.id, identityType: 'DRIVING_LICENSE', documentNumber: `MH14201${String(2_000_000 + plan.serial * 2 + n).slice(-7)}1`, dateOfBirth: '1979-02-11' },
    });
  }
}

/** The CSE team's decision on a submitted onboarding's deployment, as the sandbox deployment approver's page makes it, a day later. */
export async function decideDeploymentAs(db: Database, clock: JourneyClock, opportunityId: string, approve: boolean) {
  const decided = await decideDeployment(
    db,
    Number(opportunityId),
    approve
      ? { approve: true, rejection: null, comment: 'Site surveyed; ready for the devices.' }
      : { approve: false, rejection: cseRejectionReason('Site visit/Shop closed at the visit'), comment: 'Shop shut on two visits; call the owner before the next one.' },
    clock.step(24 * 60),
  );
  if (!decided) throw new Error('the demo deployment was not decided');
}

/**
 * Deploys every device of an approved opportunity, as the agent does on the Deployment screens: the
 * requests raised for what is yet to deploy, each request's devices taken from the agent's stock
 * (`receive` gives the agent the devices first and answers their serials), sound boxes and QR codes
 * linked to the request's terminal, the test transactions' slips photographed, the merchant's
 * acknowledgement, and each request completed.
 */
export async function deployAll(run: RunOperation, db: Database, clock: JourneyClock, agent: AgentIdentity, ids: JourneyIds, receive: (productId: string, quantity: number) => Promise<string[]>) {
  clock.step(24 * 60);
  const { posDeployment } = await run(PosDeploymentDocument, { input: { opportunityId: ids.opportunityId } });
  const items = posDeployment.items
    .filter((item) => item.status === 'YET_TO_DEPLOY')
    .map((item) => ({ storeId: item.storeId, productId: item.productId, quantity: item.quantity }));
  const { processDeployment } = await run(ProcessDeploymentDocument, { input: { opportunityId: ids.opportunityId, items } });
  for (const [index, request] of processDeployment.deploymentRequests.entries()) {
    const productId = request.productId ?? '';
    const serials = await receive(productId, items[index]?.productId === productId ? (items[index]?.quantity ?? 1) : 1);
    const itemIds = await Promise.all(
      serials.map(async (serialNumber) => {
        const [row] = await db
          .select({ id: productItems.id })
          .from(productItems)
          .where(and(eq(productItems.serialNumber, serialNumber), eq(productItems.locationId, agent.locationId ?? ''), isNull(productItems.consumedByRequestId)));
        if (!row) throw new Error(`the demo stock has no ${serialNumber}`);
        return row.id;
      }),
    );
    clock.step(20);
    if (itemIds.length) await run(ProductsConsumedDocument, { input: { deploymentRequestId: request.id, productItemIds: itemIds } });
    if (request.isLinkingApplicable) {
      // Linked to the terminal of the POS deployed at the store; without one, to the TID the acquirer's welcome kit gives the QR code or sound box, which the agent enters.
      const terminal = processDeployment.deploymentRequests.filter((other) => other.tid && !other.isLinkingApplicable);
      const tid = request.tid ?? terminal.find((other) => other.storeId === request.storeId)?.tid ?? terminal[0]?.tid ?? `7${String(ids.opportunityId).padStart(7, '0')}`;
      if (!request.tid && !terminal.length) await run(UpdateDeploymentRequestDocument, { input: { id: request.id, tid } });
      await run(DeviceLinkingDetailsDocument, { input: { deploymentRequestId: request.id, devices: serials.map((serialNumber) => ({ serialNumber, tid })) } });
    }
    const slip = async (subType: 'CARDTESTTRANSACTION' | 'UPITESTTRANSACTION') => ({
      documentId: await storedDocument(run, ids, photo('SLIP', 'DEPLOYMENTPROOF', subType)),
      transactionRef: `${subType === 'CARDTESTTRANSACTION' ? 'CARD' : 'UPI'}${String(ids.opportunityId).padStart(6, '0')}${index + 1}`,
      amount: 1,
    });
    clock.step(10);
    await run(UpdateDeploymentRequestDocument, {
      input: {
        id: request.id,
        ...(request.isCardTestApplicable ? { cardTestTransactionProof: await slip('CARDTESTTRANSACTION') } : {}),
        ...(request.isUpiTestApplicable ? { upiTestTransactionProof: await slip('UPITESTTRANSACTION') } : {}),
        acknowledgement: true,
        complete: true,
      },
    });
  }
}

/** Closes the opportunity as lost or not converted, as the agent does from Home. */
export async function closeOpportunity(run: RunOperation, clock: JourneyClock, ids: JourneyIds, closedAs: 'LOST' | 'NOT_CONVERTED', lostReason: LeadLostReason | null, closureRemarks: string | null) {
  clock.step(60);
  await run(UpdateOpportunityDocument, { input: { id: ids.opportunityId, closedAs, ...(lostReason ? { lostReason } : {}), ...(closureRemarks ? { closureRemarks } : {}) } });
}
