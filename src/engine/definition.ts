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
  /** A value of a record the step loaded (`records`): its name, then the path inside it. */
  | { record: string; equals?: unknown; in?: unknown[]; filled?: boolean }
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

/** A record a step reads besides its values: a query's answer at a path, under a name its parts, actions and conditions use. */
export interface RecordSource {
  operation: string;
  variables?: Record<string, ContextKey>;
  path: string;
}

/** Where an action's variable comes from: the step context, a field of the form, a loaded record, or a fixed value. */
export type Binding = { context: ContextKey } | { field: string } | { record: string } | { value: string | number | boolean | null };

/** What an action does once its operation succeeded. */
export interface ActionOutcome {
  /** Read the step's records again (the default when nothing else is said). */
  reload?: boolean;
  /** Open the page the answer names at this path (a payment link the merchant pays on the agent's phone). */
  open?: string;
  /** Say this to the agent. */
  message?: { title: string; message: string };
  /** Go on to the next step of the journey. */
  next?: boolean;
}

/**
 * A button bound to an operation: 'Request PO activation', 'Rectify PO', 'Refresh status'. It shows
 * and is enabled by conditions on the loaded records, the form and the context; its variables are
 * bound from them; a refusal shows under the button (and on a field it names).
 */
export interface ActionDefinition {
  /** The action's name, unique in the step. */
  action: string;
  label: string;
  /** The operation it runs; without one, the button reads the step's records again (a refresh). */
  operation?: string;
  variables?: Record<string, Binding>;
  /** Fields of this step checked by their own rules before the action runs (a rectification's remarks). */
  checks?: string[];
  /** Its field values are cleared once it succeeded (what was typed for it has been sent). */
  clears?: string[];
  visibleWhen?: Condition;
  enabledWhen?: Condition;
  confirm?: { title: string; message: string; confirm: string; cancel: string };
  then?: ActionOutcome;
  /** 'primary' (filled), 'secondary' (light) or 'danger'. */
  look?: 'primary' | 'secondary' | 'danger';
}

export type DisplayFormat = 'text' | 'money' | 'date' | 'dateTime';

/** A value shown, never edited: from a loaded record, in words (its format, its labels). */
export interface DisplayDefinition {
  show: 'value' | 'status' | 'message' | 'link';
  /** 'value', 'status', 'link': what it is called. */
  label?: string;
  /** 'value', 'status': the record path shown; 'link': the record path of the address opened. */
  value?: string;
  format?: DisplayFormat;
  /** The words for each value, inline or from a rule table's options or set. */
  labels?: Record<string, string> | { rule: string };
  /** 'status': the badge's colour for each value. */
  tones?: Record<string, 'green' | 'yellow' | 'red' | 'gray' | 'blue' | 'orange'>;
  /** 'message': its title and text. */
  title?: string;
  text?: string;
  /** 'message': how it looks. */
  tone?: 'info' | 'success' | 'warning' | 'error';
  visibleWhen?: Condition;
}

export type SectionItem = FieldDefinition | RepeaterDefinition | ActionDefinition | DisplayDefinition;

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
  /** Records the step reads besides its values, by name: what its display parts, actions and conditions read. */
  records?: Record<string, RecordSource>;
  submit: {
    operation: string;
    context?: Record<string, ContextKey>;
    defaults?: Record<string, unknown>;
    result?: string;
    /** Where a save the server stored but did not accept says why, and the field it is shown at. */
    refusal?: { reason: string; field: string };
    /** When this holds, the main button goes on to the next step without sending anything (an approved pricing is not submitted again). */
    goOnWhen?: Condition;
  };
  sections: SectionDefinition[];
}

export function isRepeater(item: SectionItem): item is RepeaterDefinition {
  return 'repeater' in item && item.repeater === true;
}

export function isAction(item: SectionItem): item is ActionDefinition {
  return 'action' in item;
}

export function isDisplay(item: SectionItem): item is DisplayDefinition {
  return 'show' in item;
}

/** The items of a section that hold a value of the form: its fields and repeaters. */
export function isFormItem(item: SectionItem): item is FieldDefinition | RepeaterDefinition {
  return !isAction(item) && !isDisplay(item);
}

/** A section's fields and repeaters, in order, without its display parts and actions. */
export function formItems(section: SectionDefinition): (FieldDefinition | RepeaterDefinition)[] {
  return section.fields.filter(isFormItem);
}
