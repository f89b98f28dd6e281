// `npm run forms:impact`: what releasing the working forms/ would change, against the latest release
// in the configured database, in words a product owner reads; how many onboardings in flight keep
// each release; and, rehearsed in a transaction that is rolled back, which of them a move would
// take to it and what they would be asked again.
import { readConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/open-configured';
import { latestRelease } from '../src/server/forms/form-releases';
import { formsChanges } from '../src/server/forms/forms-impact';
import { onboardingsInFlightByRelease } from '../src/server/forms/onboardings-in-flight';
import { loadServerForms } from '../src/server/forms/server-forms';

const database = await openCommandDatabase(readConfig(), 'npm run forms:impact');
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
        ? `Onboardings in flight: ${counts.join(', ')}. Each keeps its release until npm run forms:move moves it, as the latest release's flows say (moveEarlier).`
        : 'No onboarding is in flight.',
    );
    if (changes.length && counts.length) {
      // The server and its resolvers are loaded only for a rehearsal: a few seconds of the command's
      // start that the common answers (nothing changes, nothing in flight) do without.
      const [{ createServerApp }, { rehearseMove, reopenedSummary }] = await Promise.all([import('../src/server/app'), import('../src/server/forms/move-onboardings')]);
      const forms = loadServerForms();
      const rehearsed = await rehearseMove(database.db, await createServerApp({ db: database.db }), forms, () => new Date());
      const moved = rehearsed.moved.length;
      console.log(`Released and moved now, ${moved} onboarding${moved === 1 ? '' : 's'} would move to it and ${rehearsed.kept} would keep theirs.`);
      const reopened = reopenedSummary(rehearsed, forms);
      if (reopened.length) console.log('They would be asked again, as the new rules refuse their stored values:');
      for (const line of reopened) console.log(`  - ${line}`);
    }
  }
} finally {
  await database.close();
}
