import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  BankAccountStep_SaveDocument,
  CapturePhotoStep_SaveDocument,
  CityListDocument,
  CreateLeadDocument,
  CreateMerchantDocument,
  CreateOliDocument,
  CreateOpportunityDocument,
  CreateOpportunityDocumentDocument,
  CreateOpportunityPaymentRecordDocument,
  KycDetailsStep_SaveDocument,
  OtherBusinessDocStep_SaveDocument,
  PoPaymentStep_SaveDocument,
  PricingPlanStep_SubmitDocument,
  PurchaseOrderStep_SaveDocument,
  UpdateLeadDocument,
  UpdateMerchantOnboardingStateDocument,
  type DocumentSubType,
  type OwnershipType,
  type StepType,
} from '../../../generated/graphql';
import { jpegBytes } from '../../support/image-files';
import { requiredLicenceOf } from '../../../src/engine/required-licence';
import { isLicenceHolderPan } from '../../../src/domain/kyc';
import { readFormsBundle, ruleBook } from '../../../src/server/forms/forms-on-disk';
import { sandboxPanRecord } from '../../../src/server/sandbox/sandbox-registry';
import type { AgentApi } from './api';

/** A PAN the sandbox knows and has not registered: the holder type's letter fourth, digits 1000-8999. */
export function sandboxPan(holder: 'P' | 'F'): string {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters.slice(0, 3)}${holder}${letters.charAt(3)}${randomInt(1000, 9000)}K`;
}

/** merchantJourney's merchant is a restaurant, whose MCC needs the FSSAI licence. */
const RESTAURANT_MCC = '5812';

/**
 * A lead with its verified PAN, its opportunity and the merchant account Business Details makes for
 * it, through the API, selected in the page as choosing the lead on Home does.
 */
export async function merchantJourney(api: AgentApi, page: Page, ownershipType: Extract<OwnershipType, 'PROPRIETORSHIP' | 'PARTNERSHIP'>) {
  const pan = sandboxPan(ownershipType === 'PARTNERSHIP' ? 'F' : 'P');
  const shopName = `${ownershipType === 'PARTNERSHIP' ? 'Sharma Bros Dhaba' : 'Sai Krupa Stores'} ${Date.now()}`;
  const { createLead } = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Ravi Sharma', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  await api.send(UpdateLeadDocument, { input: { id: createLead.id, panNumber: pan } });
  const { cityList } = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  const pune = cityList.cityList.find((city) => city.name === 'Pune');
  const { createOpportunity } = await api.send(CreateOpportunityDocument, { input: { leadId: createLead.id, isExistingMerchant: false } });
  const { createMerchant } = await api.send(CreateMerchantDocument, {
    input: {
      opportunityId: createOpportunity.id,
      panNumber: pan,
      ownershipType,
      name: shopName,
      legalName: sandboxPanRecord(pan)?.name ?? shopName,
      mobileNumber: '9845012345',
      revenue: 2400000,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54321',
      mccCode: RESTAURANT_MCC,
      contactName: 'Ravi Sharma',
      address: { addressLine1: 'Plot 12, GT Road', stateCode: 'MH', cityId: pune?.id, pinCode: '411001' },
    },
  });
  const journey = { leadId: createLead.id, opportunityId: createOpportunity.id, accountId: createMerchant.id, pan, shopName, mccCode: RESTAURANT_MCC };
  await page.evaluate(({ leadId, opportunityId }) => {
    localStorage.setItem('id', leadId);
    localStorage.setItem('oppId', opportunityId);
    localStorage.setItem('isExisting', 'false');
  }, journey);
  return journey;
}

/** The holder on the DigiLocker consent page: types the Aadhaar number and the code the page shows, and allows. */
export async function allowOnConsentPage(page: Page, aadhaar: string) {
  await page.waitForURL((url) => url.pathname === '/digilocker/consent');
  const hint = await page.getByText(/Your one-time code is \d{6}\./).textContent();
  const code = /\d{6}/.exec(hint ?? '')?.[0] ?? '';
  await page.getByLabel('Aadhaar number').fill(aadhaar);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Allow' }).tap();
}

/** Everything the page keeps on the phone: localStorage, sessionStorage and every IndexedDB store's keys and values, as text. Run in the page. */
export async function everythingStored(): Promise<string> {
  const stores: unknown[] = [{ ...localStorage }, { ...sessionStorage }];
  const request = <T>(pending: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error);
    });
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const database = await request(indexedDB.open(info.name));
    for (const name of Array.from(database.objectStoreNames)) {
      const store = database.transaction(name).objectStore(name);
      stores.push({ database: info.name, store: name, keys: await request(store.getAllKeys()), values: await request(store.getAll()) });
    }
    database.close();
  }
  return JSON.stringify(stores);
}

/**
 * Annapurna Sweets, a proprietorship in Pune: a lead with this verified PAN, its opportunity and its
 * merchant account, made through the API as the app makes them, without selecting it in a page.
 */
export async function proprietorWithMerchant(api: AgentApi, panNumber: string, shopName = 'Annapurna Sweets') {
  const lead = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Lakshmi Rao', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  const leadId = lead.createLead.id;
  await api.send(UpdateLeadDocument, { input: { id: leadId, panNumber } });
  const opportunity = await api.send(CreateOpportunityDocument, { input: { leadId, isExistingMerchant: false } });
  const opportunityId = opportunity.createOpportunity.id;
  const cities = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  const pune = cities.cityList.cityList.find((city) => city.name === 'Pune');
  await api.send(CreateMerchantDocument, {
    input: {
      opportunityId,
      leadId,
      panNumber,
      ownershipType: 'PROPRIETORSHIP',
      name: 'Annapurna Sweets',
      legalName: 'Annapurna Sweets',
      revenue: 1200000,
      mobileNumber: '9845012345',
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54321',
      address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: pune?.id, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
      mccCode: '5411',
      contactName: 'Lakshmi Rao',
    },
  });
  return { leadId, opportunityId };
}

/** The steps after Business Details this walk completes, in the standard flow's order, and the one after them. */
const STEPS_AFTER_BUSINESS: readonly StepType[] = [
  'MultiStores',
  'BankAccount',
  'Products',
  'PricingPlan',
  'KycDetails',
  'PartnershipKyc',
  'CapturePhoto',
  'OtherBusinessDoc',
  'PurchaseOrder',
  'POPayment',
  'NachMandate',
];

const jpegPage = () => ({ pageNumber: 1, dataUrl: `data:image/jpeg;base64,${Buffer.from(jpegBytes({ size: 4096 })).toString('base64')}`, fileName: 'photo.jpg', contentType: 'image/jpeg' });

const livePhoto = (documentSubType: 'SELFIE' | 'SHOPPHOTO' | 'STOCKPHOTO') => ({
  documentType: 'PHOTOGRAPH' as const,
  documentSubType,
  documentMode: 'LIVEPHOTO' as const,
  documentPages: [jpegPage()],
});

const uploadedPage = () => ({ documentMode: 'DOCUMENTUPLOAD' as const, documentPages: [jpegPage()] });

/**
 * Completes, in order and through the app's own operations, the steps of a journey whose business
 * details are saved, up to (not including) `step`: the stores skipped, a bank account the sandbox bank
 * verifies, a POS at its list price (auto-approved), the proprietor's driving licence, the required
 * photos, the other business documents skipped, a purchase order signed on paper (offline) and paid
 * in full by NEFT. The server opens a step only once the steps before it are complete (spec section
 * 4), so a test of a later step starts where an agent would reach it. A partnership's partners are
 * the test's own. An existing merchant's journey has no lead (`leadId` null).
 */
export async function completeStepsBefore(api: AgentApi, journey: { leadId: string | null; opportunityId: string; accountId: string; mccCode?: string; pan?: string }, step: StepType) {
  const upTo = STEPS_AFTER_BUSINESS.indexOf(step);
  if (upTo < 0) throw new Error(`completeStepsBefore does not walk to ${step}`);
  const before = (type: StepType) => STEPS_AFTER_BUSINESS.indexOf(type) < upTo;
  const { leadId, opportunityId, accountId } = journey;
  const skip = (stepType: 'MultiStores' | 'OtherBusinessDoc') =>
    api.send(UpdateMerchantOnboardingStateDocument, {
      input: { idType: leadId ? 'LEAD' : 'OPPORTUNITY', stateDataId: leadId ?? opportunityId, opportunityId: Number(opportunityId), stepType, isComplete: true },
    });
  if (before('MultiStores')) await skip('MultiStores');
  if (before('BankAccount')) {
    // Ending 4321: the sandbox bank credits the penny in the PAN holder's name.
    const bankAccountNumber = `5010${String(randomInt(10_000_000, 100_000_000))}4321`;
    await api.send(BankAccountStep_SaveDocument, { input: { accountId, opportunityId, bankAccountNumber, ifscCode: 'HDFC0000001', accountType: 'CURRENT', accountHolderName: 'Ravi Sharma' } });
  }
  let total = 0;
  if (before('Products')) {
    const { createOLI } = await api.send(CreateOliDocument, { input: { opportunityId, lineItems: [{ productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 1 }] } });
    total = createOLI.totalAmount ?? 0;
  }
  if (before('PricingPlan')) {
    await api.send(PricingPlanStep_SubmitDocument, { input: { opportunityId, settlementCycle: 'T_PLUS_1', annualturnoverpreviousfinancialyr: 1_500_000 } });
  }
  if (before('KycDetails')) {
    const holder = journey.pan ? sandboxPanRecord(journey.pan) : undefined;
    // A licence the sandbox registry holds in the PAN holder's name; a firm holds none
    // (isLicenceHolderPan), so for one a passport typed from the document.
    const document =
      journey.pan && !isLicenceHolderPan(journey.pan)
        ? { identityType: 'PASSPORT' as const, documentNumber: 'K1234567', name: holder?.name ?? '', gender: 'MALE' as const, dateOfBirth: '1990-04-12' }
        : { identityType: 'DRIVING_LICENSE' as const, documentNumber: 'MH1220110062821', dateOfBirth: '1990-04-12' };
    await api.send(KycDetailsStep_SaveDocument, { input: { opportunityId, ...document } });
  }
  if (before('CapturePhoto')) {
    const documents: Record<string, string[]> = {};
    for (const subType of ['SELFIE', 'SHOPPHOTO', 'STOCKPHOTO'] as const) {
      documents[subType] = [(await api.send(CreateOpportunityDocumentDocument, { input: { opportunityId, document: livePhoto(subType) } })).createOpportunityDocument.document.id];
    }
    await api.send(CapturePhotoStep_SaveDocument, { input: { opportunityId, documents } });
  }
  if (before('OtherBusinessDoc')) {
    const licence = requiredLicenceOf(ruleBook(readFormsBundle()), journey.mccCode);
    if (!licence) {
      await skip('OtherBusinessDoc');
    } else {
      // A licence-required MCC (merchantJourney's restaurant, 5812: FSSAI) cannot skip the step: a business proof and the licence are stored.
      const stored = async (documentType: 'BUSINESSLEGALITYPROOF' | 'BUSINESSOPERATINGLICENSE', documentSubType: DocumentSubType, uniqueIdentifier: string) =>
        (await api.send(CreateOpportunityDocumentDocument, { input: { opportunityId, document: { ...uploadedPage(), documentType, documentSubType, uniqueIdentifier } } })).createOpportunityDocument.document.id;
      const documents = {
        TRADELICENSE: [await stored('BUSINESSLEGALITYPROOF', 'TRADELICENSE', 'PMC/TL/2024/54321')],
        [licence]: [await stored('BUSINESSOPERATINGLICENSE', licence, '11521999000123')],
      };
      await api.send(OtherBusinessDocStep_SaveDocument, { input: { opportunityId, documents } });
    }
  }
  if (before('PurchaseOrder')) {
    // Made to be signed there and then: the agent's save stands for the signed paper.
    await api.send(PurchaseOrderStep_SaveDocument, { input: { opportunityId, paymentType: 'FULLPAYMENT', offlinePOGeneration: true } });
  }
  if (before('POPayment')) {
    await api.send(CreateOpportunityPaymentRecordDocument, {
      input: { opportunityId, paymentMode: 'NEFT', amount: total, bankName: 'HDFC Bank', invoiceTxnRefNo: `NEFT${randomInt(10_000_000, 100_000_000)}` },
    });
    await api.send(PoPaymentStep_SaveDocument, { input: { opportunityId } });
  }
}
