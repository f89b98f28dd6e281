/** The two forms measured against each other. */
export type Candidate = 'hand-written' | 'StepForm';

/** What a submit must have painted: every field's error (an empty step), or the saved step (a filled one). */
export type SubmitExpectation = 'errors' | 'saved';

/** What the benchmark page (page.tsx) offers the driver (run.ts) as `window.bench`. */
export interface BenchPage {
  /** Mounts the candidate, empty or filled; resolves with the time to the first frame painted after it. */
  mount(candidate: Candidate, filled: boolean): Promise<number>;
  unmount(): Promise<void>;
  focusTypedField(): void;
  /** Resolves with the timings of the next `count` keystrokes, once each has been painted. */
  keySamples(count: number): Promise<{ handler: number; toPaint: number }[]>;
  /** Arms the timing of the next click, a submit. */
  expectSubmit(expectation: SubmitExpectation): void;
  /** The armed submit's time from the click to the frame that shows its outcome. */
  submitTime(): Promise<number>;
  /** Brings the submit button into view and gives its centre, for a real click. */
  submitButtonBox(): { x: number; y: number };
}

declare global {
  interface Window {
    bench: BenchPage;
  }
}
