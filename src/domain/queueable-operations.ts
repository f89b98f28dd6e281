// Which saves an agent may make without a network. Such a save is kept on the phone (the outbox)
// with the idempotency id of its first attempt and sent when the network is back; the server's
// idempotency makes a resend that follows a lost answer act once. Every other mutation needs the
// network at the moment it is made: sign-in, the PAN and bank checks (penny drop), DigiLocker, OCR
// and face match, payments and payment links, mandates, pricing approval and deployment all answer
// with something the agent must see before going on, and a first Business Details save makes the
// opportunity the next steps belong to.

/** The mutations, by operation name (schema/operations), that may wait in the outbox. */
export const queueableOperations: ReadonlySet<string> = new Set([
  // A new lead: nothing on the phone waits for its id.
  'CreateLead',
]);

export function isQueueable(operation: string): boolean {
  return queueableOperations.has(operation);
}
