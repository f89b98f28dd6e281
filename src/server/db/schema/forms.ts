import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReleasedForms } from '../../forms/released-forms';
import { agents } from './sign-in';
import { opportunities } from './leads';
import { createdAt } from './columns';

/**
 * The released versions of forms/ (`npm run forms:release`): each the flows, step definitions and
 * rule tables as they were released, never changed afterwards. An onboarding keeps the version it
 * started with; a new one gets the latest.
 */
export const formReleases = pgTable('form_releases', {
  version: integer('version').primaryKey(),
  forms: jsonb('forms').$type<ReleasedForms>().notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One record per onboarding journey (kept under its lead when it has one): the steps the agent skipped. */
export const onboardingStates = pgTable(
  'onboarding_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    idType: text('id_type').$type<'LEAD' | 'OPPORTUNITY'>().notNull(),
    stateDataId: text('state_data_id').notNull(),
    opportunityId: integer('opportunity_id').references(() => opportunities.id),
    isExistingMerchant: boolean('is_existing_merchant').notNull().default(false),
    // Completion is derived from what is stored (forms' completeWhen); only skips are the agent's word.
    skippedSteps: text('skipped_steps').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The release of forms/ the onboarding keeps: its step list, definitions and rules, from its start
     * until `npm run forms:move` moves it to a later one.
     */
    formVersion: integer('form_version').references(() => formReleases.version),
    /**
     * The steps a move to a later release asks again: their stored values are ones that release's
     * definitions refuse. Each stays incomplete until its step is saved again.
     */
    reopenedSteps: text('reopened_steps').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('onboarding_states_key').on(t.ownerEmployeeId, t.idType, t.stateDataId)],
);

/** What a step asked again after a move: the first field its stored values are refused on, with the release's message. */
export interface ReopenedStep {
  step: string;
  field: string;
  message: string;
}

/** The log of onboardings moved from one release of forms/ to a later one (`npm run forms:move`). */
export const formReleaseMoves = pgTable(
  'form_release_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onboardingStateId: uuid('onboarding_state_id')
      .notNull()
      .references(() => onboardingStates.id),
    fromVersion: integer('from_version')
      .notNull()
      .references(() => formReleases.version),
    toVersion: integer('to_version')
      .notNull()
      .references(() => formReleases.version),
    reopened: jsonb('reopened').$type<ReopenedStep[]>().notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_release_moves_state_idx').on(t.onboardingStateId)],
);
