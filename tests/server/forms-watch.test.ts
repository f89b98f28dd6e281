import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StepDefinition } from '../../src/engine/definition';
import { latestRelease } from '../../src/server/forms/form-releases';
import { formsDir } from '../../src/server/forms/forms-on-disk';
import { watchForms, type FormsWatch } from '../../src/server/forms/forms-watch';
import { readWorkingCopy } from '../../src/server/forms/working-copy';
import { startHarness, type Harness } from './harness';

// In development the server releases forms/ when a file changes, without a restart. The watch runs
// on a copy of forms/, so that the test edits files as a product owner would without touching the project's.

let harness: Harness;
let root: string;
let watching: FormsWatch;
const lines: string[] = [];
const waiting: { pattern: RegExp; seen: () => void }[] = [];

function log(line: string) {
  lines.push(line);
  for (const waiter of waiting.filter((w) => w.pattern.test(line))) {
    waiting.splice(waiting.indexOf(waiter), 1);
    waiter.seen();
  }
}

/** Resolves with the first line logged from now on that matches. */
function logged(pattern: RegExp): Promise<string> {
  const from = lines.length;
  return new Promise((resolve) => waiting.push({ pattern, seen: () => resolve(lines.slice(from).find((line) => pattern.test(line)) ?? '') }));
}

beforeAll(async () => {
  harness = await startHarness();
  root = mkdtempSync(join(tmpdir(), 'forms-'));
  cpSync(formsDir, root, { recursive: true });
  watching = watchForms(harness.database.db, log, root);
});
afterAll(async () => {
  watching.close();
  rmSync(root, { recursive: true, force: true });
  await harness.close();
});

const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};

const emailField = (step: StepDefinition | undefined) => step?.sections.flatMap((section) => section.fields).find((field) => 'bind' in field && field.bind === 'input.email');

function requireEmail(json: Record<string, unknown>) {
  for (const field of (json as unknown as StepDefinition).sections.flatMap((section) => section.fields)) {
    if ('bind' in field && field.bind === 'input.email') Object.assign(field, { required: true, requiredMessage: 'Please enter the e-mail.' });
  }
}

test('an edit with new configVersions is released at once; one without is shown in the preview only, and the log says how to release it', { timeout: 60_000 }, async () => {
  expect((await latestRelease(harness.database.db))?.version).toBe(1);
  const released = logged(/released as version 2/);
  edit('steps/BusinessDetails.json', requireEmail);
  edit('flows/standard.json', (flow) => (flow.configVersion = 'watch.2'));
  edit('flows/mini.json', (flow) => (flow.configVersion = 'watch.2-mini'));
  expect(await released).toBe('forms/ changed: released as version 2. New onboardings start with it.');
  const latest = await latestRelease(harness.database.db);
  expect(latest?.version).toBe(2);
  expect(emailField(latest?.forms.steps.get('BusinessDetails'))).toMatchObject({ required: true });

  const refused = logged(/configVersion/);
  edit('steps/BusinessDetails.json', (json) => (json.title = 'Business Details (edited)'));
  expect(await refused).toMatch(/^forms\/ changed: Release 2 has the (STANDARD|MINI) flow's configVersion \S+ already: give the flow a new one in forms\/flows\. Until then the forms preview shows the change, and new onboardings keep the latest release\.$/);
  await watching.settled();
  expect((await latestRelease(harness.database.db))?.version).toBe(2);
});

test('a file that breaks the check is not released, and the check names it', { timeout: 60_000 }, async () => {
  const refused = logged(/problem/);
  writeFileSync(join(root, 'steps/BankAccount.json'), '{ "step": "BankAccount", ');
  expect(await refused).toBe('forms/ changed: forms:check finds 1 problem, so it is not released. The forms preview lists them.');
  expect(readWorkingCopy(root).problems).toEqual([{ file: 'forms/steps/BankAccount.json', message: expect.stringMatching(/JSON/) as string }]);
  expect((await latestRelease(harness.database.db))?.version).toBe(2);
});
