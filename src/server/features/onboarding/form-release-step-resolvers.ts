import { sql } from 'drizzle-orm';
import type { QueryResolvers } from '../../../../generated/resolvers';
import { rulesOfStep } from '../../../engine/rules';
import type { GraphQLContext } from '../../context';
import { formReleases } from '../../db/schema';
import { appError } from '../../errors';
import { requireAgent } from '../../graphql/require-agent';

/**
 * A step as the release of forms/ that a configVersion names defines it. Releases are the same for
 * every agent and never change, so any signed-in agent may read any of them.
 */
export const formReleaseStepQueries: QueryResolvers<GraphQLContext> = {
  formReleaseStep: async (_parent, { input }, context) => {
    requireAgent(context);
    const [named] = await context.db
      .select({ version: formReleases.version })
      .from(formReleases)
      .where(sql`${formReleases.forms}->'flows' @> ${JSON.stringify([{ configVersion: input.configVersion }])}::jsonb`)
      .limit(1);
    if (!named) throw appError('FORM_RELEASE_NOT_FOUND', { field: 'input.configVersion' });
    const { forms } = await context.releases.of(named.version, context.db);
    const definition = forms.steps.get(input.stepType);
    if (!definition) throw appError('FORM_RELEASE_NOT_FOUND', { field: 'input.stepType' });
    const rules = await rulesOfStep(definition, (name) => Promise.resolve(forms.rules[name]));
    return { version: named.version, configVersion: input.configVersion, definition, rules };
  },
};
