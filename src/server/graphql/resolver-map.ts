import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { appError } from '../errors';
import { contractScalars } from '../input/contract-scalars';
import { createInputGuard } from './input-guard';
import { appVersionQueries, authMutations } from '../features/sign-in/sign-in-resolvers';
import { businessDetailsMutations, businessDetailsQueries } from '../features/business-details/business-details-resolvers';
import { bankMutations, bankQueries } from '../features/bank-account/bank-resolvers';
import { dashboardQueries } from '../features/leads/dashboard-resolvers';
import { deploymentMutations, deploymentQueries } from '../features/deployment/deployment-resolvers';
import { deploymentStoreMutations, deploymentStoreQueries } from '../features/deployment/deployment-store-resolvers';
import { documentCheckMutations, documentCheckQueries } from '../features/documents/document-check-resolvers';
import { documentMutations, documentQueries } from '../features/documents/document-resolvers';
import { inventoryMutations, inventoryQueries } from '../features/inventory/inventory-resolvers';
import { kycMutations, kycQueries } from '../features/kyc/kyc-resolvers';
import { kycLinkMutations, kycLinkQueries } from '../features/kyc/kyc-link-resolvers';
import { journeyLeadQueries } from '../features/leads/journey-lead-resolvers';
import { leadMutations, leadQueries } from '../features/leads/lead-resolvers';
import { mandateMutations, mandateQueries } from '../features/mandate/mandate-resolvers';
import { masterQueries } from '../features/business-details/master-resolvers';
import { mccSuggestionQueries } from '../features/business-details/mcc-suggestion-resolvers';
import { merchantMutations, merchantQueries } from '../features/business-details/merchant-resolvers';
import { formReleaseStepQueries } from '../features/onboarding/form-release-step-resolvers';
import { formsPreviewQueries } from '../features/forms-preview/forms-preview-resolvers';
import { onboardingMutations, onboardingQueries } from '../features/onboarding/onboarding-resolvers';
import { purchaseOrderMutations, purchaseOrderQueries } from '../features/purchase-order/purchase-order-resolvers';
import { opportunityMutations, opportunityQueries } from '../features/leads/opportunity-resolvers';
import { pricingMutations, pricingQueries } from '../features/pricing/pricing-resolvers';
import { productMutations, productQueries } from '../features/pricing/product-resolvers';
import { registryQueries } from '../features/business-details/registry-resolvers';
import { reviewMutations } from '../features/onboarding/review-resolvers';
import { requireAgent } from './require-agent';
import { signatoryMutations, signatoryQueries } from '../features/kyc/signatory-resolvers';
import { supportMutations, supportQueries } from '../features/support/support-resolvers';

const queries: QueryResolvers<GraphQLContext> = {
  health: () => 'ok',
  ...leadQueries,
  ...journeyLeadQueries,
  ...masterQueries,
  ...mccSuggestionQueries,
  ...registryQueries,
  ...onboardingQueries,
  ...formReleaseStepQueries,
  ...formsPreviewQueries,
  ...appVersionQueries,
  ...supportQueries,
  ...opportunityQueries,
  ...dashboardQueries,
  ...merchantQueries,
  ...businessDetailsQueries,
  ...deploymentStoreQueries,
  ...deploymentQueries,
  ...bankQueries,
  ...signatoryQueries,
  ...documentQueries,
  ...kycQueries,
  ...kycLinkQueries,
  ...documentCheckQueries,
  ...mandateQueries,
  ...productQueries,
  ...pricingQueries,
  ...purchaseOrderQueries,
  ...inventoryQueries,
};

const mutations: MutationResolvers<GraphQLContext> = {
  ...authMutations,
  ...leadMutations,
  ...onboardingMutations,
  ...opportunityMutations,
  ...merchantMutations,
  ...businessDetailsMutations,
  ...deploymentStoreMutations,
  ...deploymentMutations,
  ...bankMutations,
  ...signatoryMutations,
  ...documentMutations,
  ...kycMutations,
  ...kycLinkMutations,
  ...documentCheckMutations,
  ...reviewMutations,
  ...supportMutations,
  ...mandateMutations,
  ...productMutations,
  ...pricingMutations,
  ...purchaseOrderMutations,
  ...inventoryMutations,
};

export interface OperationCoverage {
  implemented: string[];
  missing: string[];
}

/** Which of the contract's operations have a resolver (placeholders like `_noop` are not counted). */
export function operationCoverage(schema: GraphQLSchema): OperationCoverage {
  const implemented: string[] = [];
  const missing: string[] = [];
  for (const [root, resolvers] of [
    [schema.getQueryType(), queries],
    [schema.getMutationType(), mutations],
  ] as const) {
    for (const name of Object.keys(root?.getFields() ?? {})) {
      if (name === 'health' || name === '_noop') continue;
      (name in resolvers ? implemented : missing).push(`${root?.name}.${name}`);
    }
  }
  return { implemented, missing };
}

const notImplemented: GraphQLFieldResolver<unknown, GraphQLContext> = (_parent, _args, context) => {
  requireAgent(context);
  throw appError('NOT_IMPLEMENTED');
};

/**
 * The resolver map for the whole contract: every Query and Mutation field has a resolver, and one
 * that later issues have not built yet answers with the catalogued NOT_IMPLEMENTED error.
 */
export function buildResolvers(schema: GraphQLSchema) {
  const guard = createInputGuard(schema);
  const guarded =
    (name: string, resolver: GraphQLFieldResolver<unknown, GraphQLContext>): GraphQLFieldResolver<unknown, GraphQLContext> =>
    async (parent, args: { input?: unknown }, context, info) => {
      await guard(name, args.input, context, info);
      return resolver(parent, args, context, info);
    };
  const fill = (root: ReturnType<GraphQLSchema['getQueryType']>, resolvers: object) =>
    Object.fromEntries(
      Object.keys(root?.getFields() ?? {}).map((name) => {
        if (name === 'health') return [name, (resolvers as Record<string, unknown>)[name]];
        if (name === '_noop') return [name, () => null];
        const resolver = (resolvers as Record<string, GraphQLFieldResolver<unknown, GraphQLContext> | undefined>)[name] ?? notImplemented;
        return [name, guarded(name, resolver)];
      }),
    );
  return {
    ...contractScalars,
    Query: fill(schema.getQueryType(), queries),
    Mutation: fill(schema.getMutationType(), mutations),
  };
}
