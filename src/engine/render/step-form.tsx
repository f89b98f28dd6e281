import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { compileStep, initialValues, type FormValues, type OperationVariables } from '../compile';
import { conditionFields, evaluateCondition, isFilled } from '../conditions';
import { formItems, isAction, isDisplay, isRepeater, type ActionDefinition, type FieldDefinition, type SectionDefinition, type SectionItem, type StepDefinition } from '../definition';
import { draftWriter, hasUnsavedChanges, type DraftKey, type DraftStore } from '../drafts';
import { getPath, setPath } from '../paths';
import { ActionButton } from './action-button';
import { DisplayPart } from './display-part';
import type { DomainWidgetRegistry } from './domain-widgets';
import { DraftNotice } from './draft-notice';
import { FieldErrorHub, FieldErrorHubContext } from './field-error';
import { FieldRenderer } from './field-renderer';
import { RepeaterRenderer } from './repeater-renderer';
import { StepFormEnvironmentContext, useStepFormEnvironment, type StepFormEnvironment } from './step-form-context';
import { TAP_TARGET_PX } from './tap-target';

/**
 * A save's outcome. `next` (going on to the next step, say) runs once the step's draft is dropped:
 * a page closed right after it would otherwise keep the draft, and bring it back over what was saved.
 */
export type SubmitOutcome = { ok: true; next?: () => void } | { ok: false; field?: string; title?: string; message: string };

export interface StepFormProps {
  definition: StepDefinition;
  environment: StepFormEnvironment;
  /** Values loaded from the server; a saved draft, when there is one, is laid over them. */
  loadedValues?: FormValues;
  domainWidgets: DomainWidgetRegistry;
  drafts?: { store: DraftStore; key: DraftKey };
  submitLabel?: string;
  onSubmit(variables: OperationVariables): Promise<SubmitOutcome>;
  /** Shown above the submit button (e.g. a server error). */
  footer?: ReactNode;
  /** Every field shown but not editable; the button continues instead of submitting (no button without onContinue). */
  readOnly?: boolean;
  onContinue?(): void;
  /** False while the step cannot be saved: the fields can be looked through, but there is no button and nothing is sent (default true). */
  submits?: boolean;
}

interface SectionProps {
  section: SectionDefinition;
  domainWidgets: DomainWidgetRegistry;
}

/**
 * A section shown or hidden by its visibleWhen; a section without one subscribes to no value (see
 * FieldRenderer). Memoised: its props come from the definition, so StepForm re-rendering (its
 * parent's state changing around a submit) does not re-render every field of the step.
 */
const Section = memo(function Section(props: SectionProps) {
  return props.section.visibleWhen ? <ConditionalSection {...props} /> : <SectionBody {...props} />;
});

function ConditionalSection(props: SectionProps) {
  const { section } = props;
  const environment = useStepFormEnvironment();
  const paths = useMemo(() => conditionFields(section.visibleWhen), [section.visibleWhen]);
  const watched = useWatch({ name: paths, disabled: paths.length === 0 }) as unknown[] | undefined;
  let values: Record<string, unknown> = {};
  paths.forEach((path, i) => {
    values = setPath(values, path, watched?.[i]);
  });
  if (section.visibleWhen && !evaluateCondition(section.visibleWhen, { values, context: environment.context, rules: environment.rules, records: environment.records })) return null;
  return <SectionBody {...props} />;
}

function SectionBody({ section, domainWidgets }: SectionProps) {
  return (
    <Stack gap="sm" component="section" aria-label={section.title ?? section.id}>
      {section.title && (
        <Title order={3} size="h5">
          {section.title}
        </Title>
      )}
      {runsOf(section.fields).map((run, index) =>
        Array.isArray(run) ? (
          // Buttons side by side, each as wide as its label; one goes under another when they do not fit.
          <Group key={run.map((action) => action.action).join()} gap="xs" align="flex-start">
            {run.map((action) => (
              <ActionButton key={action.action} action={action} />
            ))}
          </Group>
        ) : isDisplay(run) ? (
          // A definition's parts stand where it puts them: their place is their identity.
          <DisplayPart key={`part-${index}`} part={run} />
        ) : isRepeater(run) ? (
          <RepeaterRenderer key={run.bind} repeater={run} domainWidgets={domainWidgets} />
        ) : (
          <FieldRenderer key={run.bind} field={run} name={run.bind} domainWidgets={domainWidgets} />
        ),
      )}
    </Stack>
  );
}

