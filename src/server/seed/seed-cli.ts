import { readConfig } from '../config';
import { openCommandDatabase } from '../db/open-configured';
import { localFolderStorage } from '../files/file-storage';
import { seedDatabase } from './seed';

const config = readConfig();
const database = await openCommandDatabase(config, 'npm run db:seed');
// The demo journeys' photos and purchase orders go where the server keeps document files (FILES_DIR).
const summary = await seedDatabase(database.db, { files: localFolderStorage(config.filesDir) });
console.log(
  `Seeded ${database.description}: ${summary.agents} demo agents, ${summary.leads} new leads, ${summary.opportunities} new opportunities, ` +
    `${summary.states} states, ${summary.cities} cities, ${summary.mccCodes} MCC codes.`,
);
await database.close();
