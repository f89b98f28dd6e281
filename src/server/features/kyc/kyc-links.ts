import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkKycLinkForm,
  credentialKey,
  effectiveLinkState,
  KYC_LINK_MAX_ATTEMPTS,
  KYC_LINK_VALIDITY_MS,
  KYC_PROOF_VALIDITY_MS,
  kycLinkMessages,
  type KycLinkForm,
  type KycLinkState,
} from '../../../domain/kyc-link';
import type { Database } from '../../db/connection';
import { kycLinks, merchantAccounts, merchantContacts, opportunities, sandboxOutbox } from '../../db/schema';
import type { RegistryProvider } from '../../sandbox/registry-provider';
import { hashSecret } from '../../auth/secret-hash';

// The KYC link's life on the server, shared by the agent's operations, the public
// verifyPublicCredential and the merchant's KYC page.

export type KycLinkRow = typeof kycLinks.$inferSelect;
type OpportunityRow = typeof opportunities.$inferSelect;
type ContactRow = typeof merchantContacts.$inferSelect;

/** Where the merchant's KYC page is served; the link's token follows. */
export const KYC_PAGE_PATH = '/kyc/';

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function linkUrl(origin: string, token?: string): string {
  return `${origin}${KYC_PAGE_PATH}${token ?? ''}`;
}

/** The contact the opportunity chose, else the account's primary contact. */
export async function opportunityContact(db: Database, opportunity: OpportunityRow): Promise<ContactRow | null> {
  if (!opportunity.accountId) return null;
  const [contact] = await db
    .select()
    .from(merchantContacts)
    .where(
      and(
        eq(merchantContacts.accountId, opportunity.accountId),
        eq(merchantContacts.ownerEmployeeId, opportunity.ownerEmployeeId),
        opportunity.contactId ? eq(merchantContacts.id, opportunity.contactId) : eq(merchantContacts.isPrimary, true),
      ),
    )
    .limit(1);
  return contact ?? null;
}

/** The opportunity's latest link, if one was ever sent. */
export async function latestLink(db: Database, opportunityId: number): Promise<KycLinkRow | null> {
  const [row] = await db.select().from(kycLinks).where(eq(kycLinks.opportunityId, opportunityId)).orderBy(desc(kycLinks.sentAt), desc(kycLinks.createdAt)).limit(1);
  return row ?? null;
}

export function stateOf(row: KycLinkRow, now: Date): KycLinkState {
  return effectiveLinkState(row.state, row.expiresAt, now);
}

export interface SentLink {
  row: KycLinkRow;
  token: string;
}

/**
 * Makes a new link for the opportunity, CLOSES its live one, records the e-mail as the contact's
 * and puts the mail in the sandbox outbox, all in the caller's transaction.
 */
export async function sendLink(
  db: Database,
  input: { opportunity: OpportunityRow; contact: ContactRow; email: string; origin: string; now: Date },
): Promise<SentLink> {
  const { opportunity, contact, email, origin, now } = input;
  await db
    .update(kycLinks)
    .set({ state: 'CLOSED', proofHash: null, proofExpiresAt: null })
    .where(and(eq(kycLinks.opportunityId, opportunity.id), inArray(kycLinks.state, ['ACTIVE', 'IN_PROGRESS'])));
  if (contact.email !== email) await db.update(merchantContacts).set({ email }).where(eq(merchantContacts.id, contact.id));
  const token = newSecret();
  const [row] = await db
    .insert(kycLinks)
    .values({
      opportunityId: opportunity.id,
      ownerEmployeeId: opportunity.ownerEmployeeId,
      tokenHash: hashSecret(token),
      email,
      sentAt: now,
      expiresAt: new Date(now.getTime() + KYC_LINK_VALIDITY_MS),
    })
    .returning();
  if (!row) throw new Error('the KYC link was not stored');
  const url = linkUrl(origin, token);
  await db.insert(sandboxOutbox).values({
    toEmail: email.toLowerCase(),
    subject: kycLinkMessages.emailSubject,
    body: kycLinkMessages.emailBody(contact.leadName, row.expiresAt.toUTCString()),
    linkUrl: url,
    senderEmployeeId: opportunity.ownerEmployeeId,
    sentAt: now,
  });
  return { row, token };
}

export type LinkLookup =
  | { kind: 'unavailable' }
  | { kind: 'closed' | 'expired' | 'completed'; row: KycLinkRow }
  | { kind: 'open'; row: KycLinkRow };

export async function findLink(db: Database, token: string, now: Date): Promise<LinkLookup> {
  if (!token) return { kind: 'unavailable' };
  const [row] = await db.select().from(kycLinks).where(eq(kycLinks.tokenHash, hashSecret(token)));
  if (!row) return { kind: 'unavailable' };
  const state = stateOf(row, now);
  if (state === 'CLOSED') return { kind: 'closed', row };
  if (state === 'EXPIRED') return { kind: 'expired', row };
  if (state === 'COMPLETED') return { kind: 'completed', row };
  return { kind: 'open', row };
}

