import type { AgentClaims, TokenService } from './auth/tokens';
import type { Database } from './db/connection';
import type { FileStorage } from './files/file-storage';
import type { FormReleases } from './forms/form-releases';
import type { ServerForms } from './forms/server-forms';
import type { AcquirerProvider } from './features/purchase-order/acquirer-sandbox';
import type { CrmProvider } from './features/onboarding/crm-sandbox';
import type { KycProvider } from './features/kyc/kyc-providers-sandbox';
import type { DocumentReader } from './features/documents/document-reader-sandbox';
import type { PennyDropProvider } from './features/bank-account/penny-drop-sandbox';
import type { RegistryProvider } from './sandbox/registry-provider';

export interface AgentIdentity extends AgentClaims {
  /** PowerPartner agents are partner (3P) agents with the reduced mini flow. */
  isPartner: boolean;
}

/** Why a call carries no usable agent, when it carries none. */
export type AuthProblem = 'missing' | 'expired' | 'invalid' | 'revoked';

export interface GraphQLContext {
  /**
   * During a signed-in mutation, the transaction that also holds its idempotency claim and stored
   * response (idempotency.ts): resolvers must read and write through it. A write through any other
   * handle would escape the rollback, and on PGlite would wait forever behind the open transaction.
   */
  db: Database;
  tokens: TokenService;
  now: () => Date;
  /** The address the caller reached this server at, for links that point back to it. */
  origin: string;
  agent: AgentIdentity | null;
  authProblem: AuthProblem | null;
  /** PAN and GST registries (the deterministic sandbox unless createServerApp is given another). */
  registries: RegistryProvider;
  /** Penny drop of bank accounts (the deterministic sandbox unless createServerApp is given another). */
  pennyDrop: PennyDropProvider;
  /** DigiLocker's Aadhaar and the driving licence registry (the deterministic sandbox unless createServerApp is given another). */
  kyc: KycProvider;
  /** OCR of documents and face match (the deterministic sandbox unless createServerApp is given another). */
  documentReader: DocumentReader;
  /** The CRM a submitted onboarding is pushed to (the deterministic sandbox unless createServerApp is given another). */
  crm: CrmProvider;
  /** The acquirer deployment requests are raised with (the deterministic sandbox unless createServerApp is given another). */
  acquirer: AcquirerProvider;
  /** The latest release of forms/ (its flows, step definitions and rule tables): what a new onboarding starts with. */
  forms: ServerForms;
  /** Its version. */
  formVersion: number;
  /** Every release of forms/: an onboarding keeps the one it started with. */
  releases: FormReleases;
  /** Where document pages' bytes are kept. */
  files: FileStorage;
  /**
   * Work on the file storage that must follow the fate of the mutation's transaction: a file a
   * rolled back mutation stored is removed again, and a file it let go is removed only once its
   * rows are gone for good. Outside a transaction (queries) there is nothing to wait for.
   */
  effects: TransactionEffects;
}

export interface TransactionEffects {
  afterCommit(task: () => Promise<void>): void;
  afterRollback(task: () => Promise<void>): void;
}
