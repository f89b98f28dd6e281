import { LATEST_RELEASE_CHECK_MS, releaseForms } from '../../src/server/forms/form-releases';
import { loadServerForms, type ServerForms } from '../../src/server/forms/server-forms';
import type { Harness } from './harness';

let releases = 0;

/**
 * forms/ as a product owner edited it, released: each flow gets a configVersion of its own, and the
 * harness's clock moves on until its server has seen the release. Onboardings started before keep theirs.
 */
export async function releaseEdited(harness: Harness, edit: (forms: ServerForms) => void): Promise<number> {
  const forms = loadServerForms();
  edit(forms);
  releases += 1;
  for (const flow of Object.values(forms.flows)) flow.configVersion = `${flow.configVersion}-edited.${releases}`;
  const outcome = await releaseForms(harness.database.db, forms);
  harness.clock.set(new Date(harness.clock.now.getTime() + LATEST_RELEASE_CHECK_MS));
  return outcome.version;
}

export const EMAIL_REQUIRED = 'Please enter the e-mail.';

/** Business Details as a product owner edits it to ask for the contact's e-mail. */
export function emailRequired(forms: ServerForms): void {
  const business = forms.steps.get('BusinessDetails');
  if (!business) throw new Error('no BusinessDetails definition');
  const sections = business.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => ('bind' in field && field.bind === 'input.email' ? { ...field, required: true, requiredMessage: EMAIL_REQUIRED } : field)),
  }));
  (forms.steps as Map<string, typeof business>).set('BusinessDetails', { ...business, sections });
}
