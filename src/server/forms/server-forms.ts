import type { StepDefinition } from '../../engine/definition';
import type { RuleBook } from '../../engine/rules';
import type { FormsBundle } from '../../engine/check-definitions';
import { readFormsBundle, ruleBook, stepDefinitions } from './forms-on-disk';

export interface FlowStep {
  type: string;
  label: string;
  skippable: boolean;
  hitAllNachApi: boolean;
}

/** Which onboardings of the flow on an earlier release `npm run forms:move` moves to this one. */
export interface MoveEarlier {
  /** Only those whose step of this type is not complete yet; every one in flight without it. */
  notPast?: string;
}

export interface Flow {
  flow: 'STANDARD' | 'MINI';
  configVersion: string;
  steps: FlowStep[];
  /** Without it, onboardings on an earlier release keep theirs. */
  moveEarlier?: MoveEarlier;
}

/** What the server reads from forms/: the flows it builds step lists from, the definitions it validates with. */
export interface ServerForms {
  flows: Record<Flow['flow'], Flow>;
  steps: ReadonlyMap<string, StepDefinition>;
  rules: RuleBook;
}

interface FlowFile {
  flow: Flow['flow'];
  configVersion: string;
  steps: { type: string; label: string; skippable?: boolean; hitAllNachApi?: boolean }[];
  moveEarlier?: MoveEarlier;
}

/** What the server keeps of forms/, read at server start: `npm run forms:check` guarantees the files fit the contract. */
export function loadServerForms(bundle: FormsBundle = readFormsBundle()): ServerForms {
  const flows = {} as Record<Flow['flow'], Flow>;
  for (const { json } of bundle.flows) {
    const file = json as FlowFile;
    flows[file.flow] = {
      flow: file.flow,
      configVersion: file.configVersion,
      steps: file.steps.map((s) => ({ type: s.type, label: s.label, skippable: s.skippable ?? false, hitAllNachApi: s.hitAllNachApi ?? false })),
      ...(file.moveEarlier && { moveEarlier: { ...file.moveEarlier } }),
    };
  }
  if (!flows.STANDARD || !flows.MINI) throw new Error('forms/flows must define the STANDARD and MINI flows');
  return { flows, steps: stepDefinitions(bundle), rules: ruleBook(bundle) };
}
