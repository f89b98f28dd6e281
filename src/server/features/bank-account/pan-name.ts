import type { GraphQLContext } from '../../context';
import type { AccountRow } from '../../records/merchant-accounts';

/** The name on the merchant's PAN, as the registry holds it; the account's legal name when the registry has none. */
export async function panNameOf(context: GraphQLContext, account: AccountRow): Promise<string> {
  const record = await context.registries.panDetails(account.panNumber);
  return record?.name ?? account.legalName;
}
