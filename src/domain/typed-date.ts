import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How dates are shown in the app (spec section 9), and so the first way an agent types one. */
export const DATE_DISPLAY_FORMAT = 'DD MMM, YYYY';

// Indian agents write day before month: '05/08/1990' is the 5th of August. A browser's own Date parsing
// reads it as the 8th of May, and accepts half-typed text ('15 Aug, 19') as a date, so only whole
// dates in these shapes are taken, each read strictly.
const TYPED_FORMATS = [
  DATE_DISPLAY_FORMAT,
  'D MMM, YYYY',
  'DD MMM YYYY',
  'D MMM YYYY',
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
  'DD.MM.YYYY',
  'D.M.YYYY',
  'YYYY-MM-DD',
];

/** A month name typed in any case, as dayjs matches 'Aug' only. */
function capitaliseWords(text: string): string {
  return text.toLowerCase().replace(/[a-z]+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1));
}

/** A whole date an agent typed, as 'YYYY-MM-DD'; null while it is not yet (or never) a real calendar day. */
export function parseTypedDate(text: string): string | null {
  const typed = capitaliseWords(text.trim().replace(/\s+/g, ' '));
  if (typed === '') return null;
  const date = dayjs(typed, TYPED_FORMATS, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}
