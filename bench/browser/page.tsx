import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { StepForm } from '../../src/engine/render/step-form';
import type { StepFormEnvironment } from '../../src/engine/render/step-form-context';
import { theme } from '../../src/app/theme';
import { definition, FIELD_COUNT, HandWrittenForm, TYPED_FIELD, valuesFor } from './forms';
import type { BenchPage, Candidate, SubmitExpectation } from './protocol';

// The page the browser benchmark drives (bench/browser/run.ts): it mounts one candidate at a time
// and times, inside the page, what the driver's real input events set off.

const environment: StepFormEnvironment = { context: {}, rules: {}, enums: { values: () => [] }, loadOptions: async () => [] };

let submits = 0;
/** "The server" answers at once, so that a submit's time is the form's own. */
const answer = async () => {
  submits++;
};

const element = document.getElementById('root')!;
let root: Root | null = null;

function form(candidate: Candidate, filled: boolean) {
  if (candidate === 'hand-written') return <HandWrittenForm filled={filled} onSubmit={answer} />;
  return (
    <StepForm
      definition={definition}
      environment={environment}
      loadedValues={filled ? valuesFor(true) : undefined}
      domainWidgets={{}}
      onSubmit={async () => {
        await answer();
        return { ok: true };
      }}
    />
  );
}

/** Resolves with the time from `start` to the first frame painted once `done()` holds (checked before each frame). */
function paintedWhen(done: () => boolean, start: number): Promise<number> {
  return new Promise((resolve) => {
    const frame = () => {
      // A task queued from a frame callback runs after that frame is painted.
      if (done()) setTimeout(() => resolve(performance.now() - start));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const invalidCount = () => element.querySelectorAll('[aria-invalid="true"]').length;
const submitButton = () => element.querySelector('button[type="submit"]');

// One keystroke: the time the input event's handlers take (from the first listener to the last,
// with the promises they start), and the time from the key going down to the next painted frame.
const keySamples: { handler: number; toPaint: number }[] = [];
let keyDown: number | null = null;
let inputStart = 0;
window.addEventListener('keydown', (event) => void (keyDown = event.timeStamp), { capture: true });
window.addEventListener('input', () => void (inputStart = performance.now()), { capture: true });
window.addEventListener('input', () => {
  const handler = performance.now() - inputStart;
  const start = keyDown;
  if (start === null) return;
  keyDown = null;
  void paintedWhen(() => true, start).then((toPaint) => keySamples.push({ handler, toPaint }));
});

let submitTiming: Promise<number> | null = null;

const page: BenchPage = {
  async mount(candidate, filled) {
    const start = performance.now();
    root = createRoot(element);
    flushSync(() => root!.render(<MantineProvider theme={theme}><DatesProvider settings={{ locale: 'en' }}>{form(candidate, filled)}</DatesProvider></MantineProvider>));
    const time = await paintedWhen(() => true, start);
    const count = element.querySelectorAll('form label').length;
    if (count !== FIELD_COUNT) throw new Error(`${candidate} rendered ${count} fields, not ${FIELD_COUNT}`);
    return time;
  },
  async unmount() {
    flushSync(() => root?.unmount());
    root = null;
    keySamples.length = 0;
    await paintedWhen(() => true, 0);
  },
  focusTypedField() {
    element.querySelector<HTMLInputElement>(`input[name="${TYPED_FIELD}"]`)!.focus();
  },
  async keySamples(count) {
    while (keySamples.length < count) await paintedWhen(() => true, 0);
    return keySamples.splice(0, count);
  },
  expectSubmit(expectation: SubmitExpectation) {
    const before = submits;
    const done =
      expectation === 'errors'
        ? () => invalidCount() === FIELD_COUNT
        : () => submits === before + 1 && invalidCount() === 0 && !submitButton()?.hasAttribute('data-loading');
    submitTiming = new Promise((resolve) => {
      window.addEventListener('click', (event) => void paintedWhen(done, event.timeStamp).then(resolve), { capture: true, once: true });
    });
  },
  submitTime() {
    if (!submitTiming) throw new Error('no submit was expected');
    return submitTiming;
  },
  submitButtonBox() {
    const button = submitButton()!;
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  },
};

window.bench = page;
