import { count, eq, notInArray } from 'drizzle-orm';
import { createServerApp } from '../app';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { agents, appReleases, cities, formReleases, leads, mccMaster, onboardingStates, pincodePrefixes, serverSecrets, states } from '../db/schema';
import { memoryFileStorage, type FileStorage } from '../files/file-storage';
import { JourneyClock } from './demo-journeys';
import { indiaStates } from './data/india-states';
import { mccMaster as mccRows } from './data/mcc-master';
import { DEMO_PASSWORD, demoAgents, demoSalesAgents } from './demo-agents';
import { seedDemoApprovers } from './demo-approvers';
import { demoLeads } from './demo-leads';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoMerchants } from './demo-merchants';
import { seedDemoOpportunities } from './demo-opportunities';
import { seedProductCatalogue } from './product-catalogue';
import { seedSupportContent } from './support-content';

export interface SeedSummary {
  agents: number;
  leads: number;
  opportunities: number;
  states: number;
  cities: number;
  mccCodes: number;
}

/** The build agents run; salesAppLatestVersion reports newer releases against it. */
export const CURRENT_APP_VERSION = '0.1.0';

/**
 * Each city's position, head post office pincode and pincode prefixes; a database seeded before
 * cities had them gets them too, its cities' ids unchanged.
 */
async function seedCityPositions(db: Database) {
  const rows = await db.select({ id: cities.id, name: cities.name, stateCode: cities.stateCode, pinCode: cities.pinCode }).from(cities);
  const idOf = new Map(rows.map((row) => [`${row.stateCode}:${row.name}`, row]));
  const prefixes: { prefix: string; cityId: number }[] = [];
  for (const state of indiaStates) {
    for (const city of state.cities) {
      const row = idOf.get(`${state.stateCode}:${city.name}`);
      if (!row) continue;
      if (row.pinCode === null) {
        await db
          .update(cities)
          .set({ latitude: city.latitude, longitude: city.longitude, pinCode: city.pinCode })
          .where(eq(cities.id, row.id));
      }
      prefixes.push(...city.pinPrefixes.map((prefix) => ({ prefix, cityId: row.id })));
    }
  }
  await db.insert(pincodePrefixes).values(prefixes).onConflictDoNothing();
}

export interface SeedOptions {
  now?: Date;
  /** The scrypt cost the demo agents' password is hashed with; the product's own unless a test's database asks for less. */
  passwordCost?: number;
  /**
   * Where the demo journeys' photos and purchase orders are kept: the server's document storage.
   * Without one (a test's template database) they are kept in memory and gone after the seed.
   */
  files?: FileStorage;
}

/** Loads reference data and demo agents and their leads; running it again adds nothing twice. */
export async function seedDatabase(db: Database, { now = new Date(), passwordCost, files }: SeedOptions = {}): Promise<SeedSummary> {
  await db
    .insert(states)
    .values(indiaStates.map(({ stateCode, gstStateCode, name }) => ({ stateCode, gstStateCode, name })))
    .onConflictDoNothing();
  const [existingCities] = await db.select({ value: count() }).from(cities);
  if (!existingCities?.value) {
    await db
      .insert(cities)
      .values(indiaStates.flatMap((s) => s.cities.map((c) => ({ name: c.name, district: c.district, stateCode: s.stateCode }))));
  }
  await seedCityPositions(db);
  await db.insert(mccMaster).values([...mccRows]).onConflictDoNothing();
  await db.insert(appReleases).values({ version: CURRENT_APP_VERSION, forced: false }).onConflictDoNothing();
  await seedSupportContent(db);
  await seedProductCatalogue(db);

  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  let leadCount = 0;
  let opportunityCount = 0;
  for (const agent of demoAgents) {
    await db
      .insert(agents)
      .values({
        employeeId: agent.employeeId,
        email: agent.email,
        name: agent.name,
        passwordHash,
        userType: agent.userType,
        locationId: agent.locationId,
        crmAccess: agent.crmAccess,
      })
      .onConflictDoNothing();
  }
  await seedDemoApprovers(db, passwordHash);
  await seedDemoInventory(db, now);
  // The existing merchants' accounts come before the opportunities that name them.
  await seedDemoMerchants(db, now);
  for (const [index, agent] of demoSalesAgents.entries()) {
    const [existing] = await db.select({ value: count() }).from(leads).where(eq(leads.ownerEmployeeId, agent.employeeId));
    if (!existing?.value && agent.leadCount > 0) {
      const rows = demoLeads(agent.employeeId, agent.leadCount, agent.userType === 'PowerPartner', now, 1000 + index);
      await db.insert(leads).values(rows);
      leadCount += rows.length;
    }
  }
  opportunityCount += await seedDemoJourneys(db, now, files ?? memoryFileStorage());
  const citiesCount = indiaStates.reduce((n, s) => n + s.cities.length, 0);
  return { agents: demoAgents.length, leads: leadCount, opportunities: opportunityCount, states: indiaStates.length, cities: citiesCount, mccCodes: mccRows.length };
}

/**
 * The demo opportunities, walked through the server's own operations (demo-opportunities.ts) on a
 * server made for the seed alone, whose clock each journey sets. What making that server stores
 * besides (the first release of forms/, signing keys) is taken away again: the server that serves the
 * database makes its own when it starts, from its own forms/ and configuration.
 */
async function seedDemoJourneys(db: Database, now: Date, files: FileStorage): Promise<number> {
  const [releasesBefore, secretsBefore] = await Promise.all([
    db.select({ version: formReleases.version }).from(formReleases),
    db.select({ name: serverSecrets.name }).from(serverSecrets),
  ]);
  const clock = { current: new JourneyClock(now, now) };
  const server = await createServerApp({ db, files, now: () => clock.current.now, log: () => undefined });
  let made = 0;
  try {
    const serials = { next: 1 };
    for (const [index, agent] of demoSalesAgents.entries()) {
      made += await seedDemoOpportunities(db, server, clock, agent.employeeId, index, now, serials);
    }
  } finally {
    if (!releasesBefore.length) {
      // The journeys started on what becomes release 1 when the server first starts (journey-release.ts).
      await db.update(onboardingStates).set({ formVersion: null });
      await db.delete(formReleases);
    }
    const kept = secretsBefore.map((s) => s.name);
    await db.delete(serverSecrets).where(kept.length ? notInArray(serverSecrets.name, kept) : undefined);
  }
  return made;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(agents);
  return !row?.value;
}
