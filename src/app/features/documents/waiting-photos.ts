import { getPath } from '../../../engine/paths';
import type { OutboxItem } from '../../offline/outbox-store';

/** A photo kept on the phone (the outbox) until the network is back, as its widget shows it. */
export interface WaitingPhoto {
  id: string;
  /** The compressed photo it will send: a Blob as the outbox keeps it (a data URL if an older version of the app kept it). */
  preview: Blob | string | null;
  /** Why the server refused it, when it did. */
  failure: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const photo = (value: unknown): Blob | string | null => (value instanceof Blob ? value : text(value));

/**
 * The photos of one kind that wait on the phone: new ones of the opportunity's sub-type, and ones
 * replacing a stored photo of that kind.
 */
export function waitingPhotos(items: readonly OutboxItem[], of: { opportunityId: string; subType: string; storedIds: readonly string[] }): WaitingPhoto[] {
  const photos: WaitingPhoto[] = [];
  for (const item of items) {
    const at = (path: string) => getPath(item.variables, path);
    const isNew =
      item.operation === 'CreateOpportunityDocument' && String(at('input.opportunityId')) === of.opportunityId && at('input.document.documentSubType') === of.subType;
    const replaced = text(at('input.id'));
    const replaces = item.operation === 'UpdateOpportunityDocument' && replaced !== null && of.storedIds.includes(replaced);
    if (!isNew && !replaces) continue;
    photos.push({
      id: item.id,
      preview: photo(at(isNew ? 'input.document.documentPages.0.dataUrl' : 'input.documentPages.0.dataUrl')),
      failure: item.failure ? `${item.failure.title}: ${item.failure.message}` : null,
    });
  }
  return photos;
}
