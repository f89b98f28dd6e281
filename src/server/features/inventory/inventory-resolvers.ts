import type { MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { isClosingStatus } from '../../../domain/inventory';
import type { GraphQLContext } from '../../context';
import { appError } from '../../errors';
import { changeWorkingCondition, itemsAtLocation } from './items';
import { agentLocationId, destinationLocations } from './locations';
import { changeTransfer, createTransfers, receiveDueAtWarehouses, transferOfLocation, transfersOfLocation } from './transfers';
import { pageOf } from '../../graphql/list-helpers';
import { requireAgent } from '../../graphql/require-agent';

// The agent's inventory and stock transfers (spec section 3): an agent sees and sends only what is
// at their own location (the one their sign-in carries), and sees the transfers from or to it. The
// input rules (src/domain/inventory.ts) have run before these resolvers. What the agent sent to a
// warehouse and is due there is received first (the sandbox warehouse, src/server/features/inventory/transfers.ts),
// so that every answer shows it where it is by the server's clock.

/** The agent's location, with what they sent to a warehouse and is due there received. */
async function settledLocation(context: GraphQLContext): Promise<string> {
  const own = agentLocationId(requireAgent(context));
  await receiveDueAtWarehouses(context.db, own, context.now());
  return own;
}

export const inventoryQueries: QueryResolvers<GraphQLContext> = {
  getProductItems: async (_parent, { input }, context) => {
    const own = agentLocationId(requireAgent(context));
    await receiveDueAtWarehouses(context.db, own, context.now());
    // Another location's stock is not the agent's to see: it is as unknown as a location that is not there.
    if (input.locationId != null && input.locationId !== own) throw appError('INVENTORY_LOCATION_NOT_FOUND', { field: 'input.locationId' });
    return itemsAtLocation(context.db, own, input);
  },
  LocationFilter: async (_parent, { input }, context) => {
    const own = agentLocationId(requireAgent(context));
    return destinationLocations(context.db, own, input.search?.trim() ?? '', pageOf(input));
  },
  getProductTransfers: async (_parent, { input }, context) => transfersOfLocation(context.db, await settledLocation(context), input),
  getProductTransfer: async (_parent, { input }, context) => ({
    productTransfer: await transferOfLocation(context.db, await settledLocation(context), input.id),
  }),
};

export const inventoryMutations: MutationResolvers<GraphQLContext> = {
  createProductTransfer: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const transfers = await createTransfers(context.db, agent, await settledLocation(context), {
      productItemIds: input.productItemIds,
      destinationLocationId: input.destinationLocationId.trim(),
      // The input rules have required both.
      courierName: input.courierName?.trim() ?? '',
      trackingNumber: input.trackingNumber?.trim() ?? '',
    }, context.now());
    return { ids: transfers.map((t) => t.id), productTransfers: transfers };
  },
  updateProductTransfer: async (_parent, { input }, context) => {
    const own = await settledLocation(context);
    const status = input.status && isClosingStatus(input.status) ? input.status : null;
    const productTransfer = await changeTransfer(
      context.db,
      own,
      { id: input.id, status, courierName: input.courierName?.trim(), trackingNumber: input.trackingNumber?.trim() },
      context.now(),
    );
    return { productTransfer };
  },
  updateProductItem: async (_parent, { input }, context) => {
    const own = await settledLocation(context);
    return { productItem: await changeWorkingCondition(context.db, own, input.id, input.workingCondition) };
  },
};
