import { readConfig } from '../config';
import { openCommandDatabase } from '../db/open-configured';
import { seedDatabase } from './seed';

const database = await openCommandDatabase(readConfig(), 'npm run db:seed');
const summary = await seedDatabase(database.db);
console.log(
  `Seeded ${database.description}: ${summary.agents} demo agents, ${summary.leads} new leads, ${summary.opportunities} new opportunities, ` +
    `${summary.states} states, ${summary.cities} cities, ${summary.mccCodes} MCC codes.`,
);
await database.close();
