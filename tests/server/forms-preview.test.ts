import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  FormsPreviewDocument,
  LeadListDocument,
  MasterStateListDocument,
  SalesAppLatestVersionDocument,
  SsoLogoutInternalDocument,
} from '../../generated/graphql';
import type { StepDefinition } from '../../src/engine/definition';
import { readFormsBundle } from '../../src/server/forms/forms-on-disk';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { EMAIL_REQUIRED, emailRequired, releaseEdited } from './form-release';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

// The product owners' preview: only a product owner may open it, and a product owner may open
// nothing of the merchants' (the input guard's callers, src/server/input/callers.ts).

let harness: Harness;
let owner: string;
let agent: string;
beforeAll(async () => {
  harness = await startHarness();
  owner = (await signInAs(harness, demoAgent('EMP9001').email)).accessToken;
  agent = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());

const emailField = (steps: unknown[]) =>
  (steps as StepDefinition[])
    .find((step) => step.step === 'BusinessDetails')
    ?.sections.flatMap((section) => section.fields)
    .find((field) => 'bind' in field && field.bind === 'input.email');

test('a product owner sees the working copy of forms/ with its checker verdict, and each release as it was made', async () => {
  const working = dataOf(await send(harness, FormsPreviewDocument, { input: { source: 'working' } }, { token: owner })).formsPreview;
  const onDisk = readFormsBundle();
  expect(working.source).toBe('working');
  expect(working.steps).toHaveLength(onDisk.steps.length);
  expect(working.flows).toHaveLength(2);
  expect(Object.keys(working.rules as object)).toEqual(onDisk.rules.map((rule) => rule.name));
  expect(working.problems).toEqual([]);
  expect(working.sources[0]).toEqual({ source: 'working', label: 'Working copy of forms/' });
  expect(working.sources[1]?.label).toMatch(/^Release 1: MINI \S+, STANDARD \S+ \(\d{4}-\d{2}-\d{2}\)$/);

  const version = await releaseEdited(harness, emailRequired);
  const listed = dataOf(await send(harness, FormsPreviewDocument, { input: { source: 'working' } }, { token: owner })).formsPreview;
  expect(listed.sources.map((source) => source.source)).toEqual(['working', String(version), '1']);
  const released = dataOf(await send(harness, FormsPreviewDocument, { input: { source: String(version) } }, { token: owner })).formsPreview;
  expect(emailField(released.steps)).toMatchObject({ required: true, requiredMessage: EMAIL_REQUIRED });
  const first = dataOf(await send(harness, FormsPreviewDocument, { input: { source: '1' } }, { token: owner })).formsPreview;
  expect(emailField(first.steps)).not.toHaveProperty('required', true);
  expect(first.problems).toEqual([]);
});

test('a source naming no release, or neither a release nor the working copy, is refused naming the field', async () => {
  expect(onlyError(await send(harness, FormsPreviewDocument, { input: { source: '999' } }, { token: owner }))).toMatchObject({
    code: 'FORM_RELEASE_NOT_FOUND',
    field: 'input.source',
  });
  expect(onlyError(await send(harness, FormsPreviewDocument, { input: { source: 'latest' } }, { token: owner }))).toMatchObject({
    code: 'VALIDATION_ERROR',
    field: 'input.source',
    message: "Choose 'working' for the working copy, or a release by its number.",
  });
  expect(onlyError(await send(harness, FormsPreviewDocument, { input: { source: '1'.repeat(13) } }, { token: owner }))).toMatchObject({
    code: 'MOS-1001',
    field: 'input.source',
  });
});

test('an agent may not open the preview, and a product owner may open no merchant: both get MOS-2001', async () => {
  expectCatalogueError(await send(harness, FormsPreviewDocument, { input: { source: 'working' } }, { token: agent }), 'MOS-2001', 'User not authorised');
  expectCatalogueError(await send(harness, FormsPreviewDocument, { input: { source: 'working' } }, {}), 'UNAUTHORIZED_ERROR');
  expectCatalogueError(await send(harness, LeadListDocument, { input: { size: 5 } }, { token: owner }), 'MOS-2001', 'User not authorised');
  // What is nobody's merchant stays open to both: the app's version and the master lists.
  expect(dataOf(await send(harness, SalesAppLatestVersionDocument, { input: {} }, { token: owner })).salesAppLatestVersion.version).toBeTruthy();
  expect(dataOf(await send(harness, MasterStateListDocument, { input: { country: 'IN' } }, { token: owner })).masterStateList.states.length).toBeGreaterThan(20);
  expect(dataOf(await send(harness, SsoLogoutInternalDocument, { input: {} }, { token: owner })).ssoLogoutInternal.isLoggedOut).toBe(true);
});
