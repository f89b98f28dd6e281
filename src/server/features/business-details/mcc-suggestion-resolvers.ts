import { inArray } from 'drizzle-orm';
import type { QueryResolvers } from '../../../../generated/resolvers';
import { gstinProblem } from '../../../domain/identifiers/gstin';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { setMembers } from '../../../engine/rules';
import type { GraphQLContext } from '../../context';
import { mccMaster } from '../../db/schema';
import { appError } from '../../errors';
import { sandboxMccCodesForEstablishment, sandboxMccCodesForNatures } from '../../sandbox/gst-mccs';
import { requireAgent } from '../../graphql/require-agent';

/** The most categories a description's words suggest. */
const TEXT_SUGGESTIONS = 10;

/** The natures of business the GST registry records for a GSTIN, with the spec's codes for one it refuses. */
async function gstNatures(context: GraphQLContext, raw: string) {
  const gstin = normaliseIdentifier(raw);
  // The same answers as gstDetails (spec section 8): a wrong shape BS-1006; a wrong check
  // character or a GSTIN nobody registered BS-1007.
  const problem = gstinProblem(gstin);
  if (problem === 'format') throw appError('BS-1006', { field: 'input.gstin' });
  const record = problem ? null : await context.registries.gstDetails(gstin);
  if (!record) throw appError('BS-1007', { field: 'input.gstin' });
  return record;
}

/** The master list's rows of these codes, in this order, leaving out blocked ones (spec section 9) and unknown ones. */
async function choosableRows(context: GraphQLContext, codes: readonly string[]) {
  const rows = codes.length ? await context.db.select().from(mccMaster).where(inArray(mccMaster.mccCode, [...codes])) : [];
  const blocked = setMembers(context.forms.rules, 'blocked-mccs');
  const byCode = new Map(rows.map((row) => [row.mccCode, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    return row && !blocked.has(code) ? [row] : [];
  });
}

/**
 * Master-list categories whose names hold one of the description's words (three letters or more),
 * the first few by code: the same few for the same words, whatever order the database keeps its rows in.
 */
async function codesForText(context: GraphQLContext, text: string): Promise<string[]> {
  const words = [...new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? [])];
  if (!words.length) return [];
  const rows = await context.db.select().from(mccMaster).orderBy(mccMaster.mccCode);
  return rows
    .filter((row) => words.some((word) => `${row.merchantCategory} ${row.subCategoryLabel} ${row.categoryLabel}`.toLowerCase().includes(word)))
    .slice(0, TEXT_SUGGESTIONS)
    .map((row) => row.mccCode);
}

export const mccSuggestionQueries: QueryResolvers<GraphQLContext> = {
  // A GST registration is public: any agent may ask for its categories, so there is no owner to check.
  mccsFromGSTIN: async (_parent, { input }, context) => {
    requireAgent(context);
    const record = await gstNatures(context, input.gstin);
    return { gstin: record.gstin, natureOfBusiness: record.natureOfBusiness, mccList: await choosableRows(context, sandboxMccCodesForNatures(record.natureOfBusiness)) };
  },
  // What a registry or the agent says the business does, as the master list's categories: the GST
  // natures of business (given, or the GSTIN's), the shop and establishment category, then the
  // description's words; each category once, in that order.
  extractMccs: async (_parent, { input }, context) => {
    requireAgent(context);
    const natures = [...(input.natureOfBusiness ?? []), ...(input.gstin ? (await gstNatures(context, input.gstin)).natureOfBusiness : [])];
    const codes = [
      ...sandboxMccCodesForNatures(natures),
      ...(input.seCategory ? sandboxMccCodesForEstablishment(input.seCategory.trim()) : []),
      ...(input.text ? await codesForText(context, input.text) : []),
    ];
    return { mccList: await choosableRows(context, [...new Set(codes)]) };
  },
};
