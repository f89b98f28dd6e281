import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MutationResolvers, OpportunityLineItem, Plan, Product, ProductType, QueryResolvers } from '../../../../generated/resolvers';
import { usesMiniFlow } from '../../../domain/onboarding-steps';
import {
  AVAILABLE_SPONSORED_DEVICES,
  chosenPricing,
  keepsPrime,
  lineAmount,
  MAX_DEVICE_AVAILABLE,
  offeredProductFamilies,
  PRICING_OPEN_STATUSES,
  productKind,
  productMessages,
  roundRupees,
} from '../../../domain/pricing';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { opportunities, opportunityLineItems, opportunityPricing, plans, products } from '../../db/schema';
import { appError } from '../../errors';
import { findPurchaseOrder } from '../purchase-order';
import { sponsorMappings } from '../../sandbox/sponsor-registry';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { requireAgent } from '../../graphql/require-agent';
import { storedLineItems } from './line-items';

type ProductRow = typeof products.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type LineItemRow = typeof opportunityLineItems.$inferSelect;

/**
 * Whether a journey is offered only the mini products (spec section 6): the server decides from the
 * agent and the opportunity's owner; the app's isMiniFlow can only narrow the list, never widen it.
 */
function offersMiniOnly(agent: AgentIdentity, opportunity: OpportunityRow | null, askedMini: boolean): boolean {
  return usesMiniFlow(opportunity?.ownerType, agent.isPartner) || askedMini;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    type: productKind(row.type, row.hardwareSubTypeName) as ProductType,
    imageUrl: row.imageUrl,
    hardwareSubTypeName: row.hardwareSubTypeName,
    isMini: offeredProductFamilies(true).includes(row.family),
  };
}

function toPlan(row: PlanRow): Plan {
  return { id: row.id, name: row.name, productId: row.productId, isPrimeEnabled: row.isPrimeEnabled, standard: row.standard, relatedProducts: row.relatedProducts };
}

function toLineItem(row: LineItemRow, productName: string, planName: string): OpportunityLineItem {
  return {
    id: row.id,
    productId: row.productId,
    productName,
    planId: row.planId,
    planName,
    quantity: row.quantity,
    relatedPlanBundleId: row.relatedPlanBundleId,
    primeVas: row.primeVas,
    totalAmount: row.totalAmount,
  };
}

async function offeredProducts(db: Database, miniOnly: boolean): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(inArray(products.family, [...offeredProductFamilies(miniOnly)]))
    .orderBy(asc(products.position));
}

/** The opportunity the call names, when it names one; another agent's is not found (ODS-101). */
async function namedOpportunity(db: Database, agent: AgentIdentity, id: string | null | undefined) {
  return id ? ownOpportunityRow(db, agent, id) : null;
}

/** Devices the merchant's sponsors still give, for the opportunity's PAN (0 without a sponsor). */
function sponsoredDevices(opportunity: OpportunityRow): number {
  if (!opportunity.panNumber) return AVAILABLE_SPONSORED_DEVICES;
  return sponsorMappings(opportunity.panNumber).reduce((sum, m) => sum + m.availableDevices, AVAILABLE_SPONSORED_DEVICES);
}

async function catalogueOf(db: Database, productIds: string[], planIds: string[]) {
  const [productRows, planRows] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    planIds.length ? db.select().from(plans).where(inArray(plans.id, planIds)) : [],
  ]);
  return { productsById: new Map(productRows.map((p) => [p.id, p])), plansById: new Map(planRows.map((p) => [p.id, p])) };
}

export const productQueries: QueryResolvers<GraphQLContext> = {
  productList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await namedOpportunity(context.db, agent, input.opportunityId);
    const search = input.search?.trim().toLowerCase();
    const rows = (await offeredProducts(context.db, offersMiniOnly(agent, opportunity, input.isMiniFlow ?? false)))
      .map(toProduct)
      .filter((p) => (!input.type || p.type === input.type) && (!search || p.name.toLowerCase().includes(search)));
    return { products: rows };
  },
  planList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await namedOpportunity(context.db, agent, input.opportunityId);
    const offered = await offeredProducts(context.db, offersMiniOnly(agent, opportunity, false));
    if (!offered.some((p) => p.id === input.productId)) {
      throw appError('VALIDATION_ERROR', { message: productMessages.unknownProduct, field: 'input.productId' });
    }
    const rows = await context.db.select().from(plans).where(eq(plans.productId, input.productId)).orderBy(asc(plans.position));
    return { plans: rows.map(toPlan) };
  },
  getOpportunityProduct: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const lines = await storedLineItems(context.db, agent, opportunity.id);
    const { productsById, plansById } = await catalogueOf(
      context.db,
      lines.map((l) => l.productId),
      lines.map((l) => l.planId),
    );
    const selected = new Map<string, { product: Product; plans: { planId: string; planName: string; quantity: number; relatedPlanBundleId: string | null; primeVas: boolean; lineItemId: string }[] }>();
    for (const line of lines) {
      const product = productsById.get(line.productId);
      const plan = plansById.get(line.planId);
      if (!product || !plan) continue;
      const entry = selected.get(product.id) ?? { product: toProduct(product), plans: [] };
      entry.plans.push({ planId: plan.id, planName: plan.name, quantity: line.quantity, relatedPlanBundleId: line.relatedPlanBundleId, primeVas: line.primeVas, lineItemId: line.id });
      selected.set(product.id, entry);
    }
    return {
      selectedProducts: [...selected.values()],
      lineItems: lines.flatMap((line) => {
        const product = productsById.get(line.productId);
        const plan = plansById.get(line.planId);
        return product && plan ? [toLineItem(line, product.name, plan.name)] : [];
      }),
      maxDeviceAvailable: MAX_DEVICE_AVAILABLE,
      availableSponsoredDevices: sponsoredDevices(opportunity),
      isProductEditableFromSA: !opportunity.opportunitySubmitted,
    };
  },
  getSponsorMerchantMapping: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await namedOpportunity(context.db, agent, input.opportunityId);
    const pan = input.panNumber?.trim().toUpperCase() || opportunity?.panNumber;
    if (!pan) throw appError('VALIDATION_ERROR', { message: 'Please give the opportunity or the PAN.', field: 'input.panNumber' });
    return { mappings: sponsorMappings(pan) };
  },
};

