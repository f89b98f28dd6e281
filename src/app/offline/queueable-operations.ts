import { getPath } from '../../engine/paths';

// Which saves an agent may make without a network. Such a save is kept on the phone (the outbox)
// with the idempotency id of its first attempt and sent when the network is back; the server's
// idempotency makes a resend that follows a lost answer act once. Every other mutation needs the
// network at the moment it is made: sign-in, the PAN and bank checks (penny drop), DigiLocker, OCR
// and face match, payments and payment links, mandates, pricing approval and deployment all answer
// with something the agent must see before going on.
//
// A step's save may wait only once the records it belongs to exist on the server: a lead's first
// Business Details save makes the opportunity the next steps belong to, and Multi Stores needs the
// merchant account that save makes, so neither waits before them.

/**
 * The mutations, by operation name (schema/operations), that may wait in the outbox, each with the
 * variables that must name an existing record for it to wait.
 */
export const queueableOperations: ReadonlyMap<string, readonly string[]> = new Map([
  // A new lead: nothing on the phone waits for its id.
  ['CreateLead', []],
  ['BusinessDetailsStep_Save', ['input.opportunityId']],
  ['MultiStoresStep_Save', ['input.opportunityId', 'input.merchantId']],
  // A photo of the opportunity (Capture photos), new or replacing a stored one: it waits with its
  // compressed bytes, and the step that lists it is saved once it is stored.
  ['CreateOpportunityDocument', ['input.opportunityId']],
  ['UpdateOpportunityDocument', ['input.id']],
]);

/** Whether this save may wait on the phone: its operation may, and the records it belongs to exist. */
export function isQueueable(operation: string, variables: Record<string, unknown>): boolean {
  const needs = queueableOperations.get(operation);
  return needs !== undefined && needs.every((path) => {
    const value = getPath(variables, path);
    return value !== undefined && value !== null && value !== '';
  });
}
