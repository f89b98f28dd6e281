import { useEffect, useState } from 'react';
import type { StepDefinition } from '../../../engine/definition';
import { rulesOfStep, type RuleBook, type RuleTable } from '../../../engine/rules';

// forms/ as the app bundles it: a product owner's edit reaches agents with the next build. Each
// step's definition and each rule table is a chunk of its own, so a step screen fetches only what
// its step reads.

const definitionLoaders = import.meta.glob<StepDefinition>('../../../../forms/steps/*.json', { import: 'default' });
const ruleLoaders = import.meta.glob<RuleTable>('../../../../forms/rules/*.json', { import: 'default' });

// Only each flow's configVersion: it says whether an onboarding keeps the release the app was built with.
const bundledConfigVersions = new Set(Object.values(import.meta.glob<string>('../../../../forms/flows/*.json', { import: 'configVersion', eager: true })));

/** Whether an onboarding whose state names this configVersion keeps the release of forms/ the app bundles. */
export function isBundledRelease(configVersion: string): boolean {
  return bundledConfigVersions.has(configVersion);
}

const fileName = (path: string) => path.split('/').pop()?.replace(/\.json$/, '') ?? path;

const definitionsByStep = new Map(Object.entries(definitionLoaders).map(([path, load]) => [fileName(path), load]));
const rulesByName = new Map(Object.entries(ruleLoaders).map(([path, load]) => [fileName(path), load]));

export interface LoadedStep {
  definition: StepDefinition;
  /** The tables the step reads (rulesOfStep). */
  rules: RuleBook;
}

/** A step's definition and its rule tables, or null when forms/steps has no file for it. */
export async function loadStep(stepType: string): Promise<LoadedStep | null> {
  const loadDefinition = definitionsByStep.get(stepType);
  if (!loadDefinition) return null;
  const definition = await loadDefinition();
  const rules = await rulesOfStep(definition, async (name) => rulesByName.get(name)?.());
  return { definition, rules };
}

export type StepLoad = { status: 'loading' } | { status: 'ready'; step: LoadedStep | null } | { status: 'failed'; error: unknown };

// A step's definition once loaded is shown at once when the step is visited again.
const loadedSteps = new Map<string, LoadedStep | null>();

/** loadStep for a component: 'loading' until the step's chunks have arrived; a new attempt loads again after a failure. */
export function useLoadedStep(stepType: string, attempt = 0): StepLoad {
  const [state, setState] = useState<StepLoad>(() =>
    loadedSteps.has(stepType) ? { status: 'ready', step: loadedSteps.get(stepType) ?? null } : { status: 'loading' },
  );
  useEffect(() => {
    if (loadedSteps.has(stepType)) {
      setState({ status: 'ready', step: loadedSteps.get(stepType) ?? null });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadStep(stepType).then(
      (step) => {
        loadedSteps.set(stepType, step);
        if (current) setState({ status: 'ready', step });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [stepType, attempt]);
  return state;
}