function sameSecret(a: string, b: string): boolean {
  // Digests of equal length, so the comparison takes the same time wherever they differ.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

export type Verification =
  | { ok: true; row: KycLinkRow; contact: ContactRow; proof: string }
  | { ok: false; reason: 'unavailable' | 'closed' | 'expired' | 'completed' | 'limited' }
  | { ok: false; reason: 'mismatch'; attemptsLeft: number };

/**
 * The merchant's e-mail and mobile against the contact's on record. Each try claims one of the
 * link's attempts first (so concurrent tries cannot exceed the limit), and a right pair gives it back.
 * A right pair moves the link to IN_PROGRESS and gives a proof the KYC form then carries.
 */
export async function verifyCredential(db: Database, token: string, email: string, mobile: string, now: Date): Promise<Verification> {
  const found = await findLink(db, token, now);
  if (found.kind !== 'open') return { ok: false, reason: found.kind };
  const [claimed] = await db
    .update(kycLinks)
    .set({ failedAttempts: sql`${kycLinks.failedAttempts} + 1` })
    .where(and(eq(kycLinks.id, found.row.id), sql`${kycLinks.failedAttempts} < ${KYC_LINK_MAX_ATTEMPTS}`))
    .returning({ failedAttempts: kycLinks.failedAttempts });
  if (!claimed) return { ok: false, reason: 'limited' };
  const [opportunity] = await db.select().from(opportunities).where(eq(opportunities.id, found.row.opportunityId));
  const contact = opportunity ? await opportunityContact(db, opportunity) : null;
  const onRecord = credentialKey(contact?.email ?? '', contact?.mobileNumber ?? '');
  const matches = sameSecret(credentialKey(email, mobile), onRecord) && Boolean(contact?.email);
  if (!matches || !contact) return { ok: false, reason: 'mismatch', attemptsLeft: KYC_LINK_MAX_ATTEMPTS - claimed.failedAttempts };
  const proof = newSecret();
  const [row] = await db
    .update(kycLinks)
    .set({
      failedAttempts: sql`${kycLinks.failedAttempts} - 1`,
      state: 'IN_PROGRESS',
      proofHash: hashSecret(proof),
      proofExpiresAt: new Date(now.getTime() + KYC_PROOF_VALIDITY_MS),
    })
    .where(and(eq(kycLinks.id, found.row.id), inArray(kycLinks.state, ['ACTIVE', 'IN_PROGRESS'])))
    .returning();
  if (!row) return { ok: false, reason: 'closed' };
  return { ok: true, row, contact, proof };
}

export type Completion =
  | { ok: true }
  | { ok: false; reason: 'unavailable' | 'closed' | 'expired' | 'completed' | 'unproved' }
  | { ok: false; reason: 'invalid'; field: keyof KycLinkForm; message: string };

/** The name on the merchant's PAN, as the registry holds it; the account's legal name when it has none. */
async function panNameOf(db: Database, registries: RegistryProvider, opportunity: OpportunityRow): Promise<string> {
  if (!opportunity.accountId) return '';
  const [account] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, opportunity.accountId));
  if (!account) return '';
  const record = await registries.panDetails(account.panNumber);
  return record?.name ?? account.legalName;
}

/** The merchant's KYC form, with the proof the identity check gave; on success the link is COMPLETED. */
export async function completeKyc(
  db: Database,
  registries: RegistryProvider,
  input: { token: string; proof: string; form: KycLinkForm; now: Date },
): Promise<Completion> {
  const { token, proof, form, now } = input;
  const found = await findLink(db, token, now);
  if (found.kind !== 'open') return { ok: false, reason: found.kind };
  const { row } = found;
  const proved =
    row.state === 'IN_PROGRESS' &&
    row.proofHash !== null &&
    row.proofExpiresAt !== null &&
    row.proofExpiresAt.getTime() > now.getTime() &&
    sameSecret(hashSecret(proof), row.proofHash);
  if (!proved) return { ok: false, reason: 'unproved' };
  const [opportunity] = await db.select().from(opportunities).where(eq(opportunities.id, row.opportunityId));
  if (!opportunity) return { ok: false, reason: 'unavailable' };
  const checked = checkKycLinkForm(form, await panNameOf(db, registries, opportunity), now);
  if (!checked.ok) return { ok: false, reason: 'invalid', field: checked.field, message: checked.message };
  const [done] = await db
    .update(kycLinks)
    .set({
      state: 'COMPLETED',
      completedAt: now,
      completedBy: 'KycMerchantApp',
      identityType: checked.value.identityType,
      documentNumber: checked.value.documentNumber,
      nameOnDocument: checked.value.nameOnDocument,
      dateOfBirth: checked.value.dateOfBirth,
      proofHash: null,
      proofExpiresAt: null,
    })
    .where(and(eq(kycLinks.id, row.id), eq(kycLinks.state, 'IN_PROGRESS')))
    .returning({ id: kycLinks.id });
  return done ? { ok: true } : { ok: false, reason: 'closed' };
}
