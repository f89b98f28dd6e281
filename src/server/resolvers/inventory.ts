import type { MutationResolvers, QueryResolvers } from '../../../generated/resolvers';
import { isClosingStatus } from '../../domain/inventory';
import type { GraphQLContext } from '../context';
import { appError } from '../errors';
import { itemsAtLocation } from '../inventory/items';
import { agentLocationId, destinationLocations } from '../inventory/locations';
import { changeTransfer, createTransfers, transferOfLocation, transfersOfLocation } from '../inventory/transfers';
import { pageOf } from './list-helpers';
import { requireAgent } from './require-agent';

// The agent's inventory and stock transfers (spec section 3): an agent sees and sends only what is
// at their own location (the one their sign-in carries), and sees the transfers from or to it. The
// input rules (src/domain/inventory.ts) have run before these resolvers.

export const inventoryQueries: QueryResolvers<GraphQLContext> = {
  getProductItems: async (_parent, { input }, context) => {
    const own = agentLocationId(requireAgent(context));
    // Another location's stock is not the agent's to see: it is as unknown as a location that is not there.
    if (input.locationId != null && input.locationId !== own) throw appError('INVENTORY_LOCATION_NOT_FOUND', { field: 'input.locationId' });
    return itemsAtLocation(context.db, own, input);
  },
  LocationFilter: async (_parent, { input }, context) => {
    const own = agentLocationId(requireAgent(context));
    return destinationLocations(context.db, own, input.search?.trim() ?? '', pageOf(input));
  },
  getProductTransfers: async (_parent, { input }, context) => transfersOfLocation(context.db, agentLocationId(requireAgent(context)), input),
  getProductTransfer: async (_parent, { input }, context) => ({
    productTransfer: await transferOfLocation(context.db, agentLocationId(requireAgent(context)), input.id),
  }),
};

export const inventoryMutations: MutationResolvers<GraphQLContext> = {
  createProductTransfer: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const transfers = await createTransfers(context.db, agent, agentLocationId(agent), {
      productItemIds: input.productItemIds,
      destinationLocationId: input.destinationLocationId.trim(),
      // The input rules have required both.
      courierName: input.courierName?.trim() ?? '',
      trackingNumber: input.trackingNumber?.trim() ?? '',
    }, context.now());
    return { ids: transfers.map((t) => t.id), productTransfers: transfers };
  },
  updateProductTransfer: async (_parent, { input }, context) => {
    const own = agentLocationId(requireAgent(context));
    const status = input.status && isClosingStatus(input.status) ? input.status : null;
    const productTransfer = await changeTransfer(
      context.db,
      own,
      { id: input.id, status, courierName: input.courierName?.trim(), trackingNumber: input.trackingNumber?.trim() },
      context.now(),
    );
    return { productTransfer };
  },
};
