import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { routeOfStep, type StepTypeName } from '../../../domain/step-routes';
import type { ConditionScope } from '../../../engine/conditions';
import type { FieldDefinition, OptionSource } from '../../../engine/definition';
import { useStepFormEnvironment, type JourneyStep } from '../../../engine/render/step-form-context';
import { resolveVariables } from '../../../engine/render/use-field-rules';
import { useLoadedStep } from './forms-catalogue';
import { lazyScreenTexts } from '../../routes/lazy-screen';
import { savedDetails, type QueriedLabels, type SavedEntry } from './saved-details';
import { useStepValues } from './use-step-values';

export const reviewTexts = {
  complete: 'Complete',
  toDo: 'To do',
  edit: 'Edit',
  nothingSaved: 'Nothing saved on this step.',
  loading: 'Loading the saved details',
} as const;

const REVIEW_STEP = 'ReviewDetails';

type QuerySource = Extract<OptionSource, { query: string }>;

function queryKey(field: FieldDefinition, variables: unknown): string {
  return `${field.bind}|${JSON.stringify(variables)}`;
}

function SavedEntries({ entries }: { entries: SavedEntry[] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {entries.map((entry, index) =>
        'items' in entry ? (
          entry.items.map((item, itemIndex) => (
            <Paper key={`${index}-${itemIndex}`} withBorder p="xs" radius="sm">
              <Text size="xs" fw={600} c="dimmed">
                {entry.label} {itemIndex + 1}
              </Text>
              <SavedEntries entries={item} />
            </Paper>
          ))
        ) : (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Text component="dt" size="sm" c="dimmed" style={{ flex: '0 0 45%' }}>
              {entry.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ flex: 1, overflowWrap: 'anywhere', textAlign: 'right' }}>
              {entry.value}
            </Text>
          </Group>
        ),
      )}
    </Stack>
  );
}

/** One step of the journey: what it saved, whether it is complete, and a way back to it while it can change. */
function StepSummary({ step }: { step: JourneyStep }) {
  const reviewEnvironment = useStepFormEnvironment();
  const navigate = useNavigate();
  const stepLoad = useLoadedStep(step.type);
  const loadedStep = stepLoad.status === 'ready' ? stepLoad.step : null;
  const definition = loadedStep?.definition;
  // The step's own rule tables label its choices, as on the step itself.
  const environment = useMemo(
    () => (loadedStep ? { ...reviewEnvironment, rules: loadedStep.rules } : reviewEnvironment),
    [reviewEnvironment, loadedStep],
  );
  const loaded = useStepValues(definition, environment.context);
  const [labels, setLabels] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  const requested = useRef(new Set<string>());

  const values = loaded.status === 'ready' ? loaded.values : undefined;
  // The choices of query-sourced fields (a state, a city, a contact) are loaded as their fields would, so codes show as names.
  const { entries, queries } = useMemo(() => {
    const wanted = new Map<string, { source: QuerySource; variables: Record<string, unknown> }>();
    const queried: QueriedLabels = (field, value, scope: ConditionScope) => {
      const source = field.options;
      if (!source || !('query' in source)) return undefined;
      const variables = resolveVariables(source.variables ?? {}, scope) as Record<string, unknown>;
      const key = queryKey(field, variables);
      if (!labels.has(key)) wanted.set(key, { source, variables });
      return labels.get(key)?.get(value);
    };
    const shown = definition && values ? savedDetails(definition, values, environment, queried) : [];
    return { entries: shown, queries: wanted };
  }, [definition, values, environment, labels]);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    // Each choice list is asked for once; its answer lands whenever it comes, while the step is shown.
    for (const [key, { source, variables }] of queries) {
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      environment
        .loadOptions(source, variables)
        .then((options) => new Map(options.map((o) => [String(o.value), o.label])))
        // A choice list that cannot be loaded leaves the saved value as it is.
        .catch(() => new Map<string, string>())
        .then((found) => {
          if (mounted.current) setLabels((known) => new Map(known).set(key, found));
        });
    }
  }, [queries, environment]);

  return (
    <Paper withBorder p="sm" component="section" aria-label={step.label} data-review-step={step.type}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5">
              {step.label}
            </Title>
            <Badge color={step.isComplete ? 'green' : 'yellow'} variant="light">
              {step.isComplete ? reviewTexts.complete : reviewTexts.toDo}
            </Badge>
          </Group>
          {step.editable && (
            <Button variant="light" mih={44} aria-label={`${reviewTexts.edit} ${step.label}`} onClick={() => navigate(routeOfStep(step.type as StepTypeName))}>
              {reviewTexts.edit}
            </Button>
          )}
        </Group>
        {stepLoad.status === 'loading' || loaded.status === 'loading' ? (
          <Loader size="sm" aria-label={reviewTexts.loading} />
        ) : stepLoad.status === 'failed' ? (
          <Alert color="red" title={lazyScreenTexts.failedTitle}>
            {lazyScreenTexts.failedMessage}
          </Alert>
        ) : loaded.status === 'failed' ? (
          <Alert color="red" title={loaded.error.title}>
            {loaded.error.message}
          </Alert>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {reviewTexts.nothingSaved}
          </Text>
        ) : (
          <SavedEntries entries={entries} />
        )}
      </Stack>
    </Paper>
  );
}

/** The review: every step of the journey before it, in the server's order, with what each saved. */
export function ReviewSummaryWidget() {
  const environment = useStepFormEnvironment();
  const steps = (environment.journeySteps ?? []).filter((s) => s.type !== REVIEW_STEP);
  return (
    <Stack gap="sm" data-review-summary>
      {steps.map((step) => (
        <StepSummary key={step.type} step={step} />
      ))}
    </Stack>
  );
}
