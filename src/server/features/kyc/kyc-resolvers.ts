import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { KycDocumentData, KycRequestStatus, KycVerification, MutationResolvers, QueryResolvers, SaveKycDetailsInput } from '../../../../generated/resolvers';
import { normaliseDrivingLicence } from '../../../domain/identifiers/driving-licence';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { DIGILOCKER_REQUEST_MINUTES, isLicenceHolderPan, kycMessages, kycNameMatches, storedIdentityNumber } from '../../../domain/kyc';
import { isUuid } from '../../../domain/record-ids';
import { stepRoutes } from '../../../domain/step-routes';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import {
  digiLockerRequests,
  kycVerifications,
  merchantAccounts,
  merchantSignatories,
  opportunities,
  opportunityDocumentExtractions,
  opportunityDocuments,
  type KycAddress,
} from '../../db/schema';
import { appError } from '../../errors';
import { DIGILOCKER_CONSENT_PATH } from './digilocker-consent';
import type { KycDocumentRecord } from './kyc-providers-sandbox';
import { isKycDone, storedKycFacts, subjectWhere } from './kyc-facts';
import { panNameOf } from '../bank-account';
import { createDocuments } from '../../records/documents';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { accountSignatory, type SignatoryRow } from '../../records/signatories';
import { stepEditable } from '../../journey/step-saving';

// KYC of an opportunity's merchant, or of one of its partners or directors (a signatory): the
// identity document's name must match the PAN name, the merchant's as the PAN registry holds it or
// the signatory's. Aadhaar comes from DigiLocker after the holder's consent on the consent page
// (src/server/features/kyc/digilocker-consent.ts), a driving licence from the registry, a voter ID or a
// passport as the agent reads it from the document. Requests and verifications are the agent's
// own: another agent's are not found.

type OpportunityRow = typeof opportunities.$inferSelect;
type RequestRow = typeof digiLockerRequests.$inferSelect;
type VerificationRow = typeof kycVerifications.$inferSelect;

/** The person whose KYC it is: the opportunity's merchant, or one of its account's signatories. */
interface KycSubject {
  opportunity: OpportunityRow;
  signatory: SignatoryRow | null;
  panNumber: string;
  panName: string;
}

const KYC_STEP = 'KycDetails' satisfies keyof typeof stepRoutes;
const PARTNER_STEP = 'PartnershipKyc';

async function kycSubject(context: GraphQLContext, agent: AgentIdentity, opportunityId: string, signatoryId: string | null | undefined): Promise<KycSubject> {
  const opportunity = await ownOpportunityRow(context.db, agent, opportunityId);
  const [account] = opportunity.accountId
    ? await context.db
        .select()
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.id, opportunity.accountId), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!account) throw appError('MOS-1012', { field: 'input.opportunityId' });
  if (!signatoryId) return { opportunity, signatory: null, panNumber: account.panNumber, panName: await panNameOf(context, account) };
  const signatory = await accountSignatory(context.db, agent, account.id, signatoryId, 'input.signatoryId');
  return { opportunity, signatory, panNumber: signatory.panNumber, panName: signatory.panName };
}

/** A KYC may change only while its step is open: the KYC step for the merchant, Partnership KYC for a signatory. */
function requireOpenStep(subject: KycSubject) {
  if (!stepEditable(subject.signatory ? PARTNER_STEP : KYC_STEP, subject.opportunity)) throw appError('MOS-1007', { field: 'input.opportunityId' });
}

/** The PAN the caller names must be the person's whose KYC it is. */
function requireSubjectPan(subject: KycSubject, merchantPan: string) {
  if (normaliseIdentifier(merchantPan) !== subject.panNumber) throw appError('DE-4001', { field: 'input.merchantPAN' });
}

