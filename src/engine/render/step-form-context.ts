import { createContext, useContext } from 'react';
import type { FieldDefinition, OptionItem, OptionSource, StepContext } from '../definition';
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
  /** The records the step loaded (its definition's `records`), by name; the step screen fills it. */
  records?: Readonly<Record<string, unknown>>;
  /**
   * Runs an action's operation: the engine knows no API client, the step screen does. A refusal
   * comes back in the agent's words (the catalogue's), with the field it names when it names one.
   */
  runOperation?(operation: string, variables: Record<string, unknown>): Promise<OperationAnswer>;
  /** Reads the step's records again, and the journey with them (a status someone else changed). */
  reloadRecords?(): Promise<void>;
  /** Goes on to the next step of the journey without saving. */
  goOn?(): void;
  /** The step's field with this bind, for an action that checks it; StepForm fills it. */
  fieldOf?(bind: string): FieldDefinition | undefined;
  /** Shows a refusal on the field it names when that field is shown, else says so: StepForm fills it. */
  showRefusal?(refusal: { field?: string; title: string; message: string }): boolean;
}

/** An operation's answer as the engine sees it. */
export type OperationAnswer = { ok: true; data: unknown } | { ok: false; title: string; message: string; field?: string };

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
