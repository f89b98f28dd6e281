// `npm run app:release -- <version> --update optional|forced`: publishes a build of the sales app in
// the configured database (DATABASE_URL, or the embedded database's folder). The update prompt then
// offers it to agents on an older build (optional), or blocks the app until they update (forced).
import { readConfig } from '../src/server/config';
import { openCommandDatabase } from '../src/server/db/open-configured';
import { parseAppReleaseArguments, publishAppRelease } from '../src/server/features/app-release/app-releases';

const request = parseAppReleaseArguments(process.argv.slice(2));
if ('problem' in request) {
  console.error(`app:release: nothing was published. ${request.problem}`);
  process.exit(1);
}

const database = await openCommandDatabase(readConfig(), 'npm run app:release');
try {
  const outcome = await publishAppRelease(database.db, request, new Date());
  if (outcome.published) console.log(`app:release: ${outcome.message}`);
  else {
    console.error(`app:release: nothing was published. ${outcome.message}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
