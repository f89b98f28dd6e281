import type { UserType } from '../../../generated/resolvers';

/** The demo sign-ins printed by `npm start` and used by the browser tests. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAgent {
  employeeId: string;
  email: string;
  name: string;
  userType: UserType;
  locationId: string;
  crmAccess: boolean;
  /** How many leads the seed gives this agent. */
  leadCount: number;
  role: string;
}

export const demoAgents: readonly DemoAgent[] = [
  {
    employeeId: 'EMP1001',
    email: 'asha.verma@demo.example',
    name: 'Asha Verma',
    userType: 'SalesAgent',
    locationId: 'LOC-MUM-01',
    crmAccess: true,
    leadCount: 220,
    role: 'sales agent',
  },
  {
    employeeId: 'EMP1002',
    email: 'rohit.nair@demo.example',
    name: 'Rohit Nair',
    userType: 'SalesAgent',
    locationId: 'LOC-BLR-02',
    crmAccess: true,
    leadCount: 40,
    role: 'second sales agent',
  },
  {
    employeeId: 'EMP3001',
    email: 'partner.kumar@demo.example',
    name: 'Vikram Kumar',
    userType: 'PowerPartner',
    locationId: 'LOC-DEL-03',
    crmAccess: true,
    leadCount: 30,
    role: 'PowerPartner agent (mini flow)',
  },
  {
    employeeId: 'EMP1003',
    email: 'no.access@demo.example',
    name: 'Meera Iyer',
    userType: 'SalesAgent',
    locationId: 'LOC-CHN-04',
    crmAccess: false,
    leadCount: 0,
    role: 'agent without CRM access',
  },
  {
    employeeId: 'EMP9001',
    email: 'product.owner@demo.example',
    name: 'Kavita Rao',
    userType: 'ProductOwner',
    locationId: 'LOC-MUM-01',
    crmAccess: true,
    leadCount: 0,
    role: 'product owner (opens the forms preview)',
  },
];

/** The demo users who work merchants: every one but the product owner, who has no leads, stock or opportunities. */
export const demoSalesAgents: readonly DemoAgent[] = demoAgents.filter((agent) => agent.userType !== 'ProductOwner');
