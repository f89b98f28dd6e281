import { z } from 'zod';
import type { CreateLeadInput } from '../../../../generated/graphql';
import { leadDetailsSchema, type LeadDetails } from '../../../domain/lead-input';
import { leadRatings, leadSources, personRelations } from '../../../domain/lead-values';

export const createLeadMessages = { leadSource: 'Please choose the lead source.' } as const;

/** The Create Lead form: the shared lead rules plus the choices only this screen asks for. */
export function createLeadFormSchema(isPartner: boolean) {
  return leadDetailsSchema(isPartner).extend({
    leadSource: z.enum(leadSources, { error: createLeadMessages.leadSource }),
    contactRole: z.enum(personRelations).nullable(),
    rating: z.enum(leadRatings).nullable(),
    addressLine1: z.string().trim().max(120),
    city: z.string().trim().max(60),
    pincode: z.string().trim().regex(/^$|^[1-9][0-9]{5}$/, 'Please enter a valid 6-digit pincode.'),
  });
}

export type CreateLeadFormValues = z.input<ReturnType<typeof createLeadFormSchema>>;
type CreateLeadFormOutput = LeadDetails & z.output<ReturnType<typeof createLeadFormSchema>>;

export function toCreateLeadInput(values: CreateLeadFormOutput): CreateLeadInput {
  const hasAddress = values.addressLine1 || values.city || values.pincode;
  return {
    shop: {
      name: values.shopName,
      address: hasAddress
        ? { addressLine1: values.addressLine1 || null, city: values.city || null, pincode: values.pincode || null, country: 'India' }
        : null,
    },
    contact: { name: values.contactName, number: values.contactNumber, email: values.contactEmail, role: values.contactRole },
    panNumber: values.panNumber,
    gstin: values.gstin,
    rating: values.rating,
    notes: values.notes,
    scheduledFollowUp: values.scheduledFollowUp,
    leadSource: values.leadSource,
    product: values.product,
  };
}
