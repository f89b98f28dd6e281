import { Checkbox, Group, NumberInput, Radio, Select, Stack, Switch, Text, TextInput, Textarea, type SelectProps } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { memo, useEffect, useMemo, useReducer, useState } from 'react';
import { useController, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { DATE_DISPLAY_FORMAT } from '../../domain/typed-date';
import type { FieldDefinition, OptionItem } from '../definition';
import { fieldMaxLength } from '../field-limits';
import type { DomainWidgetRegistry } from './domain-widgets';
import { useFieldError } from './field-error';
import { useStepFormEnvironment } from './step-form-context';
import { TAP_TARGET_PX } from './tap-target';
import { TypedDateInput } from './typed-date-input';
import { useFieldRules, watchedPaths } from './use-field-rules';

interface FieldProps {
  field: FieldDefinition;
  /** The react-hook-form name: the bind path, or the item path inside a repeater. */
  name: string;
  itemPrefix?: string;
  domainWidgets: DomainWidgetRegistry;
}

const tappable = { input: { minHeight: TAP_TARGET_PX } };
const choicesWhileOpen = { keepMounted: false };

/**
 * Mantine's Select with its list of choices mounted only while it is open. Mantine keeps the list
 * mounted, hidden, by default: a step's Selects would each render every choice and position a hidden
 * dropdown at mount. Mantine learns the id of an opened list only after the list has mounted and
 * renamed itself (in effects that re-render nothing), so the Select is rendered once more before
 * the next frame, for the input to name the list it controls (aria-controls and aria-expanded).
 */
function ChoiceSelect(props: SelectProps) {
  const [opened, setOpened] = useState(false);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!opened) return;
    const frame = requestAnimationFrame(renderAgain);
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  return <Select {...props} comboboxProps={choicesWhileOpen} onDropdownOpen={() => setOpened(true)} onDropdownClose={() => setOpened(false)} />;
}

const optionData = (options: OptionItem[]) => options.map((o) => ({ value: String(o.value), label: o.label }));

/** Text-like widgets stay uncontrolled (register): a keystroke does not re-render anything. */
function TextField({ field, name, required, disabled }: FieldProps & { required: boolean; disabled: boolean }) {
  const { register } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  const common = {
    label: field.label,
    placeholder: field.placeholder,
    description: field.help,
    required,
    disabled,
    error,
    maxLength: fieldMaxLength(field),
    ...register(name),
  };
  if (field.widget === 'textarea') return <Textarea autosize minRows={2} styles={tappable} {...common} />;
  // A plain text input gets no type attribute (text is the default): React writes the type back to the
  // input after every change event, and that attribute write is measurable work per keystroke.
  const type = field.widget === 'email' ? 'email' : field.widget === 'phone' ? 'tel' : undefined;
  const inputMode = field.widget === 'email' ? 'email' : field.widget === 'phone' ? 'tel' : undefined;
  return (
    <TextInput
      type={type}
      inputMode={inputMode}
      autoCapitalize={field.upperCase ? 'characters' : undefined}
      styles={field.upperCase ? { input: { ...tappable.input, textTransform: 'uppercase' } } : tappable}
      {...common}
    />
  );
}

