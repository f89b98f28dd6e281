import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { appError } from '../errors';

const manifestPath = join(import.meta.dirname, '../../../generated/persisted-operations.json');
const SHA256_HEX = /^[0-9a-f]{64}$/;

const manifestSchema = z.record(z.string().regex(SHA256_HEX), z.string().min(1));

/** The texts of schema/operations/ by their sha256, as `npm run codegen` writes them. */
export function loadPersistedOperations(path = manifestPath): ReadonlyMap<string, string> {
  return new Map(Object.entries(manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')))));
}

/**
 * Runs the operation whose hash the caller sends (`extensions.persistedQuery.sha256Hash`). A document
 * text is accepted only when arbitrary operations are allowed (development and the server tests); an
 * unknown hash, a missing one, or a text where only hashes are allowed is refused as not allowed.
 */
export function usePersistedOperationsOnly(manifest: ReadonlyMap<string, string>, allowArbitraryOperations: boolean): Plugin {
  const notAllowed = () => appError('OPERATION_NOT_ALLOWED');
  return usePersistedOperations({
    allowArbitraryOperations,
    getPersistedOperation: (hash) => manifest.get(hash) ?? null,
    customErrors: { notFound: notAllowed, keyNotFound: notAllowed, persistedQueryOnly: notAllowed },
  });
}
