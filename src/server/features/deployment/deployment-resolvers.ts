import type { MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { isUuid } from '../../../domain/record-ids';
import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import { productItems } from '../../db/schema';
import { appError } from '../../errors';
import {
  consumeProducts,
  delinkDevices,
  deploymentOverview,
  linkDevices,
  raiseDeployment,
  requirementsAndInventory,
  updateRequest,
} from './deployment-operations';
import { addStoreForDeployment, toDeploymentStore } from './deployment-stores';
import { consumedItems, deployableOpportunity, factsOf, kindOf, liveLinks, ownRequest, productOf, toConsumedProduct, toDeploymentRequests, type RequestRow } from './deployment-requests';
import type { Database } from '../../db/connection';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';

// Deployment after approval (spec sections 2, 3 and 8): the opportunity's items and requests, raising
// requests, recording devices, test transactions and linking, and completing the deployment. Every
// record is the agent's own: another agent's opportunity is ODS-101, request DEPLOYMENT_REQUEST_NOT_FOUND.

async function oneRequest(db: Database, row: RequestRow) {
  const [request] = await toDeploymentRequests(db, [row]);
  if (!request) throw new Error('a stored request could not be shown');
  return request;
}

async function requestFacts(db: Database, row: RequestRow) {
  const product = await productOf(db, row.productId);
  return factsOf(row, kindOf(product), await consumedItems(db, [row.id]), await liveLinks(db, [row.id]));
}

export const deploymentQueries: QueryResolvers<GraphQLContext> = {
  posDeployment: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await deployableOpportunity(context.db, agent, input.opportunityId);
    return deploymentOverview(context.db, opportunity, context.now());
  },
  devicesToBeLinked: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await ownRequest(context.db, agent, input.deploymentRequestId, 'input.deploymentRequestId');
    return { devices: (await requestFacts(context.db, row)).devices };
  },
  deploymentRequestByAssetId: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const [item] = isUuid(input.assetId)
      ? await context.db.select({ requestId: productItems.consumedByRequestId }).from(productItems).where(eq(productItems.id, input.assetId))
      : [];
    if (!item?.requestId) throw appError('DEPLOYMENT_REQUEST_NOT_FOUND', { field: 'input.assetId' });
    const row = await ownRequest(context.db, agent, item.requestId, 'input.assetId');
    return { deploymentRequest: await oneRequest(context.db, row) };
  },
  getProductsConsumed: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await ownRequest(context.db, agent, input.deploymentRequestId, 'input.deploymentRequestId');
    return { productsConsumedList: (await consumedItems(context.db, [row.id])).map(toConsumedProduct) };
  },
  productsRequiredAndInventory: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    return { items: await requirementsAndInventory(context.db, agent, opportunity, input.locationId) };
  },
};

export const deploymentMutations: MutationResolvers<GraphQLContext> = {
  addDeploymentStore: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const { added, stores } = await addStoreForDeployment(context.db, agent, opportunity, input.store, context.now());
    return { store: toDeploymentStore(added), stores: stores.map((row) => toDeploymentStore(row)) };
  },
  processDeployment: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await deployableOpportunity(context.db, agent, input.opportunityId);
    return raiseDeployment(context, agent, opportunity, input.items);
  },
  updateDeploymentRequest: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await updateRequest(context, agent, input);
    return { isUpdated: true, deploymentRequest: await oneRequest(context.db, row) };
  },
  productsConsumed: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const { row, consumed } = await consumeProducts(context, agent, input.deploymentRequestId, input.productItemIds);
    return { isProductsConsumed: consumed.length >= row.quantity, productsConsumedList: consumed.map(toConsumedProduct) };
  },
  deviceLinkingDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await linkDevices(context, agent, input.deploymentRequestId, input.devices);
    const facts = await requestFacts(context.db, row);
    return { isLinkingDone: facts.isLinkingDone, mappedDevicesList: facts.devices };
  },
  deviceDeLinkingDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await delinkDevices(context, agent, input.deploymentRequestId, input.serialNumbers, input.reason ?? '');
    return { isDeLinked: true, mappedDevicesList: (await requestFacts(context.db, row)).devices };
  },
};
