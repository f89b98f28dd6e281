/** Identifiers are typed on phones: trim and upper-case before checking or storing. */
export function normaliseIdentifier(value: string): string {
  return value.trim().toUpperCase();
}
