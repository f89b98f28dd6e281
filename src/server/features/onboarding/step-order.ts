import { and, eq, inArray } from 'drizzle-orm';
import { CATEGORY_OF_SUB_TYPE, isDocumentSubType, stepOfDocumentCategory, type DocumentCategoryCode } from '../../../domain/documents';
import { stepOpen } from '../../../domain/onboarding-steps';
import { isUuid, recordNumber } from '../../../domain/record-ids';
import { formItems, isRepeater, type StepDefinition } from '../../../engine/definition';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { opportunityDocuments, opportunityPayments } from '../../db/schema';
import { appError } from '../../errors';
import type { OperationName } from '../../input/operation-inputs';
import { journeyStepList } from './journey-steps';

// Spec section 4, 'Step display status' and 'Step navigation': only completed and inprogress steps
// react to a click, so a pending step (an earlier editable step is still incomplete) cannot be
// opened. The server holds every step's saves and actions to the same rule: opened by its address
// or by a stale link, a later step's screen changes nothing until the steps before it are complete.

/** The journey a step's mutation is for (its opportunity, or before the lead has one its lead), and the steps that may send it. */
export interface StepTarget {
  opportunityId: number | null;
  leadId: string | null;
  /**
   * What it changes, each with the steps that may change it: each needs one of its steps open (a
   * photo of the cheque is captured on Bank account and on Capture photos).
   */
  steps: readonly (readonly string[])[];
}

/**
 * Refuses a step's mutation with STEP_NOT_OPEN (changing nothing) while the navigation rules keep
 * every step that may send it pending. Steps outside the journey's step list (Deployment, which
 * follows approval; Partnership KYC for a proprietorship) and disabled ones are left to the
 * operation's own rules: a locked step is refused as locked (MOS-1007), not as not yet open. A
 * record that is not the agent's is left to the resolver, which answers it as not found.
 */
export async function requireStepOpen(context: GraphQLContext, agent: AgentIdentity, target: StepTarget): Promise<void> {
  if (target.steps.length === 0 || (target.opportunityId === null && !target.leadId)) return;
  const list = await journeyStepList(context, agent, { opportunityId: target.opportunityId, leadId: target.leadId });
  if (!list) return;
  for (const steps of target.steps) {
    const concerned = list.filter((step) => steps.includes(step.type));
    if (concerned.length > 0 && !concerned.some((step) => stepOpen(step.displayStatus))) throw appError('STEP_NOT_OPEN');
  }
}

function valueAt(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null && key in input ? (input as Record<string, unknown>)[key] : undefined;
}

function textAt(input: unknown, key: string): string {
  const value = valueAt(input, key);
  return typeof value === 'string' ? value : '';
}

function opportunityAt(input: unknown, key = 'opportunityId'): number | null {
  const value = valueAt(input, key);
  return typeof value === 'string' || typeof value === 'number' ? recordNumber(value) : null;
}

const PARTNER_STEP = 'PartnershipKyc';
const KYC_STEP = 'KycDetails';

/** A KYC action is the merchant's own (KYC Details) or a partner's or director's (Partnership KYC). */
const kycStep = (input: unknown) => (textAt(input, 'signatoryId') ? PARTNER_STEP : KYC_STEP);

/** The steps whose definitions capture documents of this sub-type (`input.documents.<sub-type>`). */
function stepsCapturing(steps: ReadonlyMap<string, StepDefinition>, subType: string): string[] {
  const bind = `input.documents.${subType}`;
  return [...steps.values()]
    .filter((definition) => definition.sections.some((section) => formItems(section).some((item) => !isRepeater(item) && item.bind === bind)))
    .map((definition) => definition.step);
}

/**
 * The steps a document of this sub-type may be added, changed or removed on: the step of its
 * category (a partner's identity document, Partnership KYC) and every step whose definition captures it.
 */
function documentSteps(steps: ReadonlyMap<string, StepDefinition>, subType: string, category: string | null, signatoryId: string | null): string[] {
  const ofCategory = category ?? (isDocumentSubType(subType) ? CATEGORY_OF_SUB_TYPE[subType] : null);
  const own = ofCategory ? stepOfDocumentCategory(ofCategory as DocumentCategoryCode) : null;
  const categoryStep = own === KYC_STEP && signatoryId ? PARTNER_STEP : own;
  return [...new Set([...(categoryStep ? [categoryStep] : []), ...stepsCapturing(steps, subType)])];
}

/** A document the input describes (OpportunityDocumentInput): the steps it may be added on. */
function newDocumentSteps(forms: ReadonlyMap<string, StepDefinition>, document: unknown): string[] {
  return documentSteps(forms, textAt(document, 'documentSubType'), textAt(document, 'documentType') || null, textAt(document, 'signatoryId') || null);
}

/** Documents named by id: their opportunity (one, or none to judge) and the steps any of them may change on. */
async function storedDocumentsTarget(db: Database, agent: AgentIdentity, forms: ReadonlyMap<string, StepDefinition>, ids: readonly string[]): Promise<StepTarget | null> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ opportunityId: opportunityDocuments.opportunityId, documentType: opportunityDocuments.documentType, documentSubType: opportunityDocuments.documentSubType, signatoryId: opportunityDocuments.signatoryId })
    .from(opportunityDocuments)
    .where(and(inArray(opportunityDocuments.id, wanted), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)));
  const [first] = rows;
  // Documents of several opportunities are refused by the resolver; none of the agent's, found by it.
  if (!first || rows.some((row) => row.opportunityId !== first.opportunityId)) return null;
  return { opportunityId: first.opportunityId, leadId: null, steps: rows.map((row) => documentSteps(forms, row.documentSubType, row.documentType, row.signatoryId)) };
}

