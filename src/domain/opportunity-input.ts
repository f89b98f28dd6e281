import { z } from 'zod';
import { FREE_TEXT_MESSAGE, isValidFreeText } from './identifiers/contact';

// The rules of creating an opportunity and of closing one (mark lost, mark as not converted), used
// by the server on createOpportunity and updateOpportunity and by the app's forms for the same words.

export const OPPORTUNITY_LIMITS = { name: 100, accountId: 64, closureRemarks: 1000, submissionComment: 1000 } as const;

export const opportunityMessages = {
  name: 'Please enter the merchant name.',
  leadRequired: 'Please choose the lead to take forward.',
  lostReason: 'Please choose why the opportunity was lost.',
  notClosed: 'A lost reason or closure remarks need the opportunity to be marked lost or not converted.',
} as const;

/** A merchant or shop name: required, trimmed, free text. */
export const opportunityNameSchema = z
  .string({ error: opportunityMessages.name })
  .trim()
  .min(1, opportunityMessages.name)
  .max(OPPORTUNITY_LIMITS.name, opportunityMessages.name)
  .refine(isValidFreeText, FREE_TEXT_MESSAGE);

/** Optional trimmed free text of at most `max` characters; empty means none. */
const optionalFreeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FREE_TEXT_MESSAGE)
    .refine((v) => v === '' || isValidFreeText(v), FREE_TEXT_MESSAGE)
    .transform((v) => (v === '' ? null : v));

/** Optional closure remarks. */
export const closureRemarksSchema = optionalFreeText(OPPORTUNITY_LIMITS.closureRemarks);

/** The agent's optional comment when submitting for review. */
export const submissionCommentSchema = optionalFreeText(OPPORTUNITY_LIMITS.submissionComment);

/** Annual turnover of the previous financial year in rupees: a finite amount, not negative. */
export function isValidAnnualTurnover(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}
