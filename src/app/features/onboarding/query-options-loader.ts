import type { Client } from '@urql/core';
import type { OptionItem, OptionSource } from '../../../engine/definition';
import { getPath } from '../../../engine/paths';
import { operationDocument } from '../../journey/operation-documents';

/** Runs a definition's query option source with the app's client; a failed call throws, so the field says so. */
export function queryOptionsLoader(client: Client) {
  return async (source: Extract<OptionSource, { query: string }>, variables: Record<string, unknown>): Promise<OptionItem[]> => {
    const document = operationDocument(source.query);
    if (!document) return [];
    const result = await client.query(document, variables).toPromise();
    if (result.error) throw result.error;
    const items = getPath(result.data, source.items);
    return Array.isArray(items)
      ? items.map((item) => ({ value: String(getPath(item, source.value)), label: String(getPath(item, source.label)) }))
      : [];
  };
}
