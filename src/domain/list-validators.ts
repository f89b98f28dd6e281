import { signatoryMessages, stakeTotal, WHOLE_STAKE } from './signatories';

// The validators that form definitions name in a repeater's `validate` list: rules over a whole
// list of items rather than one value. The form engine runs them in the browser and the server
// runs the same ones on a step's save, so both refuse the same list with the same message.
//
// test() is only called on a list whose every item passed its own fields' checks; it gets each
// item's values as the operation wants them (numbers as numbers).

export interface ListValidator {
  /** The message shown when test() fails. */
  message: string;
  test(items: readonly Record<string, unknown>[]): boolean;
  /** The most precise message for a list that failed test(). */
  messageFor?(items: readonly Record<string, unknown>[]): string;
}

const stakesOf = (items: readonly Record<string, unknown>[]) => items.map((item) => (typeof item.stakePercentage === 'number' ? item.stakePercentage : 0));

export const listValidators = {
  /** The stakes of the partners or directors listed add up to the whole business. */
  signatoryStakes: {
    message: signatoryMessages.stakesWhole,
    test: (items) => stakeTotal(stakesOf(items)) === WHOLE_STAKE,
    messageFor: (items) => signatoryMessages.stakesShort(stakeTotal(stakesOf(items))),
  },
} satisfies Record<string, ListValidator>;

export type ListValidatorName = keyof typeof listValidators;

export function isListValidatorName(name: string): name is ListValidatorName {
  return Object.hasOwn(listValidators, name);
}
