import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { documentMessages, documentNeedsNumber, isDocumentSubType } from '../../../domain/documents';
import type { GraphQLContext } from '../../context';
import { opportunityDocumentExtractions, opportunityDocumentPages, opportunityDocuments } from '../../db/schema';
import { appError } from '../../errors';
import {
  createDocuments,
  documentColumns,
  ownDocuments,
  pagesOf,
  planPages,
  requireEditable,
  storePages,
  withPages,
  type DocumentRow,
} from '../../records/documents';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';

export const documentQueries: QueryResolvers<GraphQLContext> = {
  opportunityDocuments: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const where = [eq(opportunityDocuments.opportunityId, opportunity.id), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)];
    if (input.documentTypes?.length) where.push(inArray(opportunityDocuments.documentType, input.documentTypes));
    const rows = await context.db
      .select()
      .from(opportunityDocuments)
      .where(and(...where))
      .orderBy(asc(opportunityDocuments.createdAt), asc(opportunityDocuments.id));
    return { documents: await withPages(context.db, rows) };
  },
};

export const documentMutations: MutationResolvers<GraphQLContext> = {
  createOpportunityDocument: async (_parent, { input }, context) => {
    const [document] = await createDocuments(context, input.opportunityId, [input.document], () => 'input.document');
    if (!document) throw appError('INTERNAL_SERVER_ERROR');
    return { id: document.id, document };
  },
  createOpportunityDocuments: async (_parent, { input }, context) => {
    const documents = await createDocuments(context, input.opportunityId, input.documents, (index) => `input.documents.${index}`);
    return { ids: documents.map((d) => d.id), documents };
  },
  updateOpportunityDocument: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const [current] = await ownDocuments(context.db, agent, [input.id], () => 'input.id');
    if (!current) throw appError('DE-2006', { field: 'input.id' });
    const opportunity = await ownOpportunityRow(context.db, agent, String(current.opportunityId));
    requireEditable(opportunity, current.documentType, 'input.id');
    if (input.documentPages) {
      const planned = await planPages(context.db, agent, current.documentType, input.documentPages, 'input.documentPages', current.id);
      const before = (await pagesOf(context.db, [current.id])).get(current.id) ?? [];
      const kept = new Set(planned.flatMap((page) => (page.kind === 'kept' ? [page.from.fileKey] : [])));
      await context.db.delete(opportunityDocumentPages).where(eq(opportunityDocumentPages.documentId, current.id));
      // What was read from the old pages is not what the new ones say.
      await context.db.delete(opportunityDocumentExtractions).where(eq(opportunityDocumentExtractions.documentId, current.id));
      await storePages(context, agent, current.id, planned);
      // A replaced page's file goes once the new pages are committed; until then it is still the document's.
      for (const page of before) if (!kept.has(page.fileKey)) context.effects.afterCommit(() => context.files.delete(page.fileKey));
    }
    const [row] = await context.db
      .update(opportunityDocuments)
      .set({ ...documentColumns(input), modifiedAt: context.now() })
      .where(eq(opportunityDocuments.id, current.id))
      .returning();
    if (!row) throw appError('DE-2006', { field: 'input.id' });
    const [document] = await withPages(context.db, [row]);
    if (!document) throw appError('INTERNAL_SERVER_ERROR');
    return { document };
  },
  deleteOpportunityDocuments: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const rows = await ownDocuments(context.db, agent, input.ids, (index) => `input.ids.${index}`);
    rows.forEach((row, index) => {
      if (row.opportunityId !== opportunity.id) throw appError('DE-2006', { field: `input.ids.${index}` });
      requireEditable(opportunity, row.documentType, `input.ids.${index}`);
    });
    const ids = [...new Set(rows.map((row) => row.id))];
    if (ids.length === 0) return { isDeleted: false, deletedIds: [] };
    const pages = await pagesOf(context.db, ids);
    await context.db.delete(opportunityDocuments).where(inArray(opportunityDocuments.id, ids));
    for (const page of [...pages.values()].flat()) context.effects.afterCommit(() => context.files.delete(page.fileKey));
    return { isDeleted: true, deletedIds: ids };
  },
  saveOpportunityDocuments: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const kept: DocumentRow[] = [];
    for (const [subType, ids] of Object.entries(input.documents)) {
      if (!ids?.length) continue;
      const field = (index: number) => `input.documents.${subType}.${index}`;
      const rows = await ownDocuments(context.db, agent, ids, field);
      rows.forEach((row, index) => {
        if (row.opportunityId !== opportunity.id || row.documentSubType !== subType) throw appError('DE-2006', { field: field(index) });
        requireEditable(opportunity, row.documentType, field(index));
        if (isDocumentSubType(row.documentSubType) && documentNeedsNumber(row.documentSubType) && !row.uniqueIdentifier?.trim()) {
          throw appError('VALIDATION_ERROR', { message: documentMessages.numberMissing, field: `input.documents.${subType}` });
        }
      });
      kept.push(...rows);
    }
    return { documents: await withPages(context.db, kept) };
  },
};
