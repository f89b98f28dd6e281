// `npm run forms:release`: checks forms/ against the contract, then releases it as the next version
// in the configured database (DATABASE_URL, or the embedded database's folder). Onboardings already
// started keep their release; new ones get this one.
import { checkForms } from '../src/engine/check-definitions';
import { readConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/open-configured';
import { releaseForms, UnchangedConfigVersion } from '../src/server/forms/form-releases';
import { readFormsBundle, readOperations } from '../src/server/forms/forms-on-disk';
import { loadServerForms } from '../src/server/forms/server-forms';
import { loadSchema } from '../src/server/schema-sdl';

const problems = checkForms(readFormsBundle(), loadSchema(), readOperations());
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (problems.length) {
  console.error(`forms:release: not released, forms:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}

const database = await openCommandDatabase(readConfig(), 'npm run forms:release');
try {
  const outcome = await releaseForms(database.db, loadServerForms());
  console.log(
    outcome.released
      ? `forms:release: forms/ is released as version ${outcome.version} in ${database.description}; onboardings started from now on use it.`
      : `forms:release: forms/ is what version ${outcome.version} holds already; nothing was released.`,
  );
} catch (error) {
  if (!(error instanceof UnchangedConfigVersion)) throw error;
  console.error(`forms:release: not released. ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
