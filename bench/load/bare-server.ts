import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Lead, LeadListInput, UpdateLeadInput } from '../../generated/resolvers';
import { toLead } from '../../src/server/features/leads/lead-mapper';
import { pageInfo, pageOf } from '../../src/server/graphql/list-helpers';
import { loadTypeDefs } from '../../src/server/schema-sdl';
import { demoLeads } from '../../src/server/seed/demo-leads';
import { LEADS_PER_AGENT } from './load-database';

// The load benchmark's baseline: graphql-yoga alone, over the product's schema, answering leadList
// and updateLead from memory with leads of the same shape and size as the product's. What the
// product costs beyond this is its own work per request: authentication, input checks, idempotency,
// the database. Started by bench/load/run.ts; prints its URL.

const now = new Date();
const stored: Lead[] = demoLeads('BARE', LEADS_PER_AGENT, false, now, 5000).map((row) =>
  toLead({
    ...row,
    id: randomUUID(),
    salesStage: row.salesStage ?? null,
    panNumber: row.panNumber ?? null,
    gstin: row.gstin ?? null,
    shopAddress: row.shopAddress ?? null,
    contactEmail: row.contactEmail ?? null,
    contactRole: row.contactRole ?? null,
    rating: row.rating ?? null,
    notes: row.notes ?? null,
    scheduledFollowUp: row.scheduledFollowUp ?? null,
    products: row.products ?? [],
    isAssigned: row.isAssigned ?? false,
    lostReason: row.lostReason ?? null,
    closedAt: null,
    closedByEmployeeId: null,
    statusBeforeClosure: null,
    createdAt: now,
    modifiedAt: now,
  }),
);

const yoga = createYoga({
  schema: createSchema({
    typeDefs: loadTypeDefs(),
    resolvers: {
      Query: {
        leadList: (_parent: unknown, { input }: { input: LeadListInput }) => {
          const { page, size, offset } = pageOf(input);
          return { leads: stored.slice(offset, offset + size), pageInfo: pageInfo(page, size, stored.length) };
        },
      },
      Mutation: {
        updateLead: (_parent: unknown, { input }: { input: UpdateLeadInput }) => {
          const lead = stored.find((l) => l.id === input.id);
          if (lead && input.notes !== undefined) lead.notes = input.notes;
          return { isUpdated: Boolean(lead) };
        },
      },
    },
  }),
  graphqlEndpoint: '/graphql',
  graphiql: false,
  landingPage: false,
  logging: false,
});

const server = createServer(yoga);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Bare graphql-yoga is running at http://127.0.0.1:${port}/`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
