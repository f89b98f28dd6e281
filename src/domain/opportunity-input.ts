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

/** Optional closure remarks: trimmed free text; empty means none. */
export const closureRemarksSchema = z
  .string()
  .trim()
  .max(OPPORTUNITY_LIMITS.closureRemarks, FREE_TEXT_MESSAGE)
  .refine((v) => v === '' || isValidFreeText(v), FREE_TEXT_MESSAGE)
  .transform((v) => (v === '' ? null : v));

/** The agent's optional comment when submitting for review: trimmed free text; empty means none. */
export const submissionCommentSchema = z
  .string()
  .trim()
  .max(OPPORTUNITY_LIMITS.submissionComment, FREE_TEXT_MESSAGE)
  .refine((v) => v === '' || isValidFreeText(v), FREE_TEXT_MESSAGE)
  .transform((v) => (v === '' ? null : v));

/** Annual turnover of the previous financial year in rupees: a finite amount, not negative. */
export function isValidAnnualTurnover(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}