type TargetOf = (db: Database, agent: AgentIdentity, input: unknown, forms: ReadonlyMap<string, StepDefinition>) => Promise<StepTarget | null> | StepTarget | null;

/** A mutation of one step, for the opportunity its input names at `key`. */
const ofStep =
  (step: string | ((input: unknown) => string), key = 'opportunityId'): TargetOf =>
  (_db, _agent, input) => ({ opportunityId: opportunityAt(input, key), leadId: null, steps: [[typeof step === 'string' ? step : step(input)]] });

/**
 * Every mutation that belongs to an onboarding step, its save or one of its actions, with the
 * journey and the step(s) it is for. Not listed, and so not held to the step order: creating a lead
 * (the first step), changing a lead from Home (rating, follow-up, closing it), creating an
 * opportunity, the account's own records named by their ids (the merchant, contacts, MCCs, billing
 * entities, stores, partners, penny drop: no opportunity is named, their step's lock holds them
 * through isEditable), revising a rejected pricing (the answer to a rejection, which its status
 * decides), deployment (after approval, outside the onboarding steps), and skipping a step, which
 * updateMerchantOnboardingState judges with the journey it already reads.
 */
const stepMutations: Partial<Record<OperationName, TargetOf>> = {
  // Business Details: the first save names the lead, which has no opportunity yet.
  saveBusinessDetails: (_db, _agent, input) => ({ opportunityId: opportunityAt(input), leadId: textAt(input, 'leadId') || null, steps: [['BusinessDetails']] }),
  createMerchant: (_db, _agent, input) => ({ opportunityId: opportunityAt(input), leadId: textAt(input, 'leadId') || null, steps: [['BusinessDetails']] }),
  saveDeploymentStores: ofStep('MultiStores'),
  createDeploymentStore: ofStep('MultiStores'),
  createDeploymentStores: ofStep('MultiStores'),
  createBankAccount: ofStep('BankAccount'),
  updateBankAccount: ofStep('BankAccount'),
  createOLI: ofStep('Products'),
  submitPricing: ofStep('PricingPlan'),
  saveKycDetails: ofStep(kycStep),
  createDigiLockerRequest: ofStep(kycStep),
  kycOpportunityDocument: ofStep(kycStep),
  performFaceMatch: ofStep(kycStep),
  performKYCRulesValidation: ofStep(kycStep),
  performOCRandDigitallyExtract: ofStep(kycStep),
  performKycDocDigitalSync: ofStep(KYC_STEP),
  checkOSV: ofStep(KYC_STEP),
  sendKycLink: ofStep(KYC_STEP),
  saveMerchantSignatories: ofStep(PARTNER_STEP),
  // Documents: on the steps that capture their sub-type.
  performOCR: (_db, _agent, input, forms) => ({ opportunityId: opportunityAt(input), leadId: null, steps: [documentSteps(forms, textAt(input, 'documentSubType'), null, null)] }),
  createOpportunityDocument: (_db, _agent, input, forms) => ({ opportunityId: opportunityAt(input), leadId: null, steps: [newDocumentSteps(forms, valueAt(input, 'document'))] }),
  createOpportunityDocuments: (_db, _agent, input, forms) => {
    const documents = valueAt(input, 'documents');
    return { opportunityId: opportunityAt(input), leadId: null, steps: (Array.isArray(documents) ? documents : []).map((document: unknown) => newDocumentSteps(forms, document)) };
  },
  updateOpportunityDocument: (db, agent, input, forms) => storedDocumentsTarget(db, agent, forms, [textAt(input, 'id')]),
  deleteOpportunityDocuments: (db, agent, input, forms) => {
    const ids = valueAt(input, 'ids');
    return storedDocumentsTarget(db, agent, forms, Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  },
  // The photos or business documents a save lists, by their sub-types.
  saveOpportunityDocuments: (_db, _agent, input, forms) => {
    const documents = valueAt(input, 'documents');
    const subTypes = typeof documents === 'object' && documents !== null ? Object.keys(documents) : [];
    return { opportunityId: opportunityAt(input), leadId: null, steps: subTypes.map((subType) => documentSteps(forms, subType, null, null)) };
  },
  savePurchaseOrder: ofStep('PurchaseOrder'),
  rectifyPurchaseOrder: ofStep('PurchaseOrder'),
  requestPoActivation: ofStep('PurchaseOrder'),
  savePoPayment: ofStep('POPayment'),
  initiatePayment: ofStep('POPayment'),
  createOpportunityPaymentRecord: ofStep('POPayment'),
  updateOpportunityPaymentRecord: async (db, agent, input) => {
    const id = textAt(input, 'id');
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ opportunityId: opportunityPayments.opportunityId })
      .from(opportunityPayments)
      .where(and(eq(opportunityPayments.id, id), eq(opportunityPayments.ownerEmployeeId, agent.employeeId)));
    return row ? { opportunityId: row.opportunityId, leadId: null, steps: [['POPayment']] } : null;
  },
  createEMandate: ofStep('NachMandate'),
  createESignMandate: ofStep('NachMandate'),
  createPMandate: ofStep('NachMandate'),
  uploadPMandate: ofStep('NachMandate'),
  reviewOpportunity: ofStep('ReviewDetails', 'id'),
};

/**
 * The journey and step(s) a mutation other than a step's save is for, or null for a mutation of no
 * onboarding step. (A step's save is for its definition's step, with the journey checkStepSave found.)
 */
export async function stepTargetOf(context: GraphQLContext, agent: AgentIdentity, fieldName: string, input: unknown): Promise<StepTarget | null> {
  const targetOf = Object.hasOwn(stepMutations, fieldName) ? stepMutations[fieldName as OperationName] : undefined;
  return targetOf ? targetOf(context.db, agent, input, context.forms.steps) : null;
}
