import { and, eq } from 'drizzle-orm';
import type { OnboardingIdType } from '../../../generated/resolvers';
import type { AgentIdentity, GraphQLContext } from '../context';
import { onboardingStates } from '../db/schema';
import type { Release } from './form-releases';

/** Where an onboarding's state is kept: under its lead when it has one, else under its opportunity. */
export type JourneyKey = { idType: OnboardingIdType; stateDataId: string };

/** The journeys whose state was recorded before forms/ had releases started with what became version 1. */
const FIRST_RELEASE = 1;

/**
 * The release of forms/ an onboarding is judged by: the one its state recorded when it started, or
 * the latest, as the request's context read it, for a journey that has not started one (its state
 * is made with the latest).
 */
export function stateRelease(context: GraphQLContext, state: { formVersion: number | null } | undefined): Promise<Release> {
  if (!state) return Promise.resolve({ version: context.formVersion, forms: context.forms });
  return context.releases.of(state.formVersion ?? FIRST_RELEASE, context.db);
}

/** stateRelease of the journey kept under `key`, for a caller that has not read its state. */
export async function journeyRelease(context: GraphQLContext, agent: AgentIdentity, key: JourneyKey | null): Promise<Release> {
  if (!key) return stateRelease(context, undefined);
  const [state] = await context.db
    .select({ formVersion: onboardingStates.formVersion })
    .from(onboardingStates)
    .where(and(eq(onboardingStates.ownerEmployeeId, agent.employeeId), eq(onboardingStates.idType, key.idType), eq(onboardingStates.stateDataId, key.stateDataId)));
  return stateRelease(context, state);
}
