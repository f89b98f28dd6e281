import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type DocumentNode } from 'graphql';
import { expect, test } from 'vitest';
import * as full from '../../generated/graphql';
import * as stubs from '../../generated/persisted-documents';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';

const manifest = JSON.parse(readFileSync('generated/persisted-operations.json', 'utf8')) as Record<string, string>;

function operationOf(document: DocumentNode) {
  const [definition, ...rest] = document.definitions;
  if (definition?.kind !== Kind.OPERATION_DEFINITION || rest.some((d) => d.kind === Kind.OPERATION_DEFINITION)) return null;
  return definition;
}

/** A document's operation and fragments, printed, in a fixed order. */
const definitionsOf = (document: DocumentNode) => document.definitions.map((definition) => print(definition)).sort();

const documents = Object.entries(full as Record<string, unknown>).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

test('the production stubs export what generated/graphql.ts exports, each operation by kind and name only, with the hash it is sent as', () => {
  expect(Object.keys(stubs).sort()).toEqual(Object.keys(full).sort());
  expect(documents.length).toBeGreaterThan(100);
  for (const [name, document] of documents) {
    const operation = operationOf(document);
    const stubDocument = (stubs as Record<string, DocumentNode & { __meta__?: unknown }>)[name];
    expect(operationOf(stubDocument as DocumentNode), name).toMatchObject({ operation: operation?.operation, name: { value: operation?.name?.value }, selectionSet: { selections: [] } });
    expect(stubDocument?.__meta__, name).toEqual({ hash: persistedOperationIds[operation?.name?.value ?? ''] });
  }
});

test("every operation's id is the sha256 of its text in the manifest, and that text is the operation", () => {
  expect(Object.keys(manifest)).toHaveLength(documents.length);
  for (const [, document] of documents) {
    const name = operationOf(document)?.name?.value ?? '';
    const hash = persistedOperationIds[name];
    const text = hash ? manifest[hash] : undefined;
    expect(text, name).toBeDefined();
    expect(createHash('sha256').update(text ?? '').digest('hex')).toBe(hash);
    expect(definitionsOf(parse(text ?? ''))).toEqual(definitionsOf(document));
  }
});

test('no persisted operation introspects the schema, so production answers no introspection', () => {
  for (const text of Object.values(manifest)) {
    visit(parse(text), {
      Field(field) {
        expect(['__schema', '__type']).not.toContain(field.name.value);
      },
    });
  }
});
