import { and, asc, eq, lt, TransactionRollbackError } from 'drizzle-orm';
import { GraphQLError, parse, type DocumentNode, type ExecutionResult } from 'graphql';
import { PARTNER_USER_TYPE } from '../../domain/session-rules';
import { valuesFromRecord } from '../../engine/compile';
import { getPath, setPath } from '../../engine/paths';
import type { MerchantOnboardingState } from '../../../generated/resolvers';
import type { ServerApp } from '../app';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { agents, formReleaseMoves, formReleases, onboardingStates, type ReopenedStep } from '../db/schema';
import { loadPersistedOperations } from '../http/persisted-operations';
import { journeyStepSave } from '../journey/step-saving';
import { latestRelease, type Release } from './form-releases';
import type { JourneyKey } from './journey-release';
import { isInFlight, stateVersion } from './onboardings-in-flight';
import { releasedFormsOf } from './released-forms';
import type { ServerForms } from './server-forms';
import { validateStepVariables } from './validate-step';

/** An onboarding `npm run forms:move` moved to the latest release. */
export interface MovedOnboarding {
  key: JourneyKey;
  ownerEmployeeId: string;
  fromVersion: number;
  /** The steps it is asked again, each with the first of its stored values the release refuses. */
  reopened: ReopenedStep[];
}

export interface MoveReport {
  /** The latest release, which onboardings moved to. */
  version: number;
  moved: MovedOnboarding[];
  /** Onboardings in flight on an earlier release left on it: their flow in the latest release does not move them, or they are past its step. */
  kept: number;
}

/** The subset of the server this command runs through: it reads each onboarding as its agent's app does. */
export type MoveServer = Pick<ServerApp, 'queryAs' | 'contextAs'>;

type StepState = Pick<MerchantOnboardingState, 'flow' | 'opportunityId'> & {
  steps: { type: string; isComplete: boolean; editableConfig: { editable: boolean } }[];
};

/** The operations of schema/operations/ by name, as step definitions name their load queries. */
function operationsByName(): Map<string, DocumentNode> {
  const byName = new Map<string, DocumentNode>();
  for (const text of loadPersistedOperations().values()) {
    const document = parse(text);
    const [definition] = document.definitions;
    if (definition?.kind === 'OperationDefinition' && definition.name) byName.set(definition.name.value, document);
  }
  return byName;
}

