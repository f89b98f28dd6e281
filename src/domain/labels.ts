/** A readable label for an enum code: 'OPEN_NOT_CONTACTED' -> 'Open not contacted'. */
export function codeLabel(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Dates as the spec shows them: DD MMM, YYYY. */
export const DATE_DISPLAY_FORMAT = 'DD MMM, YYYY';
/** Date-times as the spec shows them: DD, MMM YYYY HH:mm A. */
export const DATE_TIME_DISPLAY_FORMAT = 'DD, MMM YYYY hh:mm A';
