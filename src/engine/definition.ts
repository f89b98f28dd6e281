// The shape of a step definition in forms/steps/*.json. forms/form-definition.schema.json is the
// authority (ajv checks every file against it); these types describe what passes that check.

export type ContextKey =
  | 'leadId'
  | 'opportunityId'
  | 'accountId'
  | 'ownershipType'
  | 'isMiniFlow'
  | 'isPartner'
  | 'isExistingMerchant'
  | 'panNumber'
  | 'gstin'
  /** The licence document the merchant account's MCC needs (forms/rules/licence-required-mccs.json), when it needs one. */
  | 'requiredLicence';

/** What a step knows besides its own values: who is onboarding what. */
export type StepContext = Partial<Record<ContextKey, string | number | boolean | null>>;

export type Condition =
  | { field: string; equals?: unknown; in?: unknown[]; filled?: boolean }
  | { context: ContextKey; equals?: unknown; in?: unknown[] }
  | { rule: string; of: string }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export interface OptionItem {
  value: string | number | boolean;
  label: string;
}

export type OptionSource =
  | { enum: string; labels?: Record<string, string>; only?: string[] }
  | { static: OptionItem[] }
  | { rule: string }
  | { query: string; variables?: Record<string, unknown>; items: string; value: string; label: string };

export interface FieldDefinition {
  bind: string;
  from?: string;
  widget: string;
  label: string;
  placeholder?: string;
  help?: string;
  required?: boolean;
  requiredMessage?: string;
  validate?: string[];
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** Photo widgets: the camera a new photo is taken with (default: the back camera). */
  camera?: 'user' | 'environment';
  options?: OptionSource;
  default?: unknown;
  visibleWhen?: Condition;
  requiredWhen?: Condition;
  disabledWhen?: Condition;
  lockedAfterVerification?: boolean;
  readOnly?: boolean;
  upperCase?: boolean;
  /**
   * false: the field's value stays on the phone and is never part of the step's save, for a widget
   * that does its work through its own operations (the KYC link panel sends and refreshes the link).
   */
  sent?: boolean;
}

export interface RepeaterDefinition {
  repeater: true;
  bind: string;
  label: string;
  minItems?: number;
  maxItems?: number;
  visibleWhen?: Condition;
  /** List validators from src/domain/list-validators.ts, run over all the items once each is valid. */
  validate?: string[];
  fields: FieldDefinition[];
}

export type SectionItem = FieldDefinition | RepeaterDefinition;

export interface SectionDefinition {
  id: string;
  title?: string;
  visibleWhen?: Condition;
  fields: SectionItem[];
}

export interface StepDefinition {
  $schema?: string;
  step: string;
  title: string;
  description?: string;
  status?: 'ready' | 'draft';
  /** What the server must have stored for the step to be complete (spec: completion is never the client's word). */
  completeWhen?: Condition;
  /** The journeys the step is part of, by the step context (the merchant's ownership type...); in others it is left out. */
  appliesWhen?: Condition;
  /** For a step its flow marks skippable: the journeys, by the step context, in which it may still be skipped. */
  skippableWhen?: Condition;
  /** The journey does not move past the step until the server counts it complete: a save that leaves it incomplete stays and says this. */
  untilComplete?: { title: string; message: string };
  load?: { operation: string; variables?: Record<string, ContextKey>; values: string };
  submit: {
    operation: string;
    context?: Record<string, ContextKey>;
    defaults?: Record<string, unknown>;
    result?: string;
    /** Where a save the server stored but did not accept says why, and the field it is shown at. */
    refusal?: { reason: string; field: string };
  };
  sections: SectionDefinition[];
}

export function isRepeater(item: SectionItem): item is RepeaterDefinition {
  return 'repeater' in item && item.repeater === true;
}
