import type { ReactElement } from 'react';
import { Button, MantineProvider, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { useForm, useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import { bench, describe } from 'vitest';
import { z } from 'zod';
import type { StepDefinition } from '../src/engine/definition';
import { StepForm } from '../src/engine/render/step-form';
import type { StepFormEnvironment } from '../src/engine/render/step-form-context';
import { BASELINE, CANDIDATE, ROUND_MARK } from './ratio-reporter';

// What one keystroke costs in a 200-field form: StepForm rendering a definition, against the same
// form written by hand with react-hook-form. See bench/README.md.

const FIELD_COUNT = 200;
const TARGET = 100;
const keys = Array.from({ length: FIELD_COUNT }, (_, i) => `f${String(i).padStart(3, '0')}`);
const labelOf = (key: string) => `Field ${key}`;
const messageOf = (key: string) => `Please enter field ${key}.`;

// The candidate, StepForm: a definition of 200 required text fields bound to input.f000..input.f199.
const definition: StepDefinition = {
  step: 'Bench',
  title: 'Bench',
  submit: { operation: 'Bench' },
  sections: [
    {
      id: 'fields',
      fields: keys.map((key) => ({ bind: `input.${key}`, widget: 'text', label: labelOf(key), required: true, requiredMessage: messageOf(key) })),
    },
  ],
};
const environment: StepFormEnvironment = { context: {}, rules: {}, enums: { values: () => [] }, loadOptions: async () => [] };
// When the form is valid, both candidates hear back from "the server" that field 100 is wrong.
const SERVER_MESSAGE = 'The server refused this value.';
const TARGET_NAME = `input.${keys[TARGET]}` as const;
const stepFormSubmit = async () => ({ ok: false as const, field: TARGET_NAME, message: SERVER_MESSAGE });

// The baseline: the same fields written by hand, the way react-hook-form's documentation writes
// a form: register() for each input, errors read from formState at the top, zodResolver over an
// equivalent schema (trimmed, required, the same messages).
const schema = z.object({ input: z.object(Object.fromEntries(keys.map((key) => [key, z.string().trim().min(1, messageOf(key))]))) });
type Values = z.input<typeof schema>;
const defaultValues: Values = { input: Object.fromEntries(keys.map((key) => [key, ''])) };

function HandWrittenForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const submit = handleSubmit(async () => setError(TARGET_NAME, { message: SERVER_MESSAGE }, { shouldFocus: true }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {keys.map((key) => (
          <TextInput key={key} label={labelOf(key)} required error={errors.input?.[key]?.message} {...register(`input.${key}`)} />
        ))}
      </Stack>
      <Button type="submit" loading={isSubmitting}>
        Save and continue
      </Button>
    </form>
  );
}

// For reference only: a hand-written form tuned the way StepForm is, each field subscribing to its
// own error, so that an error appearing or clearing re-renders that field only.
function TunedField({ name, label, register, control }: { name: `input.${string}`; label: string; register: UseFormRegister<Values>; control: Control<Values> }) {
  const { errors } = useFormState({ control, name, exact: true });
  const key = name.slice('input.'.length);
  return <TextInput label={label} required error={errors.input?.[key]?.message} {...register(name)} />;
}

function TunedHandWrittenForm() {
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const submit = handleSubmit(async () => setError(TARGET_NAME, { message: SERVER_MESSAGE }, { shouldFocus: true }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {keys.map((key) => (
          <TunedField key={key} name={`input.${key}`} label={labelOf(key)} register={register} control={control} />
        ))}
      </Stack>
      <Button type="submit" loading={formState.isSubmitting}>
        Save and continue
      </Button>
    </form>
  );
}

const TUNED = 'hand-written, per-field error subscription';

const candidates: Record<string, () => ReactElement> = {
  [BASELINE]: () => <HandWrittenForm />,
  [CANDIDATE]: () => <StepForm definition={definition} environment={environment} domainWidgets={{}} onSubmit={stepFormSubmit} />,
  [TUNED]: () => <TunedHandWrittenForm />,
};

/** A full garbage collection, when node runs with --expose-gc (bench/vitest.bench.config.ts). */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Mounted {
  view: RenderResult;
  form: HTMLFormElement;
  target: HTMLInputElement;
}

function mount(name: string): Mounted {
  const view = render(<MantineProvider env="test">{candidates[name]!()}</MantineProvider>);
  const inputs = view.container.querySelectorAll('input[name^="input.f"]');
  if (inputs.length !== FIELD_COUNT) throw new Error(`${name} rendered ${inputs.length} fields, not ${FIELD_COUNT}`);
  const target = view.container.querySelector<HTMLInputElement>(`input[name="input.${keys[TARGET]}"]`);
  const form = view.container.querySelector('form');
  if (!target || !form) throw new Error(`${name} rendered no form or no field ${TARGET}`);
  return { view, form, target };
}

const invalidCount = (mounted: Mounted) => mounted.view.container.querySelectorAll('input[aria-invalid="true"]').length;

/** One keystroke: the field's new value as an input event, and everything it sets off, inside act(). */
async function keystroke(mounted: Mounted, value: string) {
  await act(async () => {
    fireEvent.input(mounted.target, { target: { value } });
    // Validation runs in promises; a macrotask lets every one of them, and what they render, finish.
    await macrotask();
  });
}

async function submit(mounted: Mounted, expectedInvalid: number) {
  await act(async () => {
    fireEvent.submit(mounted.form);
    await macrotask();
  });
  const invalid = invalidCount(mounted);
  if (invalid !== expectedInvalid) throw new Error(`after the submit ${invalid} fields show an error, not ${expectedInvalid}`);
}

async function fillEveryField(mounted: Mounted) {
  await act(async () => {
    for (const input of mounted.view.container.querySelectorAll<HTMLInputElement>('input[name^="input.f"]')) {
      fireEvent.input(input, { target: { value: `filled ${input.name}` } });
    }
    await macrotask();
  });
}

/**
 * Each scenario runs in ROUNDS rounds, the candidates in turn and in reverse order every other
 * round, so that a machine getting busier or quieter during the run does not favour whoever ran
 * first. The reporter (bench/ratio-reporter.ts) pools the rounds.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * The clock: the CPU time this process spends (user + system), in milliseconds, so that other
 * programs competing for the CPU do not count as work a keystroke causes. BENCH_CLOCK=wall uses
 * performance.now() instead.
 */
const cpuMilliseconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const now = process.env.BENCH_CLOCK === 'wall' ? () => performance.now() : cpuMilliseconds;

const OPTIONS = { time: 1500, iterations: 100, warmupTime: 300, warmupIterations: 20, now };

type Scenario = {
  title: string;
  /** Puts the mounted form in the scenario's state. */
  prepare(mounted: Mounted): Promise<void>;
  /** The value the i-th keystroke types. */
  value(i: number): string;
  candidates: string[];
  /** Fewer samples where the slowest candidate takes a tenth of a second per keystroke. */
  iterations?: number;
};

const scenarios: Scenario[] = [
  {
    title: 'before any submit',
    prepare: async () => undefined,
    value: (i) => `typed ${i}`,
    candidates: [BASELINE, CANDIDATE],
  },
  {
    title: 'after a failed submit, re-validating on change',
    async prepare(mounted) {
      await submit(mounted, FIELD_COUNT);
      await keystroke(mounted, 'first');
      if (mounted.target.getAttribute('aria-invalid') === 'true') throw new Error('re-validation did not clear the error of the field typed in');
      if (invalidCount(mounted) !== FIELD_COUNT - 1) throw new Error('re-validation changed other fields');
    },
    value: (i) => `typed ${i}`,
    candidates: [BASELINE, CANDIDATE, TUNED],
  },
  {
    title: 'after a failed submit, each keystroke clearing or bringing back the field\u2019s error',
    async prepare(mounted) {
      await submit(mounted, FIELD_COUNT);
    },
    value: (i) => (i % 2 === 0 ? 'x' : ''),
    candidates: [BASELINE, CANDIDATE, TUNED],
    iterations: 10,
  },
  {
    title: 'every field filled, after the server refused field 100',
    async prepare(mounted) {
      await fillEveryField(mounted);
      await submit(mounted, 1);
      if (mounted.target.getAttribute('aria-invalid') !== 'true') throw new Error('the server\u2019s error is not on field 100');
      await keystroke(mounted, 'corrected');
      if (invalidCount(mounted) !== 0) throw new Error('re-validation did not clear the server\u2019s error');
    },
    value: (i) => `typed ${i}`,
    candidates: [BASELINE, CANDIDATE, TUNED],
  },
];

function benchCandidate(scenario: Scenario, name: string) {
  let mounted: Mounted | undefined;
  let i = 0;
  bench(
    name,
    async () => {
      await keystroke(mounted!, scenario.value(i++));
    },
    {
      ...OPTIONS,
      ...(scenario.iterations ? { iterations: scenario.iterations, warmupIterations: Math.min(OPTIONS.warmupIterations, scenario.iterations) } : {}),
      async setup() {
        mounted = mount(name);
        i = 0;
        await scenario.prepare(mounted);
        collectGarbage();
      },
      teardown() {
        mounted?.view.unmount();
        mounted?.view.container.remove();
        mounted = undefined;
      },
    },
  );
}

for (const scenario of scenarios) {
  for (let round = 1; round <= ROUNDS; round++) {
    describe(`${scenario.title} (${FIELD_COUNT} fields) ${ROUND_MARK}${round}`, () => {
      const order = round % 2 === 1 ? scenario.candidates : [...scenario.candidates].reverse();
      for (const name of order) benchCandidate(scenario, name);
    });
  }
}