/** Choice, number and date widgets hold their value through a controller scoped to the one field. */
function ControlledField({ field, name, required, disabled, options, optionsLoading, optionsFailed }: FieldProps & {
  required: boolean;
  disabled: boolean;
  options: OptionItem[];
  optionsLoading: boolean;
  optionsFailed: boolean;
}) {
  const { control } = useFormContext<FieldValues>();
  const { field: input } = useController({ control, name });
  const error = useFieldError(name) ?? (optionsFailed ? 'Could not load the choices. Please try again.' : undefined);
  const base = { label: field.label, description: field.help, required, disabled, error };
  switch (field.widget) {
    case 'select': {
      const current = input.value === '' || input.value == null ? null : String(input.value);
      const data = optionData(options);
      const listed = current !== null && data.some((o) => o.value === current);
      // A value set by another widget (a verified GSTIN) stays choosable even when the list lacks it;
      // while the list loads, a saved value (a city's id) waits for its name rather than showing the id.
      if (current && !listed && !optionsLoading) data.push({ value: current, label: current });
      return (
        <ChoiceSelect
          {...base}
          styles={tappable}
          placeholder={optionsLoading ? 'Loading...' : field.placeholder}
          data={data}
          value={listed || !optionsLoading ? current : null}
          onChange={(value) => input.onChange(value ?? '')}
          onBlur={input.onBlur}
          searchable={options.length > 8}
          clearable={!required}
          // Tapping the chosen option again must not empty a required choice (a state filled from the pincode).
          allowDeselect={!required}
          nothingFoundMessage="No matching choice"
        />
      );
    }
    case 'radio':
      return (
        <Radio.Group {...base} value={input.value == null ? '' : String(input.value)} onChange={input.onChange}>
          <Group mt="xs">
            {options.map((o) => (
              <Radio key={String(o.value)} value={String(o.value)} label={o.label} onBlur={input.onBlur} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkboxGroup':
    case 'multiSelect':
      return (
        <Checkbox.Group {...base} value={Array.isArray(input.value) ? input.value.map(String) : []} onChange={input.onChange}>
          <Group mt="xs">
            {options.map((o) => (
              <Checkbox key={String(o.value)} value={String(o.value)} label={o.label} onBlur={input.onBlur} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'checkbox':
      return <Checkbox label={field.label} description={field.help} error={error} disabled={disabled} checked={input.value === true} onChange={(e) => input.onChange(e.currentTarget.checked)} onBlur={input.onBlur} />;
    case 'switch':
      return <Switch label={field.label} description={field.help} error={error} disabled={disabled} checked={input.value === true} onChange={(e) => input.onChange(e.currentTarget.checked)} onBlur={input.onBlur} />;
    case 'number':
    case 'money':
      return (
        <NumberInput
          {...base}
          styles={tappable}
          placeholder={field.placeholder}
          min={field.min}
          max={field.max}
          prefix={field.widget === 'money' ? '₹ ' : undefined}
          thousandSeparator={field.widget === 'money' ? ',' : undefined}
          thousandsGroupStyle={field.widget === 'money' ? 'lakh' : undefined}
          decimalScale={field.widget === 'money' ? 2 : undefined}
          value={input.value ?? ''}
          onChange={(value) => input.onChange(value)}
          onBlur={input.onBlur}
        />
      );
    case 'date':
      return (
        <TypedDateInput
          {...base}
          styles={tappable}
          placeholder={field.placeholder ?? DATE_DISPLAY_FORMAT}
          clearable={!required}
          value={input.value ? String(input.value) : null}
          onChange={(value) => input.onChange(value ? dayjs(value).format('YYYY-MM-DD') : '')}
          onBlur={input.onBlur}
        />
      );
    case 'dateTime':
      return (
        <DateTimePicker
          {...base}
          styles={tappable}
          placeholder={field.placeholder}
          valueFormat="DD, MMM YYYY hh:mm A"
          clearable={!required}
          value={input.value ? dayjs(String(input.value)).format('YYYY-MM-DD HH:mm:ss') : null}
          onChange={(value) => input.onChange(value ? dayjs(value).toISOString() : '')}
          onBlur={input.onBlur}
        />
      );
    default:
      return <Text c="red">Unknown widget {field.widget}</Text>;
  }
}

function DomainField({ field, name, required, disabled, domainWidgets, options, optionsLoading, optionsFailed }: FieldProps & {
  required: boolean;
  disabled: boolean;
  options: OptionItem[];
  optionsLoading: boolean;
  optionsFailed: boolean;
}) {
  const { control, setValue } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  const Widget = domainWidgets[field.widget];
  if (!Widget) return <Text c="red">Widget {field.widget} is not registered</Text>;
  return (
    <Widget
      field={field}
      name={name}
      control={control}
      setValue={setValue}
      required={required}
      disabled={disabled}
      error={error}
      options={options}
      optionsLoading={optionsLoading}
      optionsFailed={optionsFailed}
    />
  );
}

const TEXT_WIDGETS = new Set(['text', 'textarea', 'phone', 'email']);
const CONTROLLED_WIDGETS = new Set(['select', 'radio', 'checkboxGroup', 'multiSelect', 'checkbox', 'switch', 'number', 'money', 'date', 'dateTime']);

/**
 * One field of a definition: hidden fields render nothing and keep no value in the submission.
 * Memoised: a field re-renders for its own value, error and rules, not because the form around it did.
 */
export const FieldRenderer = memo(function FieldRenderer(props: FieldProps) {
  const { rules } = useStepFormEnvironment();
  const watched = useMemo(() => watchedPaths(props.field, rules, props.itemPrefix), [props.field, rules, props.itemPrefix]);
  // Most fields read no other value. They do not subscribe to the form's values at all: every
  // subscription is called on every keystroke anywhere in the form, which adds up at 200 fields.
  return watched.length > 0 ? <WatchingField {...props} watched={watched} /> : <RuledField {...props} watched={watched} watchedValues={undefined} />;
});

/** A field whose conditions or option sources read other values: it re-renders when one of them changes. */
function WatchingField({ watched, ...props }: FieldProps & { watched: string[] }) {
  const { control } = useFormContext<FieldValues>();
  const watchedValues = useWatch({ control, name: watched }) as unknown[];
  return <RuledField {...props} watched={watched} watchedValues={watchedValues} />;
}

function RuledField({ watched, watchedValues, ...props }: FieldProps & { watched: string[]; watchedValues: readonly unknown[] | undefined }) {
  const rules = useFieldRules(props.field, watched, watchedValues, props.itemPrefix);
  // A hidden field's value stays in the form's values as loaded; nothing renders for it.
  if (!rules.visible || props.field.widget === 'hidden') return null;
  const shared = { ...props, required: rules.required, disabled: rules.disabled };
  return (
    <Stack gap={0} data-field={props.name}>
      {TEXT_WIDGETS.has(props.field.widget) ? (
        <TextField {...shared} />
      ) : CONTROLLED_WIDGETS.has(props.field.widget) ? (
        <ControlledField {...shared} options={rules.options} optionsLoading={rules.optionsLoading} optionsFailed={rules.optionsFailed} />
      ) : (
        <DomainField {...shared} options={rules.options} optionsLoading={rules.optionsLoading} optionsFailed={rules.optionsFailed} />
      )}
    </Stack>
  );
}
