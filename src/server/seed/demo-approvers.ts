import { eq } from 'drizzle-orm';
import type { ApproverUserType } from '../../domain/approver-desks';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { agents } from '../db/schema';
import { DEMO_PASSWORD, demoAgents } from './demo-agents';

/**
 * The demo approvers, one per desk (src/domain/approver-desks.ts), printed by `npm start` beside the
 * demo agents. They sign in on their desk's sandbox page, with the demo password; the app is not
 * theirs. Kept apart from `demoAgents`, who work merchants in the app.
 */
export interface DemoApprover {
  employeeId: string;
  email: string;
  name: string;
  userType: ApproverUserType;
  role: string;
}

export const demoApprovers: readonly DemoApprover[] = [
  {
    employeeId: 'EMP8001',
    email: 'pricing.approver@demo.example',
    name: 'Priya Shah',
    userType: 'PricingApprover',
    role: 'pricing approver (/sandbox/pricing-approvals)',
  },
  {
    employeeId: 'EMP8002',
    email: 'po.approver@demo.example',
    name: 'Arjun Mehta',
    userType: 'PoApprover',
    role: 'PO activation approver (/sandbox/po-approver)',
  },
  {
    employeeId: 'EMP8003',
    email: 'deployment.approver@demo.example',
    name: 'Lakshmi Pillai',
    userType: 'DeploymentApprover',
    role: 'CSE review and ME check (/sandbox/deployment-approver)',
  },
];

/** Adds the demo approvers (each once) with this password hash. */
export async function seedDemoApprovers(db: Database, passwordHash: string): Promise<void> {
  await db
    .insert(agents)
    .values(demoApprovers.map(({ employeeId, email, name, userType }) => ({ employeeId, email, name, passwordHash, userType, locationId: null, crmAccess: true })))
    .onConflictDoNothing();
}

/**
 * A demo database seeded before the approvers existed gets them too, on start: one that holds the
 * first demo agent and not yet the approvers. Any other database (a real one) gets none.
 */
export async function addDemoApproversToDemoDatabase(db: Database): Promise<void> {
  const [firstAgent, firstApprover] = [demoAgents[0], demoApprovers[0]];
  if (!firstAgent || !firstApprover) return;
  const [demo] = await db.select({ id: agents.employeeId }).from(agents).where(eq(agents.email, firstAgent.email));
  if (!demo) return;
  const [present] = await db.select({ id: agents.employeeId }).from(agents).where(eq(agents.employeeId, firstApprover.employeeId));
  if (present) return;
  await seedDemoApprovers(db, await hashPassword(DEMO_PASSWORD));
}
