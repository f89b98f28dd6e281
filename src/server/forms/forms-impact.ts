import { isDeepStrictEqual } from 'node:util';
import { formItems, isRepeater, type FieldDefinition, type StepDefinition } from '../../engine/definition';
import type { ServerForms } from './server-forms';

/** A field as the report names it: by its label, inside its repeater's label where it has one. */
interface NamedField {
  name: string;
  field: FieldDefinition;
}

function fieldsOf(step: StepDefinition): Map<string, NamedField> {
  const fields = new Map<string, NamedField>();
  for (const section of step.sections) {
    for (const item of formItems(section)) {
      if (isRepeater(item)) {
        for (const field of item.fields) fields.set(`${item.bind}[].${field.bind}`, { name: `${item.label}: ${field.label}`, field });
      } else {
        fields.set(item.bind, { name: item.label, field: item });
      }
    }
  }
  return fields;
}

const quoted = (text: string) => `'${text}'`;
const list = (names: readonly string[]) => names.map(quoted).join(', ');

function fieldChanges(name: string, before: FieldDefinition, after: FieldDefinition): string[] {
  const changes: string[] = [];
  if (!before.required && after.required) changes.push(`${quoted(name)} is now required.`);
  if (before.required && !after.required) changes.push(`${quoted(name)} is no longer required.`);
  if (!isDeepStrictEqual(before.requiredWhen, after.requiredWhen)) {
    changes.push(after.requiredWhen ? `${quoted(name)} is required in other onboardings than before.` : `${quoted(name)} is no longer required in some onboardings.`);
  }
  const added = (after.validate ?? []).filter((check) => !(before.validate ?? []).includes(check));
  const dropped = (before.validate ?? []).filter((check) => !(after.validate ?? []).includes(check));
  if (added.length) changes.push(`${quoted(name)} is now checked as ${list(added)}.`);
  if (dropped.length) changes.push(`${quoted(name)} is no longer checked as ${list(dropped)}.`);
  if (before.maxLength !== after.maxLength && after.maxLength !== undefined) changes.push(`${quoted(name)} now takes at most ${after.maxLength} characters${before.maxLength === undefined ? '' : ` (was ${before.maxLength})`}.`);
  if (!isDeepStrictEqual(before.options, after.options)) changes.push(`${quoted(name)} offers other choices.`);
  if (!isDeepStrictEqual(before.visibleWhen, after.visibleWhen)) changes.push(`${quoted(name)} shows in other onboardings than before.`);
  return changes;
}

function stepChanges(before: StepDefinition, after: StepDefinition): string[] {
  const changes: string[] = [];
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  for (const [bind, { name, field }] of now) {
    const earlier = old.get(bind);
    if (!earlier) changes.push(`${quoted(name)} is added${field.required ? ', required' : field.requiredWhen ? ', required in some onboardings' : ''}.`);
    else changes.push(...fieldChanges(name, earlier.field, field));
  }
  for (const [bind, { name }] of old) if (!now.has(bind)) changes.push(`${quoted(name)} is removed.`);
  if (!isDeepStrictEqual(before.completeWhen, after.completeWhen)) changes.push('What makes the step complete has changed.');
  if (!isDeepStrictEqual(before.appliesWhen, after.appliesWhen)) changes.push('The onboardings the step is part of have changed.');
  if (before.status !== 'draft' && after.status === 'draft') changes.push('It is now a draft: agents cannot save it.');
  if (before.status === 'draft' && after.status !== 'draft') changes.push('It is ready: agents can save it.');
  return changes;
}

const FLOW_NAMES = { STANDARD: 'The standard journey', MINI: 'The mini journey' } as const;

function flowChanges(before: ServerForms, after: ServerForms): string[] {
  const changes: string[] = [];
  for (const flow of ['STANDARD', 'MINI'] as const) {
    const old = before.flows[flow].steps;
    const now = after.flows[flow].steps;
    const labelOf = (type: string) => quoted(now.find((s) => s.type === type)?.label ?? old.find((s) => s.type === type)?.label ?? type);
    for (const step of now) if (!old.some((s) => s.type === step.type)) changes.push(`${FLOW_NAMES[flow]}: ${labelOf(step.type)} is added as step ${now.indexOf(step) + 1}.`);
    for (const step of old) if (!now.some((s) => s.type === step.type)) changes.push(`${FLOW_NAMES[flow]}: ${labelOf(step.type)} is left out.`);
    // The order of the steps both have: a step whose place among them changed has moved.
    const kept = now.filter((s) => old.some((o) => o.type === s.type)).map((s) => s.type);
    const keptBefore = old.filter((s) => kept.includes(s.type)).map((s) => s.type);
    kept.forEach((type, index) => {
      const was = keptBefore.indexOf(type);
      if (was !== index) changes.push(`${FLOW_NAMES[flow]}: ${labelOf(type)} moves from step ${old.findIndex((s) => s.type === type) + 1} to step ${now.findIndex((s) => s.type === type) + 1}.`);
    });
    for (const step of now) {
      const earlier = old.find((s) => s.type === step.type);
      if (earlier && earlier.skippable !== step.skippable) changes.push(`${FLOW_NAMES[flow]}: ${labelOf(step.type)} ${step.skippable ? 'can now be skipped' : 'can no longer be skipped'}.`);
    }
    const move = after.flows[flow].moveEarlier;
    if (!isDeepStrictEqual(before.flows[flow].moveEarlier, move)) {
      changes.push(
        !move
          ? `${FLOW_NAMES[flow]}: onboardings of earlier releases keep theirs; npm run forms:move moves none.`
          : move.notPast
            ? `${FLOW_NAMES[flow]}: npm run forms:move moves onboardings of earlier releases whose ${labelOf(move.notPast)} step is not complete yet.`
            : `${FLOW_NAMES[flow]}: npm run forms:move moves every onboarding of an earlier release.`,
      );
    }
  }
  return changes;
}

/** What a release of `after` would change for agents against `before`, in words a product owner reads. */
export function formsChanges(before: ServerForms, after: ServerForms): string[] {
  const changes = flowChanges(before, after);
  // Steps in the order an agent meets them; definitions no flow lists come last.
  const journeyOrder = [...after.flows.STANDARD.steps, ...after.flows.MINI.steps].map((step) => step.type);
  const place = (type: string) => (journeyOrder.includes(type) ? journeyOrder.indexOf(type) : journeyOrder.length);
  const steps = [...after.steps].sort(([a], [b]) => place(a) - place(b));
  for (const [type, step] of steps) {
    const earlier = before.steps.get(type);
    if (!earlier) changes.push(`${quoted(step.title)} is a new step definition.`);
    else changes.push(...stepChanges(earlier, step).map((change) => `${step.title}: ${change}`));
  }
  for (const [type, step] of before.steps) if (!after.steps.has(type)) changes.push(`${quoted(step.title)} has no definition any more.`);
  return changes;
}
