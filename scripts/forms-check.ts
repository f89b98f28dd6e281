// `npm run forms:check`: every definition, flow and rule table in forms/, checked against the contract.
import { readWorkingCopy } from '../src/server/forms/working-copy';

const { bundle, problems } = readWorkingCopy();
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (!bundle || problems.length) {
  console.error(`forms:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`forms:check: ${bundle.steps.length} step definitions, ${bundle.flows.length} flows and ${bundle.rules.length} rule tables are consistent with the contract.`);
