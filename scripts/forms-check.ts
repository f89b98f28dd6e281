// `npm run forms:check`: every definition, flow and rule table in forms/, checked against the contract.
import { checkForms } from '../src/engine/check-definitions';
import { readFormsBundle, readOperations } from '../src/server/forms/forms-on-disk';
import { loadSchema } from '../src/server/schema-sdl';

const bundle = readFormsBundle();
const problems = checkForms(bundle, loadSchema(), readOperations());
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (problems.length) {
  console.error(`forms:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`forms:check: ${bundle.steps.length} step definitions, ${bundle.flows.length} flows and ${bundle.rules.length} rule tables are consistent with the contract.`);
