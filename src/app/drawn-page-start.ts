import { ACCESS_TOKEN_COOKIE } from '../domain/session-rules';
import { APP_FILES_TEMPLATE_ID, DRAWN_HOME_PATH, TAKEN_OVER_EVENT } from '../domain/drawn-page';

// The only script of a page that arrives drawn: the login page (drawn at build time) and Home (drawn
// by the server with the agent's data). The page can be read, and the login form typed into, as it
// arrives, so the app, whose start is a few hundred milliseconds of work on a slow phone, starts when
// the agent first touches the page rather than while it paints; its files are fetched once the page
// has been painted, so that the start is only that work.
//
// What the agent does before the app has taken the page over is done once it has: a Sign-in is
// held, shown busy and sent; a tap on Home (a tab, a card's button, a link) is held and made again on
// the same element, which the app has taken over rather than drawn again; what was typed or chosen
// is told to the app. The drawn Sign-in, disabled
// until this script runs, is enabled here. An agent at /login who is signed in already starts the app
// at once: it sends them on.

const STARTING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const template = document.getElementById(APP_FILES_TEMPLATE_ID);
const appFiles = template instanceof HTMLTemplateElement ? template.content : null;
let fetched = false;
let started = false;
let takenOver = false;
let heldSubmit: HTMLFormElement | null = null;
let heldClick: HTMLElement | null = null;

function fetchAppFiles(): void {
  if (fetched || !appFiles) return;
  fetched = true;
  const urls = [...appFiles.querySelectorAll('script')].map((script) => script.src);
  urls.push(...[...appFiles.querySelectorAll('link')].map((link) => link.href));
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}

function startApp(): void {
  if (started || !appFiles) return;
  started = true;
  for (const type of STARTING_EVENTS) removeEventListener(type, startApp, true);
  fetchAppFiles();
  // A script element made here, not a clone of the template's: a script the parser made keeps, in
  // some browsers, the mark that stops it from running again.
  for (const drawn of appFiles.querySelectorAll('script')) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = drawn.src;
    document.head.append(script);
  }
}

function submitButton(form: HTMLFormElement): HTMLButtonElement | null {
  return form.querySelector('button[type="submit"]');
}

addEventListener(
  'submit',
  (event) => {
    if (takenOver || !(event.target instanceof HTMLFormElement)) return;
    // The app does not see it (its listeners are on the root), and sends it again once it can.
    event.preventDefault();
    event.stopPropagation();
    heldSubmit = event.target;
    const button = submitButton(heldSubmit);
    if (button) {
      button.disabled = true;
      button.setAttribute('data-loading', 'true');
    }
    startApp();
  },
  true,
);

// A click on the drawn page does nothing until the app has its listeners, and a link's would load
// the next page whole: the last one is held and made again.
addEventListener(
  'click',
  (event) => {
    if (takenOver || !event.isTrusted || !(event.target instanceof Element)) return;
    // A form's submit button is the submit listener's.
    if (event.target.closest('form button[type="submit"]')) return;
    const target = event.target.closest<HTMLElement>('a[href], button, [role="tab"], [role="button"], input, label');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = target;
    startApp();
  },
  true,
);

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * What the agent typed or chose on the drawn page before the app had its listeners, told to the app
 * now as if just done. React notices a change against the value it last saw: the field is set back to
 * what was drawn through its own property, which React watches, then to what was typed through the
 * element's, which it does not.
 */
function tellTypedValues(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of document.querySelectorAll('select')) {
    const drawn = Math.max(0, [...select.options].findIndex((option) => option.defaultSelected));
    if (select.selectedIndex !== drawn) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

document.addEventListener(
  TAKEN_OVER_EVENT,
  () => {
    takenOver = true;
    tellTypedValues();
    if (heldClick?.isConnected) heldClick.click();
    heldClick = null;
    if (!heldSubmit) return;
    // Undone before the app renders the button again: React keeps no record of these.
    const button = submitButton(heldSubmit);
    if (button) {
      button.disabled = false;
      button.removeAttribute('data-loading');
    }
    heldSubmit.requestSubmit();
  },
  { once: true },
);

// Enabled as the app's first render will (LoginScreen): React does not patch attributes it takes over.
for (const form of document.forms) {
  const button = submitButton(form);
  if (!button) continue;
  button.disabled = false;
  button.removeAttribute('data-disabled');
}

const signedIn = document.cookie.split('; ').some((part) => part.startsWith(`${ACCESS_TOKEN_COOKIE}=`));
// The page can be typed into before this script runs; a field the agent is in has been touched.
const touched = document.activeElement?.matches('input, textarea, select') ?? false;
if ((signedIn && location.pathname !== DRAWN_HOME_PATH) || touched) {
  startApp();
} else {
  for (const type of STARTING_EVENTS) addEventListener(type, startApp, { capture: true, passive: true });
  // Once the page has been painted: a task queued from an animation frame runs after that frame.
  requestAnimationFrame(() => setTimeout(fetchAppFiles));
}
