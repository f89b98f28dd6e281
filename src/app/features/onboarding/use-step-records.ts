import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type Client } from 'urql';
import { describeError } from '../../../api/error-message';
import { IDEMPOTENCY_HEADER } from '../../../api/idempotency';
import { GENERIC_MESSAGE, OOPS_TITLE } from '../../../domain/session-errors';
import type { StepContext, StepDefinition } from '../../../engine/definition';
import { getPath, setPath } from '../../../engine/paths';
import type { OperationAnswer } from '../../../engine/render/step-form-context';
import { operationDocument } from '../../journey/operation-documents';

/** The records a step reads besides its values (its definition's `records`), by name; undefined until first read. */
export interface StepRecords {
  records: Readonly<Record<string, unknown>> | undefined;
  /** Reads them again; resolves once they are in. */
  reload(): Promise<void>;
}

async function readRecords(client: Client, definition: StepDefinition, context: StepContext): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(definition.records ?? {}).map(async ([name, source]) => {
      const document = operationDocument(source.operation);
      let variables: Record<string, unknown> = {};
      for (const [path, key] of Object.entries(source.variables ?? {})) variables = setPath(variables, path, context[key]);
      // A record that cannot be read is left out: what reads it shows nothing, and the step still works.
      if (!document) return [name, undefined] as const;
      const result = await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise();
      return [name, result.error ? undefined : getPath(result.data, source.path)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Loads the step's records while the context names the journey, and again on reload(). */
export function useStepRecords(definition: StepDefinition | undefined, context: StepContext): StepRecords {
  const client = useClient();
  const [records, setRecords] = useState<Record<string, unknown> | undefined>(undefined);
  const latest = useRef({ definition, context });
  latest.current = { definition, context };
  const hasRecords = Object.keys(definition?.records ?? {}).length > 0;
  const reload = useCallback(async () => {
    const { definition: current, context: now } = latest.current;
    if (!current?.records) return;
    const read = await readRecords(client, current, now);
    // A reload for a step left meanwhile is dropped.
    if (latest.current.definition === current) setRecords(read);
  }, [client]);
  const journeyKey = `${String(context.leadId)}:${String(context.opportunityId)}`;
  useEffect(() => {
    setRecords(undefined);
    if (hasRecords) void reload();
  }, [definition, journeyKey, hasRecords, reload]);
  return { records, reload };
}

/**
 * Runs an action's operation for the engine: a mutation with an idempotency id (a retried tap acts
 * once), a query from the network. A refusal comes back in the catalogue's words, with the field it names.
 */
export async function runStepOperation(client: Client, operation: string, variables: Record<string, unknown>): Promise<OperationAnswer> {
  const document = operationDocument(operation);
  // Every operation of schema/operations has its document (forms:check names only those): this is a build that lacks one.
  if (!document) return { ok: false, title: OOPS_TITLE, message: GENERIC_MESSAGE };
  const isQuery = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'query');
  const result = isQuery
    ? await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise()
    : await client.mutation(document, variables, { fetchOptions: { headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } } }).toPromise();
  if (!result.error) return { ok: true, data: result.data };
  const { title, message } = describeError(result.error);
  const field = result.error.graphQLErrors[0]?.extensions?.field;
  return { ok: false, title, message, field: typeof field === 'string' ? field : undefined };
}