async function ownRequest(db: Database, agent: AgentIdentity, id: string, field: string): Promise<RequestRow> {
  const [row] = isUuid(id)
    ? await db.select().from(digiLockerRequests).where(and(eq(digiLockerRequests.id, id), eq(digiLockerRequests.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!row) throw appError('DIGILOCKER_REQUEST_NOT_FOUND', { field });
  return row;
}

/** A request nobody answered in time is expired, and stored so. */
async function currentStatus(context: GraphQLContext, row: RequestRow): Promise<KycRequestStatus> {
  if (row.status !== 'INITIATED' || row.expiresAt > context.now()) return row.status;
  await context.db
    .update(digiLockerRequests)
    .set({ status: 'EXPIRED' })
    .where(and(eq(digiLockerRequests.id, row.id), eq(digiLockerRequests.status, 'INITIATED')));
  return 'EXPIRED';
}

function failureOf(row: RequestRow, status: KycRequestStatus): string | null {
  if (status === 'EXPIRED') return kycMessages.requestExpired;
  if (status === 'INITIATED' || status === 'IN_PROGRESS') return kycMessages.requestPending;
  if (status === 'FAILED') return row.consentResult === 'DENIED' ? kycMessages.consentDenied : kycMessages.documentLockerFailed;
  return null;
}

/** What DigiLocker shared, once the holder allowed it. */
function sharedDocument(row: RequestRow): KycDocumentRecord | null {
  if (row.status !== 'SUCCESS' || !row.name || !row.dateOfBirth) return null;
  return { name: row.name, gender: row.gender, dateOfBirth: row.dateOfBirth, address: row.address ?? {} };
}

function documentData(identityType: KycDocumentData['identityType'], registrationNumber: string, document: KycDocumentRecord): KycDocumentData {
  return {
    identityType,
    registrationNumber,
    name: document.name,
    gender: document.gender,
    dateOfBirth: document.dateOfBirth,
    address: document.address,
  };
}

function toVerification(row: VerificationRow): KycVerification {
  return {
    id: row.id,
    opportunityId: String(row.opportunityId),
    signatoryId: row.signatoryId,
    identityType: row.identityType,
    documentNumber: row.documentNumber,
    name: row.name,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    source: row.source,
    nameMatch: row.nameMatch,
    status: row.status,
    digiLockerRequestId: row.digiLockerRequestId,
    createdOn: row.createdAt.toISOString(),
  };
}

async function licenceRecord(context: GraphQLContext, subject: KycSubject, raw: string, dateOfBirth: string, field: string) {
  const dlNumber = normaliseDrivingLicence(raw);
  if (!dlNumber) throw appError('VALIDATION_ERROR', { message: kycMessages.drivingLicenceRequired, field: 'input.documentNumber' });
  // A firm's KYC Details take no licence, whatever a registry answers; the app's licence check shows this message.
  if (!isLicenceHolderPan(subject.panNumber)) throw appError('VALIDATION_ERROR', { message: kycMessages.licenceNotAPersons, field });
  const record = await context.kyc.drivingLicence({ dlNumber, dateOfBirth, expectedName: subject.panName });
  if (!record) throw appError('DE-2006', { field: 'input.dlNumber' });
  return { dlNumber, record };
}

interface ReadDocument {
  documentNumber: string;
  record: KycDocumentRecord;
  source: VerificationRow['source'];
  digiLockerRequestId: string | null;
}

/** The document the save names, read from where it comes from: DigiLocker, the registry or the agent. */
async function documentToSave(context: GraphQLContext, agent: AgentIdentity, subject: KycSubject, input: SaveKycDetailsInput): Promise<ReadDocument> {
  switch (input.identityType) {
    case 'AADHAAR': {
      const field = 'input.digiLockerRequestId';
      const request = await ownRequest(context.db, agent, input.digiLockerRequestId ?? '', field);
      if (request.opportunityId !== subject.opportunity.id || request.signatoryId !== (subject.signatory?.id ?? null)) {
        throw appError('DIGILOCKER_REQUEST_NOT_FOUND', { field });
      }
      const status = await currentStatus(context, request);
      const shared = sharedDocument(request);
      if (!shared || !request.maskedAadhaar) throw appError('VALIDATION_ERROR', { message: failureOf(request, status) ?? kycMessages.verifyWithDigiLocker, field });
      return { documentNumber: request.maskedAadhaar, record: shared, source: 'DIGILOCKER', digiLockerRequestId: request.id };
    }
    case 'DRIVING_LICENSE': {
      const { dlNumber, record } = await licenceRecord(context, subject, input.documentNumber ?? '', input.dateOfBirth ?? '', 'input.identityType');
      return { documentNumber: dlNumber, record, source: 'REGISTRY', digiLockerRequestId: null };
    }
    case 'VOTER_ID':
    case 'PASSPORT': {
      const address: KycAddress | null = input.address ? { ...input.address } : null;
      return {
        documentNumber: normaliseIdentifier(input.documentNumber ?? ''),
        record: { name: (input.name ?? '').trim(), gender: input.gender ?? null, dateOfBirth: input.dateOfBirth ?? '', address: address ?? {} },
        source: 'MANUAL',
        digiLockerRequestId: null,
      };
    }
    default:
      throw appError('VALIDATION_ERROR', { message: 'Please choose the KYC document.', field: 'input.identityType' });
  }
}

/**
 * Where a KYC verification request stands: a DigiLocker request (createDigiLockerRequest), or a
 * document's reading checked with its registry (performKycDocDigitalSync names the document as its
 * request). Only the agent's own requests are found.
 */
async function verificationRequestStatus(context: GraphQLContext, agent: AgentIdentity, requestId: string) {
  const [request] = isUuid(requestId)
    ? await context.db.select().from(digiLockerRequests).where(and(eq(digiLockerRequests.id, requestId), eq(digiLockerRequests.ownerEmployeeId, agent.employeeId)))
    : [];
  if (request) {
    const status = await currentStatus(context, request);
    const result = status === 'SUCCESS' ? 'SUCCESS' : status === 'FAILED' || status === 'EXPIRED' ? 'FAILED' : null;
    return { requestId: request.id, status, result, failureReason: failureOf(request, status) } as const;
  }
  const [document] = isUuid(requestId)
    ? await context.db
        .select({ id: opportunityDocuments.id, digitallyVerified: opportunityDocumentExtractions.digitallyVerified, readAt: opportunityDocumentExtractions.readAt })
        .from(opportunityDocuments)
        .leftJoin(opportunityDocumentExtractions, eq(opportunityDocumentExtractions.documentId, opportunityDocuments.id))
        .where(and(eq(opportunityDocuments.id, requestId), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!document) throw appError('DIGILOCKER_REQUEST_NOT_FOUND', { field: 'input.requestId' });
  if (document.readAt === null) return { requestId: document.id, status: 'INITIATED', result: null, failureReason: kycMessages.documentNotRead } as const;
  return document.digitallyVerified
    ? ({ requestId: document.id, status: 'SUCCESS', result: 'SUCCESS', failureReason: null } as const)
    : ({ requestId: document.id, status: 'FAILED', result: 'FAILED', failureReason: kycMessages.documentNotConfirmed } as const);
}

export const kycQueries: QueryResolvers<GraphQLContext> = {
  kycVerificationRequestStatus: async (_parent, { input }, context) => verificationRequestStatus(context, requireAgent(context), input.requestId),
  aadhaarDetailsDigiLocker: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const request = await ownRequest(context.db, agent, input.requestId, 'input.requestId');
    if ((input.opportunityId && input.opportunityId !== String(request.opportunityId)) || (input.signatoryId && input.signatoryId !== request.signatoryId)) {
      throw appError('DIGILOCKER_REQUEST_NOT_FOUND', { field: 'input.requestId' });
    }
    if (normaliseIdentifier(input.merchantPAN) !== request.merchantPan) throw appError('DE-4001', { field: 'input.merchantPAN' });
    const status = await currentStatus(context, request);
    const shared = sharedDocument(request);
    if (!shared || !request.maskedAadhaar) return { requestId: request.id, status, aadhaar: null, nameMatch: null, failureReason: failureOf(request, status) };
    const subject = await kycSubject(context, agent, String(request.opportunityId), request.signatoryId);
    return {
      requestId: request.id,
      status,
      aadhaar: documentData('AADHAAR', request.maskedAadhaar, shared),
      nameMatch: kycNameMatches(shared.name, subject.panName),
      failureReason: null,
    };
  },
  dlDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    if (!input.opportunityId) throw appError('ODS-101', { field: 'input.opportunityId' });
    const subject = await kycSubject(context, agent, input.opportunityId, input.signatoryId);
    const { dlNumber, record } = await licenceRecord(context, subject, input.dlNumber, input.dateOfBirth, 'input.dlNumber');
    return { drivingLicense: documentData('DRIVING_LICENSE', dlNumber, record), nameMatch: kycNameMatches(record.name, subject.panName) };
  },
  opportunityKycDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const subject = await kycSubject(context, agent, input.opportunityId, input.signatoryId);
    const [row] = await context.db
      .select()
      .from(kycVerifications)
      .where(and(subjectWhere(subject.opportunity.id, subject.signatory?.id ?? null), eq(kycVerifications.ownerEmployeeId, agent.employeeId)));
    return { verification: row ? toVerification(row) : null, kycCompleted: isKycDone(row) };
  },
};

