import { isValidatorName, validators, type Validator } from '../domain/validators';
import type { FieldDefinition } from './definition';

// A field's length limit and required message come from its definition when it gives them, and
// otherwise from the validators it names, so a rule of src/domain (the lead's limits, say) is
// written once and a definition only names it.

function namedValidators(field: FieldDefinition): Validator[] {
  return (field.validate ?? []).filter(isValidatorName).map((name) => validators[name]);
}

/** The longest value the field takes, if any. */
export function fieldMaxLength(field: FieldDefinition): number | undefined {
  if (field.maxLength !== undefined) return field.maxLength;
  const limits = namedValidators(field).flatMap((v) => (v.maxLength === undefined ? [] : [v.maxLength]));
  return limits.length ? Math.min(...limits) : undefined;
}

/** The message of an empty required field that its definition or a validator words, if any. */
export function fieldRequiredMessage(field: FieldDefinition): string | undefined {
  return field.requiredMessage ?? namedValidators(field).find((v) => v.requiredMessage)?.requiredMessage;
}
