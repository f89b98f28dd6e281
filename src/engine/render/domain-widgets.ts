import type { ComponentType } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import type { FieldDefinition, OptionItem } from '../definition';

/** What a domain widget (PAN lookup, MCC picker...) receives from the engine. */
export interface DomainWidgetProps {
  field: FieldDefinition;
  /** The react-hook-form name the widget writes to. */
  name: string;
  control: Control<FieldValues>;
  setValue: UseFormSetValue<FieldValues>;
  required: boolean;
  disabled: boolean;
  error: string | undefined;
  /** The choices of the field's `options` source (empty without one). */
  options: OptionItem[];
  /** The options query is running. */
  optionsLoading: boolean;
  /** The options query failed. */
  optionsFailed: boolean;
}

export type DomainWidgetRegistry = Readonly<Record<string, ComponentType<DomainWidgetProps>>>;
