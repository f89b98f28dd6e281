import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { FieldDefinition, StepDefinition } from '../../src/engine/definition';
import { DATE_DISPLAY_FORMAT } from '../../src/domain/typed-date';

// The 200-field step both candidates render (bench/README.md, "browser.ts"): ten sections of twenty
// required fields, mostly text, with a Select in every ten fields and a date in every forty, as a
// real step mixes them.

export const FIELD_COUNT = 200;
const SECTION_SIZE = 20;
/** The text field the keystrokes go to. */
export const TYPED_FIELD = 'input.f100';

type Kind = 'text' | 'select' | 'date';
interface BenchField {
  key: string;
  name: `input.${string}`;
  kind: Kind;
  label: string;
  message: string;
}

const kindOf = (i: number): Kind => (i % 40 === 7 ? 'date' : i % 10 === 5 ? 'select' : 'text');

export const fields: BenchField[] = Array.from({ length: FIELD_COUNT }, (_, i) => {
  const key = `f${String(i).padStart(3, '0')}`;
  const kind = kindOf(i);
  const label = `Field ${key}`;
  const message = kind === 'select' ? `Please choose field ${key}.` : `Please enter field ${key}.`;
  return { key, name: `input.${key}`, kind, label, message };
});

const CHOICES = ['Proprietorship', 'Partnership', 'Private limited', 'Public limited', 'Trust', 'Society'].map((label, i) => ({
  value: `c${i}`,
  label,
}));

const sections = Array.from({ length: FIELD_COUNT / SECTION_SIZE }, (_, s) => ({
  id: `s${s}`,
  title: `Section ${s + 1}`,
  fields: fields.slice(s * SECTION_SIZE, (s + 1) * SECTION_SIZE),
}));

/** The step as a definition, for StepForm. */
export const definition: StepDefinition = {
  step: 'Bench',
  title: 'Bench',
  submit: { operation: 'Bench' },
  sections: sections.map((section) => ({
    id: section.id,
    title: section.title,
    fields: section.fields.map(
      (field): FieldDefinition => ({
        bind: field.name,
        widget: field.kind,
        label: field.label,
        required: true,
        requiredMessage: field.message,
        ...(field.kind === 'select' ? { options: { static: CHOICES } } : {}),
      }),
    ),
  })),
};

type Values = { input: Record<string, string> };

const filledValue = (field: BenchField) => (field.kind === 'select' ? 'c2' : field.kind === 'date' ? '1990-08-15' : `filled ${field.key}`);

/** Every field empty, or every field holding a valid value (a step reopened with what was saved). */
export const valuesFor = (filled: boolean): Values => ({
  input: Object.fromEntries(fields.map((field) => [field.key, filled ? filledValue(field) : ''])),
});

/** A thumb-sized input, as the engine draws it. */
const tappable = { input: { minHeight: 44 } };

// The baseline: the same step written by hand, the way react-hook-form's documentation writes a
// form: register() for text, a Controller for a Select or a date, errors read from formState at the
// top, zodResolver over an equivalent schema (trimmed, required, the same messages).
const schema = z.object({
  input: z.object(Object.fromEntries(fields.map((field) => [field.key, field.kind === 'text' ? z.string().trim().min(1, field.message) : z.string().min(1, field.message)]))),
});

export function HandWrittenForm({ filled, onSubmit }: { filled: boolean; onSubmit(values: Values): Promise<void> }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesFor(filled), mode: 'onTouched' });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Bench">
      <Stack gap="lg">
        {sections.map((section) => (
          <Stack key={section.id} gap="sm" component="section" aria-label={section.title}>
            <Title order={3} size="h5">
              {section.title}
            </Title>
            {section.fields.map((field) => {
              const error = errors.input?.[field.key]?.message;
              if (field.kind === 'text') return <TextInput key={field.key} label={field.label} required error={error} styles={tappable} {...register(field.name)} />;
              return (
                <Controller
                  key={field.key}
                  control={control}
                  name={field.name}
                  render={({ field: input }) =>
                    field.kind === 'select' ? (
                      <Select
                        label={field.label}
                        required
                        error={error}
                        styles={tappable}
                        data={CHOICES}
                        value={input.value || null}
                        onChange={(value) => input.onChange(value ?? '')}
                        onBlur={input.onBlur}
                        allowDeselect={false}
                      />
                    ) : (
                      <DateInput
                        label={field.label}
                        required
                        error={error}
                        styles={tappable}
                        valueFormat={DATE_DISPLAY_FORMAT}
                        value={input.value || null}
                        onChange={(value) => input.onChange(value ?? '')}
                        onBlur={input.onBlur}
                      />
                    )
                  }
                />
              );
            })}
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
