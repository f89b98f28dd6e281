import { operationCoverage } from '../src/server/graphql/resolver-map';
import { loadSchema } from '../src/server/schema-sdl';

const { implemented, missing } = operationCoverage(loadSchema());
console.log(`implemented ${implemented.length} of ${implemented.length + missing.length} operations`);
if (missing.length) {
  console.log('missing:');
  for (const name of missing) console.log(`  ${name}`);
}
