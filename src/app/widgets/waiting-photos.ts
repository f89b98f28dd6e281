import type { OutboxItem } from '../offline/outbox-store';

/** A photo kept on the phone (the outbox) until the network is back, as its widget shows it. */
export interface WaitingPhoto {
  id: string;
  /** The compressed photo it will send. */
  preview: string | null;
  /** Why the server refused it, when it did. */
  failure: string | null;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function firstPage(pages: unknown): string | null {
  const dataUrl = Array.isArray(pages) ? record(pages[0]).dataUrl : undefined;
  return typeof dataUrl === 'string' ? dataUrl : null;
}

/**
 * The photos of one kind that wait on the phone: new ones of the opportunity's sub-type, and ones
 * replacing a stored photo of that kind.
 */
export function waitingPhotos(items: readonly OutboxItem[], of: { opportunityId: string; subType: string; storedIds: readonly string[] }): WaitingPhoto[] {
  const photos: WaitingPhoto[] = [];
  for (const item of items) {
    const input = record(item.variables.input);
    const document = record(input.document);
    const isNew = item.operation === 'CreateOpportunityDocument' && String(input.opportunityId) === of.opportunityId && document.documentSubType === of.subType;
    const replaces = item.operation === 'UpdateOpportunityDocument' && typeof input.id === 'string' && of.storedIds.includes(input.id);
    if (!isNew && !replaces) continue;
    photos.push({
      id: item.id,
      preview: firstPage(isNew ? document.documentPages : input.documentPages),
      failure: item.failure ? `${item.failure.title}: ${item.failure.message}` : null,
    });
  }
  return photos;
}
