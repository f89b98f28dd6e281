import { inArray } from 'drizzle-orm';
import type { QueryResolvers } from '../../../generated/resolvers';
import { gstinProblem } from '../../domain/identifiers/gstin';
import { normaliseIdentifier } from '../../domain/identifiers/normalise';
import { setMembers } from '../../engine/rules';
import type { GraphQLContext } from '../context';
import { mccMaster } from '../db/schema';
import { appError } from '../errors';
import { sandboxMccCodesForNatures } from '../sandbox/gst-mccs';
import { requireAgent } from './require-agent';

export const mccSuggestionQueries: QueryResolvers<GraphQLContext> = {
  // A GST registration is public: any agent may ask for its categories, so there is no owner to check.
  mccsFromGSTIN: async (_parent, { input }, context) => {
    requireAgent(context);
    const gstin = normaliseIdentifier(input.gstin);
    // The same answers as gstDetails (spec section 8): a wrong shape BS-1006; a wrong check
    // character or a GSTIN nobody registered BS-1007.
    const problem = gstinProblem(gstin);
    if (problem === 'format') throw appError('BS-1006');
    const record = problem ? null : await context.registries.gstDetails(gstin);
    if (!record) throw appError('BS-1007');
    const codes = sandboxMccCodesForNatures(record.natureOfBusiness);
    const rows = codes.length ? await context.db.select().from(mccMaster).where(inArray(mccMaster.mccCode, codes)) : [];
    // A blocked category is never onboarded (spec section 9), so it is never suggested either.
    const blocked = setMembers(context.forms.rules, 'blocked-mccs');
    const byCode = new Map(rows.map((row) => [row.mccCode, row]));
    const mccList = codes.flatMap((code) => {
      const row = byCode.get(code);
      return row && !blocked.has(code) ? [row] : [];
    });
    return { gstin: record.gstin, natureOfBusiness: record.natureOfBusiness, mccList };
  },
};
