import * as enums from '../../../../generated/enums';
import type { EnumCatalogue } from '../../../engine/render/step-form-context';

/** The contract's enums, for definitions whose options are `{ "enum": "..." }`. */
export const enumCatalogue: EnumCatalogue = {
  values(enumName) {
    const found: unknown = (enums as Record<string, unknown>)[enumName];
    return found && typeof found === 'object' ? Object.values(found).map(String) : [];
  },
};
