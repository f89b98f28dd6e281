// `npm start`: install if needed, build the app if stale, then serve it and the API on the embedded database.
import { ensureBuild, ensureDependencies, runToEnd } from './prepare.mjs';

ensureDependencies();
ensureBuild();
process.exit(await runToEnd(process.execPath, ['--import', 'tsx', 'src/server/main.ts']));
