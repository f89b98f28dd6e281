// `npm run forms:move`: moves the onboardings in flight on an earlier release of forms/ to the latest
// one, as that release's flows say (moveEarlier), in the configured database (DATABASE_URL, or the
// embedded database's folder); each move is logged, and the steps whose stored values the latest
// release refuses are asked again.
import { readConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/open-configured';

// The database first: while a server holds the embedded one, the command refuses before it loads the
// server's code, seconds of work for nothing.
const database = await openCommandDatabase(readConfig(), 'npm run forms:move');
const [{ createServerApp }, { latestRelease }, { moveOnboardings, reopenedSummary }] = await Promise.all([
  import('../src/server/app'),
  import('../src/server/forms/form-releases'),
  import('../src/server/forms/move-onboardings'),
]);
try {
  const app = await createServerApp({ db: database.db });
  const report = await moveOnboardings(database.db, app, () => new Date());
  const latest = await latestRelease(database.db);
  if (report.moved.length === 0 && report.kept === 0) {
    console.log(`forms:move: no onboarding in flight is on a release earlier than ${report.version}; nothing was moved.`);
  } else {
    const moved = report.moved.length;
    console.log(
      `forms:move: ${moved} onboarding${moved === 1 ? '' : 's'} moved to release ${report.version} in ${database.description}; ${report.kept} kept an earlier release (their flow does not move them, or they are past its step).`,
    );
    const reopened = latest ? reopenedSummary(report, latest.forms) : [];
    if (reopened.length) console.log('Asked again, as their stored values are refused:');
    for (const line of reopened) console.log(`  - ${line}`);
  }
} finally {
  await database.close();
}
