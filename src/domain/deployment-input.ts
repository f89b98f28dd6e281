import { z } from 'zod';
import { DEPLOYMENT_LIMITS, deploymentMessages } from './deployment';

// The input rules of the deployment operations, checked by the server before they run: apart from
// src/domain/deployment.ts, whose messages the app's error catalogue reads, so that zod stays out of
// what the first screens load.

const trimmed = (message: string) => z.string().trim().min(1, message);
const identifier = z.string().trim().regex(/^[A-Za-z0-9.-]{1,40}$/, deploymentMessages.identifier);

const testProofSchema = z
  .object({
    documentId: z.string().nullish(),
    transactionRef: z
      .string()
      .trim()
      // DEPLOYMENT_LIMITS.transactionRef's bounds.
      .regex(/^[A-Za-z0-9]{6,30}$/, deploymentMessages.transactionRef)
      .nullish(),
    amount: z.number().min(DEPLOYMENT_LIMITS.testAmount.min, deploymentMessages.testAmount).max(DEPLOYMENT_LIMITS.testAmount.max, deploymentMessages.testAmount).nullish(),
  })
  .refine((proof) => Boolean(proof.documentId && proof.transactionRef), { message: deploymentMessages.proofIncomplete, path: ['transactionRef'] })
  .nullish();

export const updateDeploymentRequestSchema = z.object({
  tid: z.string().trim().regex(/^[A-Za-z0-9]{8}$/, deploymentMessages.tid).nullish(),
  mid: z.string().trim().regex(/^[A-Za-z0-9]{15}$/, deploymentMessages.mid).nullish(),
  revisionNumber: identifier.nullish(),
  posId: identifier.nullish(),
  upiTestTransactionProof: testProofSchema,
  cardTestTransactionProof: testProofSchema,
});

export const productsConsumedSchema = z.object({
  productItemIds: z
    .array(z.string())
    .min(1, deploymentMessages.itemsRequired)
    .max(DEPLOYMENT_LIMITS.serialsPerCall)
    .refine((ids) => new Set(ids).size === ids.length, deploymentMessages.duplicateItem),
});

export const deviceLinkingSchema = z.object({
  devices: z
    .array(z.object({ serialNumber: trimmed(deploymentMessages.serialRequired), tid: z.string().trim().regex(/^[A-Za-z0-9]{8}$/, deploymentMessages.tid).nullish() }))
    .min(1, deploymentMessages.itemsRequired)
    .max(DEPLOYMENT_LIMITS.devicesPerCall),
});

export const deviceDeLinkingSchema = z.object({
  serialNumbers: z.array(trimmed(deploymentMessages.serialRequired)).min(1, deploymentMessages.itemsRequired).max(DEPLOYMENT_LIMITS.devicesPerCall),
  reason: z.string({ error: deploymentMessages.reasonRequired }).trim().min(1, deploymentMessages.reasonRequired),
});
