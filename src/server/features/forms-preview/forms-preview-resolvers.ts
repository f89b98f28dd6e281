import { desc, sql } from 'drizzle-orm';
import type { FormsPreview, QueryResolvers } from '../../../../generated/resolvers';
import { WORKING_COPY_SOURCE } from '../../../domain/forms-preview-source';
import type { GraphQLContext } from '../../context';
import { formReleases } from '../../db/schema';
import { appError } from '../../errors';
import { ruleBook } from '../../forms/forms-on-disk';
import { releasedFormsOf } from '../../forms/released-forms';
import type { Flow } from '../../forms/server-forms';
import { readWorkingCopy } from '../../forms/working-copy';

/**
 * The product owners' preview (the input guard lets only them call it): the working copy of forms/,
 * read and checked on every call so that an edit shows at once, or a release as the database keeps it.
 */
export const formsPreviewQueries: QueryResolvers<GraphQLContext> = {
  formsPreview: async (_parent, { input }, context): Promise<FormsPreview> => {
    const releases = await context.db
      // Only the flows' names and versions, for the list: a release's whole forms/ is read when shown.
      .select({ version: formReleases.version, flows: sql<Flow[]>`${formReleases.forms}->'flows'`, releasedAt: formReleases.releasedAt })
      .from(formReleases)
      .orderBy(desc(formReleases.version));
    const sources = [
      { source: WORKING_COPY_SOURCE, label: 'Working copy of forms/' },
      ...releases.map(({ version, flows, releasedAt }) => ({
        source: String(version),
        label: `Release ${version}: ${flows.map((flow) => `${flow.flow} ${flow.configVersion}`).sort().join(', ')} (${releasedAt.toISOString().slice(0, 10)})`,
      })),
    ];
    if (input.source === WORKING_COPY_SOURCE) {
      const { bundle, problems } = readWorkingCopy();
      return {
        source: WORKING_COPY_SOURCE,
        sources,
        steps: bundle?.steps.map((step) => step.json) ?? [],
        flows: bundle?.flows.map((flow) => flow.json) ?? [],
        rules: bundle ? ruleBook(bundle) : {},
        problems,
      };
    }
    const release = releases.find(({ version }) => String(version) === input.source);
    if (!release) throw appError('FORM_RELEASE_NOT_FOUND', { field: 'input.source' });
    const forms = releasedFormsOf((await context.releases.of(release.version, context.db)).forms);
    return { source: input.source, sources, steps: forms.steps, flows: forms.flows, rules: forms.rules, problems: [] };
  },
};
