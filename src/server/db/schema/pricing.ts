import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalStatus, LeadProduct, SettlementCycle } from '../../../../generated/resolvers';
import type { PlanBundle, PlanPricing, ProductKind } from '../../../domain/pricing';
import { agents } from './sign-in';
import { opportunities } from './leads';

/**
 * The product catalogue (spec section 3, 'Product'). `family` is the product of a lead (LeadProduct)
 * it is offered as, which decides who may offer it (spec section 6).
 */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  family: text('family').$type<LeadProduct>().notNull(),
  type: text('type').$type<ProductKind>().notNull(),
  imageUrl: text('image_url'),
  hardwareSubTypeName: text('hardware_sub_type_name'),
  position: integer('position').notNull(),
});

/** Plans of a product: their standard pricing and related-product bundles (spec section 3, 'Plan'). */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    isPrimeEnabled: boolean('is_prime_enabled').notNull().default(false),
    standard: jsonb('standard').$type<PlanPricing>().notNull(),
    relatedProducts: jsonb('related_products').$type<PlanBundle[]>().notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull(),
  },
  (t) => [index('plans_product_idx').on(t.productId, t.position)],
);

/** An opportunity's chosen products and plans (opportunity line items, createOLI). */
export const opportunityLineItems = pgTable(
  'opportunity_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    ownerEmployeeId: text('owner_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull().default(0),
    relatedPlanBundleId: text('related_plan_bundle_id'),
    primeVas: boolean('prime_vas').notNull().default(false),
    /** What the merchant pays for this line at list price, in rupees. */
    totalAmount: doublePrecision('total_amount').notNull(),
    /** Prices the agent asked for on the pricing step; null means the list price. */
    requestedSetupFee: doublePrecision('requested_setup_fee'),
    requestedRentalPerMonth: doublePrecision('requested_rental_per_month'),
    position: integer('position').notNull(),
  },
  (t) => [index('opportunity_line_items_opportunity_idx').on(t.opportunityId, t.position)],
);

/** The pricing step of an opportunity: what the agent set and where its approval stands. */
export const opportunityPricing = pgTable('opportunity_pricing', {
  opportunityId: integer('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id),
  ownerEmployeeId: text('owner_employee_id')
    .notNull()
    .references(() => agents.employeeId),
  settlementCycle: text('settlement_cycle').$type<SettlementCycle>(),
  allVasCheck: boolean('all_vas_check').notNull().default(false),
  agentComment: text('agent_comment'),
  approvalStatus: text('approval_status').$type<ApprovalStatus>(),
  approverComment: text('approver_comment'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
