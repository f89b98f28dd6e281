import { readConfig } from '../config';
import { openConfiguredDatabase } from './open-configured';

const database = await openConfiguredDatabase(readConfig());
console.log(`Migrated ${database.description}.`);
await database.close();
