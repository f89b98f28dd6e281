import { readConfig } from '../config';
import { openCommandDatabase } from './open-configured';

const database = await openCommandDatabase(readConfig(), 'npm run db:migrate');
console.log(`Migrated ${database.description}.`);
await database.close();
