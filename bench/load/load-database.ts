import type { DatabaseHandle } from '../../src/server/db/connection';
import { hashPassword } from '../../src/server/auth/passwords';
import { agents, leads } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-agents';
import { demoLeads } from '../../src/server/seed/demo-leads';
import { seedDatabase } from '../../src/server/seed/seed';

/** The agents of the load benchmark, each with leads of their own, beside the demo seed. */
export const LOAD_AGENTS = 50;
export const LEADS_PER_AGENT = 200;

export interface LoadAgent {
  employeeId: string;
  email: string;
}

export const loadAgents: readonly LoadAgent[] = Array.from({ length: LOAD_AGENTS }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { employeeId: `LOAD${n}`, email: `load.agent${n}@demo.example` };
});

/** Migrates and seeds the database as a server would, then adds the load agents and their leads. */
export async function prepareLoadDatabase(database: DatabaseHandle, now: Date): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { now });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db
    .insert(agents)
    .values(loadAgents.map((agent, i) => ({ ...agent, name: `Load Agent ${i + 1}`, passwordHash, userType: 'SalesAgent' as const, locationId: 'LOC-MUM-01' })));
  for (const [i, agent] of loadAgents.entries()) {
    await database.db.insert(leads).values(demoLeads(agent.employeeId, LEADS_PER_AGENT, false, now, 5000 + i));
  }
}