function dataOf(result: ExecutionResult, what: string): Record<string, unknown> {
  if (result.errors?.length || !result.data) throw new Error(`${what} failed: ${result.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  return result.data;
}

/**
 * Moves the onboardings in flight on an earlier release to the latest one, as each flow of that
 * release says (its moveEarlier): every one, or only those whose named step is not complete yet.
 * Each move is one transaction, logged in form_release_moves; the onboarding then keeps the latest
 * release's step list, definitions and rules, each step's completion is derived under them, and a
 * step whose stored values they refuse is asked again until it is saved.
 */
export async function moveOnboardings(db: Database, server: MoveServer, now: () => Date): Promise<MoveReport> {
  const latest = await latestRelease(db);
  if (!latest) throw new Error('The database has no release of forms/ yet: run npm run forms:release first.');
  const operations = operationsByName();
  const candidates = await db
    .select({
      id: onboardingStates.id,
      idType: onboardingStates.idType,
      stateDataId: onboardingStates.stateDataId,
      isExistingMerchant: onboardingStates.isExistingMerchant,
      version: stateVersion,
      employeeId: agents.employeeId,
      employeeName: agents.name,
      userType: agents.userType,
      locationId: agents.locationId,
    })
    .from(onboardingStates)
    .innerJoin(agents, eq(agents.employeeId, onboardingStates.ownerEmployeeId))
    .where(and(isInFlight(db), lt(stateVersion, latest.version)))
    .orderBy(asc(onboardingStates.createdAt), asc(onboardingStates.id));
  const report: MoveReport = { version: latest.version, moved: [], kept: 0 };
  for (const candidate of candidates) {
    // A command acts as no session of the agent's: nothing it runs reads one.
    const agent: AgentIdentity = {
      employeeId: candidate.employeeId,
      employeeName: candidate.employeeName,
      userType: candidate.userType,
      locationId: candidate.locationId,
      sessionId: '',
      issuedAt: 0,
      isPartner: candidate.userType === PARTNER_USER_TYPE,
    };
    const key: JourneyKey = { idType: candidate.idType, stateDataId: candidate.stateDataId };
    const outcome = await db.transaction((tx) => moveOne(tx, { server, operations, latest, now }, { id: candidate.id, version: Number(candidate.version), agent, key, isExistingMerchant: candidate.isExistingMerchant }));
    if (outcome === 'kept') report.kept += 1;
    else if (outcome !== 'taken') report.moved.push(outcome);
  }
  return report;
}

/**
 * What moving would do if `forms` were released now: the move is made, with `forms` as the next
 * release, inside a transaction that is then rolled back, so nothing is kept. `server` must be one
 * made for the rehearsal alone: its memory of releases then holds, under the next version, a
 * release the database does not, which a server that goes on serving would take for the real one.
 */
export async function rehearseMove(db: Database, server: MoveServer, forms: ServerForms, now: () => Date): Promise<MoveReport> {
  const rehearsed: { report?: MoveReport } = {};
  await db
    .transaction(async (tx) => {
      const latest = await latestRelease(tx);
      await tx.insert(formReleases).values({ version: (latest?.version ?? 0) + 1, forms: releasedFormsOf(forms) });
      rehearsed.report = await moveOnboardings(tx, server, now);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!rehearsed.report) throw new Error('The rehearsed move did not finish.');
  return rehearsed.report;
}

/**
 * The steps a move asks again, in words a product owner reads: per step and refused value, how many
 * onboardings, with the message their agents see.
 */
export function reopenedSummary(report: MoveReport, forms: ServerForms): string[] {
  const counts = new Map<string, { step: string; field: string; message: string; onboardings: number }>();
  for (const { step, field, message } of report.moved.flatMap((onboarding) => onboarding.reopened)) {
    const key = JSON.stringify([step, field, message]);
    const entry = counts.get(key) ?? { step, field, message, onboardings: 0 };
    entry.onboardings += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].map(
    ({ step, field, message, onboardings }) => `'${forms.steps.get(step)?.title ?? step}' for ${onboardings} onboarding${onboardings === 1 ? '' : 's'}: '${message}' (${field})`,
  );
}

interface MoveContext {
  server: MoveServer;
  operations: Map<string, DocumentNode>;
  latest: Release;
  now: () => Date;
}

interface Candidate {
  id: string;
  version: number;
  agent: AgentIdentity;
  key: JourneyKey;
  isExistingMerchant: boolean;
}

/**
 * What became of a candidate: moved; kept on its release by the latest release's flow; or taken, by
 * a move run at the same time (or a release it no longer has), which is neither this run's move nor kept.
 */
type MoveOutcome = MovedOnboarding | 'kept' | 'taken';

async function moveOne(tx: Database, { server, operations, latest, now }: MoveContext, { id, version, agent, key, isExistingMerchant }: Candidate): Promise<MoveOutcome> {
  // Held until the move is logged: a save of this onboarding waits for it, and a second move finds it moved.
  const [locked] = await tx.select({ id: onboardingStates.id }).from(onboardingStates).where(and(eq(onboardingStates.id, id), eq(stateVersion, version))).for('update');
  if (!locked) return 'taken';
  const stateDocument = operations.get('MerchantOnboardingStateV2');
  if (!stateDocument) throw new Error('schema/operations/ has no MerchantOnboardingStateV2 query.');
  const readState = async () => dataOf(await server.queryAs(agent, tx, stateDocument, { input: { ...key, isExistingMerchant } }), 'MerchantOnboardingStateV2').merchantOnboardingStateV2 as StepState;

  const before = await readState();
  const rule = latest.forms.flows[before.flow]?.moveEarlier;
  if (!rule) return 'kept';
  if (rule.notPast && before.steps.some((step) => step.type === rule.notPast && step.isComplete)) return 'kept';

  const [moving] = await tx
    .update(onboardingStates)
    .set({ formVersion: latest.version, reopenedSteps: [], updatedAt: now() })
    .where(eq(onboardingStates.id, id))
    .returning({ skippedSteps: onboardingStates.skippedSteps });
  // A step the agent skipped (Multi Stores with no store added) holds no values to judge: the skip is its answer.
  const skipped = new Set(moving?.skippedSteps);
  const after = await readState();
  const context = await server.contextAs(agent, tx);
  const save = await journeyStepSave(context, agent, key);
  const reopened: ReopenedStep[] = [];
  for (const step of after.steps) {
    // A step not complete is asked for anyway, and one that may no longer change cannot be asked again.
    if (!step.isComplete || !step.editableConfig.editable || skipped.has(step.type)) continue;
    const definition = latest.forms.steps.get(step.type);
    const load = definition?.load;
    const document = load && operations.get(load.operation);
    if (!definition || !load || !document || definition.status === 'draft') continue;
    let variables: Record<string, unknown> = {};
    const named = Object.entries(load.variables ?? {});
    for (const [path, contextKey] of named) {
      const value = save.context[contextKey];
      if (value !== undefined && value !== null && value !== '') variables = setPath(variables, path, value);
    }
    // A step complete without records of its own to load (an existing merchant's opportunity has no
    // lead: its account stands for Create Lead and Pan Details) has no stored values to judge.
    if (named.length > 0 && Object.keys(variables).length === 0) continue;
    const stored = valuesFromRecord(definition, getPath(dataOf(await server.queryAs(agent, tx, document, variables), load.operation), load.values));
    const refusal = refusalOf(() => validateStepVariables(latest.forms, step.type, stored, save.context));
    if (refusal) reopened.push({ step: step.type, ...refusal });
  }
  await tx.update(onboardingStates).set({ reopenedSteps: reopened.map((step) => step.step) }).where(eq(onboardingStates.id, id));
  await tx.insert(formReleaseMoves).values({ onboardingStateId: id, fromVersion: version, toVersion: latest.version, reopened, movedAt: now() });
  return { key, ownerEmployeeId: agent.employeeId, fromVersion: version, reopened };
}

/** The field and message a release's definition refuses stored values with, as a save of them would be refused. */
function refusalOf(validate: () => unknown): { field: string; message: string } | null {
  try {
    validate();
    return null;
  } catch (error) {
    if (!(error instanceof GraphQLError) || typeof error.extensions.field !== 'string') throw error;
    return { field: error.extensions.field, message: error.message };
  }
}
