// `npm start`: install if needed, build the app if stale, then serve it and the API on the embedded database.
import { ensureBuild, ensureDependencies, run } from './prepare.mjs';

ensureDependencies();
ensureBuild();
process.exit(run(process.execPath, ['--import', 'tsx', 'src/server/main.ts']));
