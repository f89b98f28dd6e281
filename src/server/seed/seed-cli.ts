import { readConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { seedDatabase } from './seed';

const database = await openConfiguredDatabase(readConfig());
const summary = await seedDatabase(database.db);
console.log(
  `Seeded ${database.description}: ${summary.agents} demo agents, ${summary.leads} new leads, ${summary.opportunities} new opportunities, ` +
    `${summary.states} states, ${summary.cities} cities, ${summary.mccCodes} MCC codes.`,
);
await database.close();
