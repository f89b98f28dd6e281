// `npm run forms:impact`: what releasing the working forms/ would change, against the latest release
// in the configured database, in words a product owner reads; and how many onboardings in flight
// keep each release (a release changes only the onboardings started after it).
import { readConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/open-configured';
import { latestRelease } from '../src/server/forms/form-releases';
import { formsChanges } from '../src/server/forms/forms-impact';
import { onboardingsInFlightByRelease } from '../src/server/forms/onboardings-in-flight';
import { loadServerForms } from '../src/server/forms/server-forms';

const database = await openConfiguredDatabase(readConfig());
try {
  const latest = await latestRelease(database.db);
  if (!latest) {
    console.log(`forms:impact: ${database.description} has no release yet; the first release (npm run forms:release) is forms/ as it is.`);
  } else {
    const changes = formsChanges(latest.forms, loadServerForms());
    console.log(changes.length ? `forms:impact: releasing forms/ would change, against release ${latest.version}:` : `forms:impact: forms/ is what release ${latest.version} holds; releasing it changes nothing.`);
    for (const change of changes) console.log(`  - ${change}`);
    const inFlight = await onboardingsInFlightByRelease(database.db);
    const counts = [...inFlight].map(([version, onboardings]) => `${onboardings} on release ${version}`);
    console.log(
      counts.length
        ? `Onboardings in flight: ${counts.join(', ')}. Each keeps its release; only onboardings started after a release use it.`
        : 'No onboarding is in flight.',
    );
  }
} finally {
  await database.close();
}
