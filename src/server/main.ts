import { createServer } from 'node:http';
import { readConfig } from './config';
import { createServerApp, GRAPHQL_PATH } from './app';
import { openConfiguredDatabase } from './db/open-configured';
import { localFolderStorage } from './files/file-storage';
import { watchForms } from './forms/forms-watch';
import { createSandboxRegistry } from './sandbox/sandbox-registry';
import { formatServerLog, stderrSink } from './logs/server-log';
import { DEMO_PASSWORD, demoAgents } from './seed/demo-agents';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { seedSupportContent } from './seed/support-content';

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
const database = await openConfiguredDatabase(config);
// Servers starting together on one database seed it once: the first finds it empty.
await database.exclusively(async () => {
  if (await isDatabaseEmpty(database.db)) {
    const summary = await seedDatabase(database.db);
    console.log(`Seeded an empty database: ${summary.leads} leads, ${summary.mccCodes} MCC codes, ${summary.cities} cities.`);
  } else {
    // Content added by later versions reaches a database seeded before it existed.
    await seedSupportContent(database.db);
  }
});
const app = await createServerApp({
  db: database.db,
  staticDir: config.staticDir,
  jwtSecret: config.jwtSecret,
  trustProxy: config.trustProxy,
  sandboxOutbox: config.sandboxOutbox,
  sandboxPricingApprover: config.sandboxPricingApprover,
  registries: createSandboxRegistry({ holdDir: config.sandboxRegistryHoldDir }),
  files: localFolderStorage(config.filesDir),
  log: stderrSink,
  allowArbitraryOperations: config.allowArbitraryOperations,
});
const server = createServer(app.handle);
const formsWatch = config.watchForms ? watchForms(database.db, (line) => console.log(line)) : null;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}/`;
  console.log(`Merchant onboarding is running at ${url}`);
  console.log(`GraphQL endpoint: ${url.slice(0, -1)}${GRAPHQL_PATH} (POST)`);
  if (config.allowArbitraryOperations) console.log('Development mode: any GraphQL document is run, not only the persisted operations.');
  if (formsWatch) console.log('Development mode: forms/ is released each time it changes and checks clean.');
  console.log(`Database: ${database.description}`);
  console.log(`Document files: ${config.filesDir}`);
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const agent of demoAgents) console.log(`  ${agent.email.padEnd(28)} ${agent.role}`);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  formsWatch?.close();
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
