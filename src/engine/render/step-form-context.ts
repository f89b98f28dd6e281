import { createContext, useContext } from 'react';
import type { OptionItem, OptionSource, StepContext } from '../definition';
import type { RuleBook } from '../rules';

export interface EnumCatalogue {
  /** The values of a GraphQL enum of the contract, in schema order. */
  values(enumName: string): readonly string[];
}

/** What fields need besides the form itself: the step context, rule tables, and how to load options. */
export interface StepFormEnvironment {
  context: StepContext;
  rules: RuleBook;
  enums: EnumCatalogue;
  /** Runs a query option source with its variables and returns the options. */
  loadOptions(source: Extract<OptionSource, { query: string }>, variables: Record<string, unknown>): Promise<OptionItem[]>;
  /** Binds of lockedAfterVerification fields whose loaded record already holds a value; StepForm fills it. */
  lockedFields?: ReadonlySet<string>;
  /**
   * Writes what the agent typed to the step's draft now rather than after the typing pause, for a
   * widget about to leave the app's page (a consent page elsewhere) and come back; StepForm fills it.
   */
  saveDraft?(): Promise<void>;
  /**
   * A widget that stores what the agent types itself, as it is typed (a document's number), holds
   * the step's save until its writes have landed: `settle` resolves then, with the message to show
   * on the widget's field when the save must not go (null when it may). Returns the release;
   * StepForm fills it.
   */
  holdSave?(name: string, settle: () => Promise<string | null>): () => void;
  /**
   * A widget whose own operations changed what the server stores for the journey (the merchant
   * completed the KYC from its link) asks for the step list to be read again; the step screen fills it.
   */
  journeyChanged?(): void;
  /** The journey's steps as the server's step list gives them, for a widget that shows the journey (the review); the step screen fills it. */
  journeySteps?: readonly JourneyStep[];
  /**
   * Where a widget shows what concerns the step as a whole (an approval and the way out of a
   * rejection): above the fields, outside the fieldset that disables a locked step; StepForm fills it.
   */
  stepNotices?: HTMLElement | null;
}

export interface JourneyStep {
  type: string;
  label: string;
  isComplete: boolean;
  editable: boolean;
}

export const StepFormEnvironmentContext = createContext<StepFormEnvironment | null>(null);

export function useStepFormEnvironment(): StepFormEnvironment {
  const environment = useContext(StepFormEnvironmentContext);
  if (!environment) throw new Error('a step field rendered outside StepForm');
  return environment;
}
