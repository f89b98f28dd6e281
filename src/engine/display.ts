import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from '../domain/labels';
import { formatRupees } from '../domain/rupees';
import { ruleOptions } from './conditions';
import type { DisplayDefinition } from './definition';
import { memberLabel, type RuleBook } from './rules';

/** The words for one value from a display part's labels: inline, or a rule table's options or set members. */
function labelOf(labels: DisplayDefinition['labels'], value: string, rules: RuleBook): string | undefined {
  if (!labels) return undefined;
  if (!('rule' in labels) || typeof labels.rule !== 'string') return (labels as Record<string, string>)[value];
  const table = rules[labels.rule];
  if (table?.kind === 'set') return Object.hasOwn(table.values, value) ? memberLabel(table.values[value]!) : undefined;
  return ruleOptions(labels.rule, { values: {}, context: {}, rules }).find((option) => String(option.value) === value)?.label;
}

/**
 * A record's value in the words a display part shows: its label, or the value in its format
 * (rupees; the spec's 'DD MMM, YYYY' dates). Null when there is nothing to show.
 */
export function displayText(part: Pick<DisplayDefinition, 'labels' | 'format'>, value: unknown, rules: RuleBook): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return labelOf(part.labels, String(value), rules) ?? (value ? 'Yes' : 'No');
  if (typeof value === 'object') return null;
  const text = String(value);
  const labelled = labelOf(part.labels, text, rules);
  if (labelled !== undefined) return labelled;
  if (part.format === 'money' && typeof value === 'number') return formatRupees(value);
  if ((part.format === 'date' || part.format === 'dateTime') && dayjs(text).isValid()) {
    return dayjs(text).format(part.format === 'date' ? DATE_DISPLAY_FORMAT : DATE_TIME_DISPLAY_FORMAT);
  }
  return text;
}
