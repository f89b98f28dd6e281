import type { Client } from '@urql/core';
import { OpportunityDocumentsDocument, type OpportunityDocumentFieldsFragment } from '../../../generated/graphql';

export type StoredDocument = OpportunityDocumentFieldsFragment;

export type DocumentsLoad = { ok: true; documents: readonly StoredDocument[] } | { ok: false };

/** Loads under way, so that the several photo widgets of one step ask the server once between them. */
const underWay = new WeakMap<Client, Map<string, Promise<DocumentsLoad>>>();

/** The opportunity's stored documents, oldest first, as the server has them now. */
export function loadOpportunityDocuments(client: Client, opportunityId: string): Promise<DocumentsLoad> {
  let loads = underWay.get(client);
  if (!loads) underWay.set(client, (loads = new Map()));
  const running = loads.get(opportunityId);
  if (running) return running;
  const load = client
    .query(OpportunityDocumentsDocument, { input: { opportunityId } }, { requestPolicy: 'network-only' })
    .toPromise()
    .then((result): DocumentsLoad => (result.data ? { ok: true, documents: result.data.opportunityDocuments.documents } : { ok: false }))
    .finally(() => loads.delete(opportunityId));
  loads.set(opportunityId, load);
  return load;
}
