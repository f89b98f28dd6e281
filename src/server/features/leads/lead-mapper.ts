import type { Lead } from '../../../../generated/resolvers';
import type { leads } from '../../db/schema';

type LeadRow = typeof leads.$inferSelect;

export function toLead(row: LeadRow): Lead {
  const address = row.shopAddress;
  return {
    id: row.id,
    status: row.status,
    salesStage: row.salesStage,
    modifiedAt: row.modifiedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    panNumber: row.panNumber,
    gstin: row.gstin,
    shop: {
      name: row.shopName,
      address: address
        ? {
            addressLine1: address.addressLine1 ?? null,
            addressLine2: address.addressLine2 ?? null,
            addressLine3: address.addressLine3 ?? null,
            area: address.area ?? null,
            district: address.district ?? null,
            city: address.city ?? null,
            state: address.state ?? null,
            country: address.country ?? null,
            pincode: address.pincode ?? null,
            latitude: address.latitude ?? null,
            longitude: address.longitude ?? null,
          }
        : null,
    },
    contact: {
      name: row.contactName,
      email: row.contactEmail,
      number: row.contactNumber,
      role: row.contactRole,
    },
    rating: row.rating,
    notes: row.notes,
    scheduledFollowUp: row.scheduledFollowUp?.toISOString() ?? null,
    leadSource: row.leadSource,
    ownerType: row.ownerType,
    product: row.products,
    isAssigned: row.isAssigned,
    lostReason: row.lostReason,
  };
}
