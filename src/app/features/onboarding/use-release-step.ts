import { useQuery, type CombinedError } from 'urql';
import { FormReleaseStepDocument, type StepType } from '../../../../generated/graphql';
import type { StepDefinition } from '../../../engine/definition';
import type { RuleBook } from '../../../engine/rules';
import { isBundledRelease, type LoadedStep } from './forms-catalogue';

export interface ReleaseStep {
  /** The step as the onboarding's release defines it; the bundled one until that has arrived. */
  step: LoadedStep;
  loading: boolean;
  error: CombinedError | undefined;
}

/**
 * The step as the release of forms/ the onboarding keeps defines it (its state's configVersion
 * names that release): the bundled definition when the app was built with it, else the server's.
 * The server judges the onboarding's saves with that release, so the app asks what it asks.
 */
export function useReleaseStep(stepType: StepType, configVersion: string | undefined, bundled: LoadedStep): ReleaseStep {
  const other = configVersion !== undefined && !isBundledRelease(configVersion);
  const [result] = useQuery({ query: FormReleaseStepDocument, variables: { input: { configVersion: configVersion ?? '', stepType } }, pause: !other });
  if (!other) return { step: bundled, loading: false, error: undefined };
  const released = result.data?.formReleaseStep;
  // The server released these only after forms:check had proved them against the contract.
  const step = released ? { definition: released.definition as StepDefinition, rules: released.rules as RuleBook } : bundled;
  return { step, loading: !released && !result.error, error: released ? undefined : result.error };
}
