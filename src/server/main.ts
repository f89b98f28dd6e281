import { readConfig } from './config';
import { GRAPHQL_PATH } from './app';
import { DataFolderInUse } from './db/data-folder-lock';
import { formatServerLog, stderrSink } from './logs/server-log';
import { DEMO_PASSWORD, demoAgents } from './seed/demo-agents';
import { demoApprovers } from './seed/demo-approvers';
import { startServer } from './start-server';

// Node's own report of an uncaught error would print whatever the error carries, customer data included.
function exitOnUncaught(kind: string) {
  return (error: unknown) => {
    stderrSink(formatServerLog(kind, error));
    process.exit(1);
  };
}
process.on('uncaughtException', exitOnUncaught('uncaught exception'));
process.on('unhandledRejection', exitOnUncaught('unhandled rejection'));

const config = readConfig();
const server = await startServer(config).catch((error: unknown) => {
  // Another process (a server, a command) holds the embedded database's folder: said as it is, no trace.
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(`The server did not start. ${error.message}`);
  process.exit(1);
});

const url = `http://localhost:${server.port}/`;
console.log(`Merchant onboarding is running at ${url}`);
console.log(`GraphQL endpoint: ${url.slice(0, -1)}${GRAPHQL_PATH} (POST)`);
if (config.allowArbitraryOperations) console.log('Development mode: any GraphQL document is run, not only the persisted operations.');
if (config.watchForms) console.log('Development mode: forms/ is released each time it changes and checks clean.');
console.log(`Database: ${server.databaseDescription}`);
console.log(`Document files: ${config.filesDir}`);
console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
// The agents sign in to the app; each desk's approver on that desk's sandbox page.
const demoSignIns = [...demoAgents, ...demoApprovers];
const emailWidth = Math.max(...demoSignIns.map((user) => user.email.length));
for (const user of demoSignIns) console.log(`  ${user.email.padEnd(emailWidth)}  ${user.role}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
