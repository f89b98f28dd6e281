import type { ComponentType } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import type { FieldDefinition } from '../definition';

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
}

export type DomainWidgetRegistry = Readonly<Record<string, ComponentType<DomainWidgetProps>>>;
