import { get, useFormState, type Control, type FieldValues } from 'react-hook-form';

/** The field's own error message; subscribing by name keeps other fields' errors from re-rendering it. */
export function useFieldError(control: Control<FieldValues>, name: string): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}
