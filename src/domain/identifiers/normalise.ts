/** Identifiers are typed on phones: trim and upper-case before checking or storing. */
export function normaliseIdentifier(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The normalised identifier, or null when it is longer than `maxLength` characters. The length is
 * checked before the value is upper-cased or any pattern runs, so the size of what a client sends
 * never decides how long a check takes.
 */
export function boundedIdentifier(raw: string, maxLength: number): string | null {
  const trimmed = raw.trim();
  return trimmed.length > maxLength ? null : trimmed.toUpperCase();
}
