import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { valuesFromRecord, type FormValues } from '../../../engine/compile';
import type { StepContext, StepDefinition } from '../../../engine/definition';
import { getPath, setPath } from '../../../engine/paths';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { operationDocument } from '../../journey/operation-documents';

export type StepValues = { status: 'loading' } | { status: 'ready'; values: FormValues | undefined } | { status: 'failed'; error: ErrorMessage };

/** The step's prefill: its load query, run when the context names the record it reads, and again on reload(). */
export function useStepValues(definition: StepDefinition | undefined, context: StepContext): StepValues & { reload(): void } {
  const client = useClient();
  const [state, setState] = useState<StepValues>({ status: 'loading' });
  const [loads, setLoads] = useState(0);
  const load = definition?.load;
  // A journey is named by its lead, its opportunity or both: a variable the context lacks is left
  // out, and the load runs once the context has any of them.
  let variables: Record<string, unknown> | null = null;
  for (const [path, key] of Object.entries(load?.variables ?? {})) {
    const value = context[key];
    if (value !== undefined && value !== null && value !== '') variables = setPath(variables ?? {}, path, value);
  }
  const variablesKey = JSON.stringify(variables);

  useEffect(() => {
    if (!definition || !load || !variables) {
      setState({ status: 'ready', values: undefined });
      return;
    }
    const document = operationDocument(load.operation);
    if (!document) {
      setState({ status: 'ready', values: undefined });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void client
      .query(document, variables)
      .toPromise()
      .then((result) => {
        if (!current) return;
        if (result.error) setState({ status: 'failed', error: describeError(result.error) });
        else setState({ status: 'ready', values: valuesFromRecord(definition, getPath(result.data, load.values)) });
      });
    return () => {
      current = false;
    };
    // Reload when the step or the record it reads changes, or when asked to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, variablesKey, loads]);

  return { ...state, reload: () => setLoads((n) => n + 1) };
}
