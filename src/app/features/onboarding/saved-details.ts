import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '../../../domain/labels';
import type { ConditionScope } from '../../../engine/conditions';
import { formItems, isRepeater, type FieldDefinition, type StepDefinition } from '../../../engine/definition';
import { staticOptionItems } from '../../../engine/option-items';
import { getPath } from '../../../engine/paths';
import type { EnumCatalogue } from '../../../engine/render/step-form-context';

// What a step has saved, as the review shows it: each field's label and its value in words, from the
// step's own definition, so a product owner's change to a step changes its review too.

export interface SavedDetail {
  label: string;
  value: string;
}

export interface SavedGroup {
  label: string;
  /** One list of details per saved item of a repeater. */
  items: SavedDetail[][];
}

export type SavedEntry = SavedDetail | SavedGroup;

/** Labels of a query-sourced field's choices, found by the caller (the review loads them). */
export type QueriedLabels = (field: FieldDefinition, value: string, scope: ConditionScope) => string | undefined;

/** Widgets whose value is the ids of stored files: the review counts them. */
const FILE_WIDGETS: ReadonlySet<string> = new Set(['photoCapture', 'documentCapture']);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function optionLabel(field: FieldDefinition, value: unknown, scope: ConditionScope, enums: EnumCatalogue, queried: QueriedLabels): string {
  const options = staticOptionItems(field.options, scope, enums);
  if (options) return options.find((o) => String(o.value) === String(value))?.label ?? String(value);
  return queried(field, String(value), scope) ?? String(value);
}

/** A field's saved value in words, or null when it has none to show. */
export function displayValue(field: FieldDefinition, value: unknown, scope: ConditionScope, enums: EnumCatalogue, queried: QueriedLabels): string | null {
  if (field.widget === 'hidden' || field.sent === false || isEmpty(value)) return null;
  if (FILE_WIDGETS.has(field.widget) && Array.isArray(value)) return value.length === 1 ? '1 file' : `${value.length} files`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.widget === 'money' && typeof value === 'number') return rupees.format(value);
  if (field.widget === 'date' && typeof value === 'string' && dayjs(value).isValid()) return dayjs(value).format(DATE_DISPLAY_FORMAT);
  if (Array.isArray(value)) return value.map((v) => optionLabel(field, v, scope, enums, queried)).join(', ');
  if (field.options) return optionLabel(field, value, scope, enums, queried);
  return typeof value === 'object' ? null : String(value);
}

/** The saved details of a step, in its definition's order: fields with a value, and repeaters with their items. */
export function savedDetails(
  definition: StepDefinition,
  values: unknown,
  environment: Pick<ConditionScope, 'context' | 'rules'> & { enums: EnumCatalogue },
  queried: QueriedLabels,
): SavedEntry[] {
  const scope: ConditionScope = { values, context: environment.context, rules: environment.rules };
  const entries: SavedEntry[] = [];
  for (const section of definition.sections) {
    for (const item of formItems(section)) {
      if (isRepeater(item)) {
        const list = getPath(values, item.bind);
        if (!Array.isArray(list) || list.length === 0) continue;
        const items = list.map((entry: unknown) =>
          item.fields.flatMap((field) => {
            const shown = displayValue(field, getPath(entry, field.bind.replace(/^item\./, '')), { ...scope, item: entry }, environment.enums, queried);
            return shown === null ? [] : [{ label: field.label, value: shown }];
          }),
        );
        entries.push({ label: item.label, items });
        continue;
      }
      const shown = displayValue(item, getPath(values, item.bind), scope, environment.enums, queried);
      if (shown !== null) entries.push({ label: item.label, value: shown });
    }
  }
  return entries;
}
