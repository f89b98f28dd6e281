import { TextInput } from '@mantine/core';
import type { z } from 'zod';
import { INVENTORY_LIMITS } from '../../../domain/inventory';
import { courierNameSchema, trackingNumberSchema } from '../../../domain/inventory-input';
import { inventoryTexts } from './inventory-texts';

// The courier a transfer travels with, as its sender types it on sending and on correcting it.

export interface Courier {
  courierName: string;
  trackingNumber: string;
}

export type CourierProblems = Partial<Record<keyof Courier, string>>;

/** The first problem of a value under a rule of src/domain/inventory-input.ts, if any. */
function problemOf(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** What the rules of src/domain/inventory-input.ts find in the typed courier, checked before sending. */
export function courierProblems(courier: Courier): CourierProblems {
  return { courierName: problemOf(courierNameSchema, courier.courierName), trackingNumber: problemOf(trackingNumberSchema, courier.trackingNumber) };
}

export const hasCourierProblem = (problems: CourierProblems) => Boolean(problems.courierName || problems.trackingNumber);

/** The courier as sent: trimmed. */
export const trimmedCourier = (courier: Courier): Courier => ({ courierName: courier.courierName.trim(), trackingNumber: courier.trackingNumber.trim() });

export function CourierFields({ value, onChange, problems }: { value: Courier; onChange: (next: Courier) => void; problems: CourierProblems }) {
  return (
    <>
      <TextInput
        label={inventoryTexts.courierName}
        required
        maxLength={INVENTORY_LIMITS.courierName}
        value={value.courierName}
        onChange={(event) => onChange({ ...value, courierName: event.currentTarget.value })}
        error={problems.courierName}
      />
      <TextInput
        label={inventoryTexts.trackingNumber}
        required
        maxLength={INVENTORY_LIMITS.trackingNumber}
        value={value.trackingNumber}
        onChange={(event) => onChange({ ...value, trackingNumber: event.currentTarget.value })}
        error={problems.trackingNumber}
        autoCapitalize="characters"
      />
    </>
  );
}
