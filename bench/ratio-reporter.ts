import type { BenchmarkResult, RunnerTask } from 'vitest';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

// Ends `npm run bench` with one line per scenario: StepForm's mean time per keystroke divided by
// the baseline's, both measured in the same run (bench/README.md says what the number means).

export const BASELINE = 'hand-written react-hook-form';
export const CANDIDATE = 'StepForm';
/** Suites are named '<scenario> · round <n>'; the rounds of a scenario are pooled. */
export const ROUND_MARK = '· round ';

/** Vitest keeps tinybench's statistics on the task's result, under `benchmark`. */
const statsOf = (task: RunnerTask) => (task.result as { benchmark?: BenchmarkResult } | undefined)?.benchmark;

/** Per scenario, per candidate: the statistics of each round. */
type Rounds = Map<string, Map<string, BenchmarkResult[]>>;

function collect(task: RunnerTask, rounds: Rounds) {
  if (task.type !== 'suite') return;
  const scenario = task.name.split(ROUND_MARK)[0]!.trim();
  for (const child of task.tasks) {
    const stats = statsOf(child);
    if (!child.meta.benchmark || stats?.mean === undefined) continue;
    const candidates = rounds.get(scenario) ?? new Map<string, BenchmarkResult[]>();
    rounds.set(scenario, candidates);
    candidates.set(child.name, [...(candidates.get(child.name) ?? []), stats]);
  }
  for (const child of task.tasks) collect(child, rounds);
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const micros = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

export default class RatioReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    const rounds: Rounds = new Map();
    for (const file of this.vitest?.state.getFiles() ?? []) collect(file, rounds);
    const lines: string[] = [];
    for (const [scenario, candidates] of rounds) {
      const stepForm = candidates.get(CANDIDATE);
      if (!stepForm) continue;
      const stepFormMean = average(stepForm.map((s) => s.mean));
      const compare = (name: string) => {
        const other = candidates.get(name);
        if (!other || other.length !== stepForm.length) return undefined;
        const perRound = stepForm.map((s, i) => s.mean / other[i]!.mean);
        return {
          ratio: stepFormMean / average(other.map((s) => s.mean)),
          mean: average(other.map((s) => s.mean)),
          range: `rounds ${Math.min(...perRound).toFixed(2)}-${Math.max(...perRound).toFixed(2)}x`,
        };
      };
      const baseline = compare(BASELINE);
      if (!baseline) continue;
      lines.push(
        `step-form keystroke cost, ${scenario}: ${baseline.ratio.toFixed(2)}x ${BASELINE} ` +
          `(StepForm ${micros(stepFormMean)}, baseline ${micros(baseline.mean)}; ${baseline.range})`,
      );
      for (const name of candidates.keys()) {
        if (name === BASELINE || name === CANDIDATE) continue;
        const other = compare(name);
        if (other) lines.push(`    for reference, ${other.ratio.toFixed(2)}x ${name} (${micros(other.mean)}; ${other.range})`);
      }
    }
    if (lines.length) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
