import { z } from 'zod';
import { DATE_MESSAGE } from './dates';
import { EMAIL_MESSAGE, isValidEmail } from './identifiers/contact';
import { LEAD_LIMITS } from './lead-input';
import { mobile, optionalChecked, pastDate } from './merchant-input';
import { maxLengthMessage } from './text-limits';

// The partners or directors of a partnership, LLP or company (spec sections 3 and 5, 'Signatory'):
// each a person with a PAN of their own, a stake in percent, and a KYC of their own. The stakes of
// an account's signatories never add up to more than 100, and the Partnership KYC step is complete
// only when they add up to exactly 100 and every signatory's KYC is completed. A signatory's PAN is
// verified with the PAN registry before it is stored at all, so every stored one is verified.

export const SIGNATORY_LIMITS = { perAccount: 20 } as const;

/** The whole business, in percent: what the stakes add up to at most, and exactly once all are recorded. */
export const WHOLE_STAKE = 100;

const STAKES_WHOLE_MESSAGE = `The stakes must add up to ${WHOLE_STAKE}%.`;

export const signatoryMessages = {
  stakesWhole: STAKES_WHOLE_MESSAGE,
  stakesShort: (total: number) => `${STAKES_WHOLE_MESSAGE} They add up to ${total}% now.`,
  stakeDecimals: 'Please enter the stake with at most 2 decimals.',
  // Spec section 5, word for word: what holds the journey on the step until every signatory is done.
  kycPending: 'Please verify the PAN and complete the KYC of all the partners added',
  atLeastOne: 'Please add at least 1 partner or director.',
  tooMany: `A merchant can have at most ${SIGNATORY_LIMITS.perAccount} partners or directors.`,
  onePrimaryContact: 'Only one partner or director can be the primary contact.',
  listedTwice: 'A partner or director appears twice in the list.',
} as const;

/** Stakes are counted in hundredths of a percent, so that 33.33 + 33.33 + 33.34 is exactly 100. */
function hundredths(value: number): number {
  return Math.round(value * 100);
}

/** A stake as an agent may enter it: 0 to 100 percent, with at most 2 decimals. */
export function isStakeValue(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= WHOLE_STAKE && Math.abs(value * 100 - hundredths(value)) < 1e-6;
}

/** What the stakes add up to, in percent; a signatory without a stake counts as 0. */
export function stakeTotal(stakes: readonly (number | null | undefined)[]): number {
  return stakes.reduce<number>((sum, stake) => sum + hundredths(stake ?? 0), 0) / 100;
}

export function stakesExceedWhole(stakes: readonly (number | null | undefined)[]): boolean {
  return stakeTotal(stakes) > WHOLE_STAKE;
}

export function stakesAddUp(stakes: readonly (number | null | undefined)[]): boolean {
  return stakeTotal(stakes) === WHOLE_STAKE;
}

/** A signatory is a person: only an individual's PAN (the registry's holder type) can be one's. */
export function isSignatoryHolder(holderType: string): boolean {
  return holderType === 'INDIVIDUAL';
}

export interface StoredSignatory {
  stakePercentage: number | null;
  kycCompleted: boolean;
}

/** What the Partnership KYC step's completion reads (forms/steps/PartnershipKyc.json, completeWhen). */
export interface SignatoryFacts {
  added: boolean;
  stakesAddUp: boolean;
  allKycCompleted: boolean;
}

export function signatoryFacts(signatories: readonly StoredSignatory[]): SignatoryFacts {
  return {
    added: signatories.length > 0,
    stakesAddUp: stakesAddUp(signatories.map((s) => s.stakePercentage)),
    allKycCompleted: signatories.every((s) => s.kycCompleted),
  };
}

/** Every signatory added (each with a verified PAN) has completed KYC; none added is not done. */
export function allSignatoriesVerified(facts: SignatoryFacts): boolean {
  return facts.added && facts.allKycCompleted;
}

const signatoryFields = {
  stakePercentage: z.number().refine(isStakeValue, signatoryMessages.stakeDecimals).nullish(),
  dateOfBirth: optionalChecked(pastDate, DATE_MESSAGE),
  mobileNumber: mobile.nullish(),
  email: z
    .string()
    .trim()
    .max(LEAD_LIMITS.email, maxLengthMessage(LEAD_LIMITS.email))
    .refine((v) => v === '' || isValidEmail(v), EMAIL_MESSAGE)
    .nullish(),
};

// The PAN is the resolvers' own: a malformed one is the spec's MOS-1003, which a check here would pre-empt.
export const createSignatorySchema = z.object(signatoryFields);
export const updateSignatorySchema = z.object(signatoryFields);

/** The Partnership KYC step's list: one record named twice, or two primary contacts, cannot be saved. */
export const saveSignatoriesSchema = z.object({
  signatories: z
    .array(z.object({ ...signatoryFields, id: z.string().nullish(), isPrimaryContact: z.boolean().nullish() }))
    .min(1, signatoryMessages.atLeastOne)
    .max(SIGNATORY_LIMITS.perAccount, signatoryMessages.tooMany)
    .superRefine((signatories, ctx) => {
      const seen = new Set<string>();
      let primary = false;
      signatories.forEach((signatory, index) => {
        if (signatory.id) {
          if (seen.has(signatory.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: signatoryMessages.listedTwice });
          seen.add(signatory.id);
        }
        if (signatory.isPrimaryContact) {
          if (primary) ctx.addIssue({ code: 'custom', path: [index, 'isPrimaryContact'], message: signatoryMessages.onePrimaryContact });
          primary = true;
        }
      });
    }),
});