export const productMutations: MutationResolvers<GraphQLContext> = {
  createOLI: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    // Past approval, or once a purchase order is made from them, the products stay as they were priced.
    if (!PRICING_OPEN_STATUSES.includes(opportunity.status) || opportunity.opportunitySubmitted || (await findPurchaseOrder(context.db, opportunity.id)) !== null) {
      throw appError('MOS-1007', { field: 'input.opportunityId' });
    }
    const offered = new Map((await offeredProducts(context.db, offersMiniOnly(agent, opportunity, false))).map((p) => [p.id, p]));
    const { plansById } = await catalogueOf(context.db, [], input.lineItems.map((l) => l.planId));
    const seen = new Set<string>();
    let devices = 0;
    const lines = input.lineItems.map((item, index) => {
      const at = (field: string) => `input.lineItems.${index}.${field}`;
      const product = offered.get(item.productId);
      if (!product) throw appError('VALIDATION_ERROR', { message: productMessages.unknownProduct, field: at('productId') });
      const plan = plansById.get(item.planId);
      if (!plan || plan.productId !== product.id) throw appError('VALIDATION_ERROR', { message: productMessages.planNotOfProduct, field: at('planId') });
      if (seen.has(plan.id)) throw appError('VALIDATION_ERROR', { message: productMessages.duplicatePlan, field: at('planId') });
      seen.add(plan.id);
      const bundleId = item.relatedPlanBundleId || null;
      if (bundleId && !plan.relatedProducts.some((b) => b.id === bundleId)) {
        throw appError('VALIDATION_ERROR', { message: productMessages.bundleNotOfPlan, field: at('relatedPlanBundleId') });
      }
      devices += item.quantity;
      if (!Number.isInteger(item.quantity) || item.quantity < 0 || devices > MAX_DEVICE_AVAILABLE) {
        throw appError('VALIDATION_ERROR', { message: productMessages.quantity(MAX_DEVICE_AVAILABLE), field: at('quantity') });
      }
      const primeVas = keepsPrime(plan, bundleId, item.primeVas ?? false);
      return {
        product,
        plan,
        values: {
          opportunityId: opportunity.id,
          ownerEmployeeId: agent.employeeId,
          productId: product.id,
          planId: plan.id,
          quantity: item.quantity,
          relatedPlanBundleId: bundleId,
          primeVas,
          totalAmount: lineAmount(chosenPricing(plan, bundleId), item.quantity, primeVas),
          position: index,
        },
      };
    });
    if (devices === 0) throw appError('VALIDATION_ERROR', { message: productMessages.noProducts, field: 'input.lineItems' });
    const totalAmount = roundRupees(lines.reduce((sum, l) => sum + l.values.totalAmount, 0));
    const now = context.now();
    const stored = await context.db.transaction(async (tx) => {
      // The opportunity's row first: it holds concurrent saves of its products (and a pricing
      // decision) one after the other, so line items are never replaced twice at once. New products
      // make a submitted or approved pricing stale: it goes back to the agent to price again.
      await tx
        .update(opportunities)
        .set({
          totalAmount,
          modifiedOn: now,
          status: sql`case when ${opportunities.status} in ('PRICING_SUBMITTED', 'PRICING_APPROVED') then 'INITIATED' else ${opportunities.status} end`,
        })
        .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
      await tx
        .update(opportunityPricing)
        .set({ approvalStatus: null, submittedAt: null, decidedAt: null })
        .where(eq(opportunityPricing.opportunityId, opportunity.id));
      await tx
        .delete(opportunityLineItems)
        .where(and(eq(opportunityLineItems.opportunityId, opportunity.id), eq(opportunityLineItems.ownerEmployeeId, agent.employeeId)));
      return tx.insert(opportunityLineItems).values(lines.map((l) => l.values)).returning();
    });
    const names = new Map(lines.map((l) => [l.plan.id, { productName: l.product.name, planName: l.plan.name }]));
    return {
      isCreated: true,
      totalAmount,
      lineItems: stored.map((row) => toLineItem(row, names.get(row.planId)?.productName ?? '', names.get(row.planId)?.planName ?? '')),
    };
  },
};
