import { z } from 'zod';
import { INVENTORY_LIMITS, inventoryMessages, isClosingStatus } from './inventory';
import { maxLengthMessage } from './text-limits';

// The input rules of stock transfers, checked by the server and by the Inventory screen before it
// sends: apart from src/domain/inventory.ts, whose messages the app's error catalogue reads, so that
// zod stays out of what the first screens load.

const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;
const COURIER_NAME = /^[A-Za-z0-9][A-Za-z0-9 .&'-]*$/;

export const courierNameSchema = z
  .string({ error: inventoryMessages.courierName })
  .trim()
  .min(1, inventoryMessages.courierName)
  .max(INVENTORY_LIMITS.courierName, maxLengthMessage(INVENTORY_LIMITS.courierName))
  .regex(COURIER_NAME, inventoryMessages.courierNameCharacters);

export const trackingNumberSchema = z
  .string({ error: inventoryMessages.trackingNumber })
  .trim()
  .min(1, inventoryMessages.trackingNumber)
  .regex(TRACKING_NUMBER, inventoryMessages.trackingNumberShape);

export const createProductTransferSchema = z.object({
  productItemIds: z
    .array(z.string(), { error: inventoryMessages.noItems })
    .min(1, inventoryMessages.noItems)
    .max(INVENTORY_LIMITS.itemsPerTransfer, inventoryMessages.tooManyItems)
    .refine((ids) => new Set(ids).size === ids.length, inventoryMessages.duplicateItem),
  destinationLocationId: z.string({ error: inventoryMessages.destination }).trim().min(1, inventoryMessages.destination),
  courierName: courierNameSchema,
  trackingNumber: trackingNumberSchema,
});

export const updateProductTransferSchema = z
  .object({
    id: z.string(),
    status: z.string().refine(isClosingStatus, inventoryMessages.transferStatus).nullish(),
    courierName: courierNameSchema.nullish(),
    trackingNumber: trackingNumberSchema.nullish(),
  })
  .refine((input) => input.status != null || input.courierName != null || input.trackingNumber != null, inventoryMessages.nothingToChange);

export const WORKING_CONDITIONS = ['WORKING', 'NOT_WORKING', 'DAMAGED'] as const;

/** What an agent is told when an item's working condition cannot be recorded. */
export const itemConditionMessages = {
  workingCondition: 'Please choose Working, Not working or Damaged.',
  inTransit: (serial: string) => `The item ${serial} is in transit. Its condition can be changed once it is back with you or received.`,
} as const;

export const updateProductItemSchema = z.object({
  id: z.string(),
  workingCondition: z.enum(WORKING_CONDITIONS, { error: itemConditionMessages.workingCondition }),
});
