import { ACCESS_TOKEN_COOKIE } from '../domain/session-rules';
import { APP_FILES_TEMPLATE_ID, LOGIN_TAKEN_OVER_EVENT } from './routes/drawn-login';

// The drawn login page's only script. The form can be typed into as it arrives, so the app, whose
// start is a few hundred milliseconds of work on a slow phone, starts when the agent first touches
// the page rather than while it paints; its files are fetched once the form has been painted, so
// that the start is only that work. The drawn Sign-in, disabled until this script runs, is enabled here; one
// pressed before the app has taken the form over is held, shown busy, and sent once it has. An
// agent who is signed in already starts the app at once: it sends them on.

const STARTING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const template = document.getElementById(APP_FILES_TEMPLATE_ID);
const appFiles = template instanceof HTMLTemplateElement ? template.content : null;
let fetched = false;
let started = false;
let takenOver = false;
let heldSubmit: HTMLFormElement | null = null;

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

document.addEventListener(
  LOGIN_TAKEN_OVER_EVENT,
  () => {
    takenOver = true;
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

if (document.cookie.split('; ').some((part) => part.startsWith(`${ACCESS_TOKEN_COOKIE}=`))) {
  startApp();
} else {
  for (const type of STARTING_EVENTS) addEventListener(type, startApp, { capture: true, passive: true });
  // Once the form has been painted: a task queued from an animation frame runs after that frame.
  requestAnimationFrame(() => setTimeout(fetchAppFiles));
}