export const kycMutations: MutationResolvers<GraphQLContext> = {
  /**
   * Records the photos of the merchant's (or a partner's) identity document with its number (an
   * Aadhaar's only masked). Whether the KYC is complete stays the verification's (saveKycDetails):
   * a photo alone proves nothing about the name on it.
   */
  kycOpportunityDocument: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const subject = await kycSubject(context, agent, input.opportunityId, input.signatoryId);
    if (input.digiLockerRequestId) {
      const request = await ownRequest(context.db, agent, input.digiLockerRequestId, 'input.digiLockerRequestId');
      if (request.opportunityId !== subject.opportunity.id || request.signatoryId !== (subject.signatory?.id ?? null)) {
        throw appError('DIGILOCKER_REQUEST_NOT_FOUND', { field: 'input.digiLockerRequestId' });
      }
    }
    const [document] = await createDocuments(
      context,
      input.opportunityId,
      [
        {
          signatoryId: subject.signatory?.id ?? null,
          documentType: 'PROOFOFIDENTITY',
          documentSubType: input.identityType,
          documentMode: input.documentMode,
          documentSource: input.digiLockerRequestId ? 'DIGILOCKER' : input.documentSource,
          documentPages: input.documentPages ?? [],
          uniqueIdentifier: input.documentNumber ? storedIdentityNumber(input.identityType, input.documentNumber) : null,
        },
      ],
      () => 'input',
    );
    if (!document) throw appError('INTERNAL_SERVER_ERROR');
    const kycCompleted = subject.signatory ? subject.signatory.kycCompleted : (await storedKycFacts(context.db, agent, subject.opportunity.id)).completed;
    return { document, kycCompleted };
  },
  createDigiLockerRequest: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    if (!input.opportunityId) throw appError('ODS-101', { field: 'input.opportunityId' });
    const subject = await kycSubject(context, agent, input.opportunityId, input.signatoryId);
    requireOpenStep(subject);
    requireSubjectPan(subject, input.merchantPAN);
    const now = context.now();
    const [row] = await context.db
      .insert(digiLockerRequests)
      .values({
        opportunityId: subject.opportunity.id,
        signatoryId: subject.signatory?.id ?? null,
        ownerEmployeeId: agent.employeeId,
        merchantPan: subject.panNumber,
        redirectPath: input.redirectUrl || stepRoutes.KycDetails,
        oneTimeCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        status: 'INITIATED',
        expiresAt: new Date(now.getTime() + DIGILOCKER_REQUEST_MINUTES * 60_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw appError('INTERNAL_SERVER_ERROR');
    // A path of this server rather than an absolute URL: the server would otherwise build it from
    // the request's Host header, which the caller controls.
    return { merchantPAN: row.merchantPan, requestId: row.id, url: `${DIGILOCKER_CONSENT_PATH}?request=${row.id}`, validUpto: row.expiresAt.toISOString() };
  },
  saveKycDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const subject = await kycSubject(context, agent, input.opportunityId, input.signatoryId);
    requireOpenStep(subject);
    const document = await documentToSave(context, agent, subject, input);
    if (!kycNameMatches(document.record.name, subject.panName)) {
      throw appError('VALIDATION_ERROR', { message: kycMessages.nameMismatch, field: 'input.identityType' });
    }
    const signatoryId = subject.signatory?.id ?? null;
    const row = await context.db.transaction(async (tx) => {
      // The person's earlier verification gives way to this one.
      await tx.delete(kycVerifications).where(subjectWhere(subject.opportunity.id, signatoryId));
      const [inserted] = await tx
        .insert(kycVerifications)
        .values({
          opportunityId: subject.opportunity.id,
          signatoryId,
          ownerEmployeeId: agent.employeeId,
          identityType: input.identityType,
          documentNumber: document.documentNumber,
          name: document.record.name,
          gender: document.record.gender,
          dateOfBirth: document.record.dateOfBirth,
          address: document.record.address,
          source: document.source,
          panName: subject.panName,
          nameMatch: true,
          status: 'SUCCESS',
          digiLockerRequestId: document.digiLockerRequestId,
          createdAt: context.now(),
        })
        .returning();
      if (signatoryId) {
        await tx
          .update(merchantSignatories)
          .set({ kycSubmitted: true, kycCompleted: true, individualKycType: input.identityType, modifiedAt: context.now() })
          .where(eq(merchantSignatories.id, signatoryId));
      }
      return inserted;
    });
    if (!row) throw appError('INTERNAL_SERVER_ERROR');
    return { verification: toVerification(row), kycCompleted: isKycDone(row) };
  },
};