/** A section's items with each run of consecutive actions gathered into one row. */
function runsOf(items: readonly SectionItem[]): (Exclude<SectionItem, ActionDefinition> | ActionDefinition[])[] {
  const runs: (Exclude<SectionItem, ActionDefinition> | ActionDefinition[])[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (!isAction(item)) runs.push(item);
    else if (Array.isArray(last)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * The one part of the form that shows a submit in progress: it alone re-renders when a submit starts
 * and ends. Read in StepForm, isSubmitting re-rendered the whole form twice per submit.
 */
function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={isSubmitting} mih={TAP_TARGET_PX}>
        {label}
      </Button>
    </Group>
  );
}

function mergeValues(base: FormValues, over: FormValues): FormValues {
  const result: FormValues = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)
        ? mergeValues(current as FormValues, value as FormValues)
        : value;
  }
  return result;
}

/**
 * Renders a step definition as a form: validation compiled from the definition, fields that re-render
 * only for their own changes, drafts kept while typing, and the operation's variables on submit.
 */
export function StepForm({ definition, environment, loadedValues, domainWidgets, drafts, submitLabel, onSubmit, footer, readOnly, onContinue, submits = true }: StepFormProps) {
  const schema = useMemo(
    () => compileStep(definition, { context: environment.context, rules: environment.rules }),
    [definition, environment.context, environment.rules],
  );
  // Filled below, once the form and the draft's timer exist.
  const saveDraftNow = useRef<() => Promise<void>>(async () => undefined);
  // Shows a refusal on the field it names, when that field is shown (filled below, once the form exists).
  const showOnField = useRef<(field: string, message: string) => boolean>(() => false);
  const formElement = useRef<HTMLFormElement>(null);
  // A save's refusal that names no field shown here: said above the button, never nowhere.
  const [refusal, setRefusal] = useState<{ title?: string; message: string } | null>(null);
  // The widgets holding the save until what they store themselves has landed, by field name.
  const saveHolds = useRef(new Map<string, () => Promise<string | null>>());
  const holdSave = useCallback((name: string, settle: () => Promise<string | null>) => {
    saveHolds.current.set(name, settle);
    return () => {
      if (saveHolds.current.get(name) === settle) saveHolds.current.delete(name);
    };
  }, []);
  // Made here rather than taken from a ref, so that the environment holds it from the first render: a
  // ref arriving after the mount would change the environment and re-render every field once more.
  const [stepNotices] = useState(() => {
    const element = document.createElement('div');
    element.dataset.stepNotices = '';
    element.style.display = 'contents';
    return element;
  });
  const holdStepNotices = useCallback((holder: HTMLDivElement | null) => void holder?.appendChild(stepNotices), [stepNotices]);
  // A field locked after verification is read-only once the record it was loaded from holds its value.
  const lockedEnvironment = useMemo(() => {
    const locked = new Set<string>();
    for (const section of definition.sections) {
      for (const item of formItems(section)) {
        if (!isRepeater(item) && item.lockedAfterVerification && isFilled(getPath(loadedValues, item.bind))) locked.add(item.bind);
      }
    }
    const fields = new Map<string, FieldDefinition>();
    for (const section of definition.sections) for (const item of formItems(section)) if (!isRepeater(item)) fields.set(item.bind, item);
    return {
      ...environment,
      lockedFields: locked,
      saveDraft: () => saveDraftNow.current(),
      holdSave,
      stepNotices,
      fieldOf: (bind: string) => fields.get(bind),
      showRefusal: (refusal: { field?: string; message: string }) => (refusal.field ? showOnField.current(refusal.field, refusal.message) : false),
    };
  }, [definition, environment, loadedValues, stepNotices, holdSave]);
  const defaults = useMemo(() => mergeValues(initialValues(definition), loadedValues ?? {}), [definition, loadedValues]);
  const form = useForm<FieldValues, unknown, OperationVariables>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const draftReady = useRef(!drafts);
  // When the draft the fields came back from was saved; null when they did not come from one.
  const [restoredAt, setRestoredAt] = useState<number | null>(null);

  // The fields' error messages, from this one subscription rather than one per field (field-error.ts).
  const [errorHub] = useState(() => new FieldErrorHub());
  useEffect(() => {
    let submits = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe({
      formState: { errors: true, submitCount: true },
      callback: ({ errors = {}, name, submitCount = submits }) => {
        clearTimeout(pending);
        const submitted = submitCount !== submits;
        submits = submitCount;
        // A field's own validation (it names the field): after a failed submit every keystroke
        // validates the whole form, and its messages render in a task of their own, after the
        // typed character is painted, as a hand-written form's do. A submit's, an item added or
        // removed, or a reset render at once.
        if (name !== undefined && !submitted) pending = setTimeout(() => errorHub.publish(errors));
        else errorHub.publish(errors);
      },
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [form, errorHub]);

  const draftKey = drafts ? JSON.stringify(drafts.key) : '';
  // One writer per step and journey: the step's parent renders again often (its journey is read
  // again), and a change must not be lost to that.
  const draftStore = drafts?.store;
  const writer = useMemo(
    () => (draftStore && drafts ? draftWriter(draftStore, drafts.key) : null),
    // The key is compared by its contents: the parent builds a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draftStore, draftKey],
  );
  // What the step opened with, for telling whether the form holds anything unsaved.
  const saved = useRef(defaults);
  saved.current = defaults;

  useEffect(() => {
    if (!writer) return;
    let current = true;
    draftReady.current = false;
    void writer.load().then(async (draft) => {
      if (!current) return;
      if (draft && hasUnsavedChanges(definition, mergeValues(defaults, draft.values), defaults)) {
        form.reset(mergeValues(defaults, draft.values), { keepDefaultValues: true });
        // Back from a page the app itself sent the phone to, the fields simply are as they were.
        setRestoredAt(draft.handoff ? null : draft.savedAt);
      } else if (draft) {
        // What was kept is what the server has: nothing is waiting to be saved, and nothing is said.
        writer.write(null);
        await writer.settled();
        if (!current) return;
      }
      draftReady.current = true;
    });
    return () => {
      current = false;
    };
    // The draft is restored once per step and journey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, defaults, writer]);

  useEffect(() => {
    if (!writer) return;
    const subscription = form.watch((values) => {
      if (!draftReady.current) return;
      const typed = values as FormValues;
      // Back to what is saved (or a change only a widget's own records hold): no draft to keep.
      writer.write(hasUnsavedChanges(definition, typed, saved.current) ? typed : null);
    });
    // A reload, a closed tab or a phone that puts the browser away: the newest change goes now.
    const flush = () => writer.flushNow();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') writer.flushNow();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the step (another step of the journey): what was typed is still written.
      writer.flushNow();
    };
  }, [form, writer, definition]);

  useEffect(() => {
    saveDraftNow.current = async () => {
      if (!writer || !draftReady.current) return;
      // The app is about to send the phone to another page and bring it back: kept without the note.
      writer.write(form.getValues(), { handoff: true });
      await writer.settled();
    };
  }, [form, writer]);

  showOnField.current = (field, message) => {
    if (!formElement.current?.querySelector(`[data-field="${CSS.escape(field)}"]`)) return false;
    form.setError(field, { message }, { shouldFocus: true });
    return true;
  };

  const discardDraft = async () => {
    if (!writer) return;
    // The reset is not typing: no draft is saved from it.
    draftReady.current = false;
    await writer.drop();
    form.reset(defaults);
    setRestoredAt(null);
    draftReady.current = true;
  };

  const submit = form.handleSubmit(async (variables) => {
    setRefusal(null);
    for (const [name, settle] of saveHolds.current) {
      const message = await settle();
      if (message) return void form.setError(name, { message }, { shouldFocus: true });
    }
    const outcome = await onSubmit(variables);
    if (outcome.ok) {
      // After the change still being written, or it would bring the dropped draft back.
      await writer?.drop();
      setRestoredAt(null);
      outcome.next?.();
      return;
    }
    if (outcome.field && !showOnField.current(outcome.field, outcome.message)) setRefusal({ title: outcome.title, message: outcome.message });
  });
  const goOnWhen = definition.submit.goOnWhen;

  return (
    <StepFormEnvironmentContext.Provider value={lockedEnvironment}>
      <FieldErrorHubContext.Provider value={errorHub}>
        <FormProvider {...form}>
          <form
            ref={formElement}
            onSubmit={(event) => {
              // What is stored already stands (an approved pricing): the button goes on, sending nothing.
              const goesOn =
                !readOnly && goOnWhen && environment.goOn && evaluateCondition(goOnWhen, { values: form.getValues(), context: environment.context, rules: environment.rules, records: environment.records });
              if (goesOn) {
                event.preventDefault();
                return environment.goOn?.();
              }
              if (!readOnly && submits) return void submit(event);
              event.preventDefault();
              if (readOnly) onContinue?.();
            }}
            noValidate
            aria-label={definition.title}
            data-step={definition.step}
          >
            <Stack gap="lg">
              {restoredAt !== null && <DraftNotice savedAt={restoredAt} onDiscard={() => void discardDraft()} />}
              <div ref={holdStepNotices} style={{ display: 'contents' }} />
              <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Stack gap="lg">
                  {definition.sections.map((section) => (
                    <Section key={section.id} section={section} domainWidgets={domainWidgets} />
                  ))}
                </Stack>
              </fieldset>
              {refusal !== null && (
                <Alert color="red" title={refusal.title} role="alert" data-step-refusal>
                  {refusal.message}
                </Alert>
              )}
              {footer}
              {(readOnly ? Boolean(onContinue) : submits) && <SubmitButton label={submitLabel ?? 'Save and continue'} />}
            </Stack>
          </form>
        </FormProvider>
      </FieldErrorHubContext.Provider>
    </StepFormEnvironmentContext.Provider>
  );
}
