import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { appError } from '../errors';
import { contractScalars } from '../input/contract-scalars';
import { createInputGuard } from '../input/input-guard';
import { appVersionQueries, authMutations } from './auth';
import { businessDetailsMutations, businessDetailsQueries } from './business-details';
import { bankMutations, bankQueries } from './bank';
import { dashboardQueries } from './dashboard';
import { deploymentMutations, deploymentQueries } from './deployment';
import { deploymentStoreMutations, deploymentStoreQueries } from './deployment-store';
import { documentCheckMutations, documentCheckQueries } from './document-checks';
import { documentMutations, documentQueries } from './documents';
import { inventoryMutations, inventoryQueries } from './inventory';
import { kycMutations, kycQueries } from './kyc';
import { kycLinkMutations, kycLinkQueries } from './kyc-link';
import { journeyLeadQueries } from './journey-lead';
import { leadMutations, leadQueries } from './lead';
import { mandateMutations, mandateQueries } from './mandate';
import { masterQueries } from './master';
import { mccSuggestionQueries } from './mcc-suggestions';
import { merchantMutations, merchantQueries } from './merchant';
import { formReleaseStepQueries } from './form-release-step';
import { formsPreviewQueries } from './forms-preview';
import { onboardingMutations, onboardingQueries } from './onboarding';
import { purchaseOrderMutations, purchaseOrderQueries } from './purchase-order';
import { opportunityMutations, opportunityQueries } from './opportunity';
import { pricingMutations, pricingQueries } from './pricing';
import { productMutations, productQueries } from './products';
import { registryQueries } from './registry';
import { reviewMutations } from './review';
import { requireAgent } from './require-agent';
import { signatoryMutations, signatoryQueries } from './signatories';
import { supportMutations, supportQueries } from './support';

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
