import type { SaveBusinessDetailsInput } from '../../../../generated/resolvers';
import {
  AUTO_FETCHED_GSTIN_MESSAGE,
  BUSINESS_PROOF_UNVERIFIED_MESSAGE,
  otherRegisteredName,
  otherRegisteredNameMessage,
  proofRegistryOf,
  registrationNumberFor,
} from '../../../domain/business-proof';
import { PAN_NOT_LINKED_MESSAGE } from '../../../domain/identifiers/gstin';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import type { GraphQLContext } from '../../context';
import { appError } from '../../errors';

type ProofInput = Pick<
  SaveBusinessDetailsInput,
  'businessProofType' | 'gstin' | 'udyamNumber' | 'businessProofNumber' | 'name' | 'legalName' | 'businessProofNameConfirmed'
>;

const unverified = (field: string) => appError('VALIDATION_ERROR', { message: BUSINESS_PROOF_UNVERIFIED_MESSAGE, field });

/**
 * The business proof's number must be one its registry knows, as the step showed the agent when it
 * was entered (spec section 5); a GSTIN must also be registered under the journey's PAN. The step's
 * definition has already checked the GSTIN's and the Udyam number's shapes; the registration number
 * field is shared by three registries, so its shape is checked here, for the one its type names.
 * A shop and establishment certificate the registry has under another name than the business's is
 * refused until the agent confirms it is the merchant's (src/domain/business-proof.ts); the answer
 * says whether that confirmation was needed, so only a confirmation that meant something is stored.
 */
export async function checkBusinessProof(
  context: GraphQLContext,
  input: ProofInput,
  pan: string | null | undefined,
  fetchedGstin: string | null | undefined,
): Promise<{ nameConfirmed: boolean }> {
  const none = { nameConfirmed: false };
  const registry = proofRegistryOf(input.businessProofType);
  if (registry === null) return none;
  if (registry === 'gst') {
    const field = 'input.gstin';
    if (input.businessProofType === 'GSTIN_AUTO_FETCHED' && normaliseIdentifier(input.gstin ?? '') !== fetchedGstin) {
      throw appError('VALIDATION_ERROR', { message: AUTO_FETCHED_GSTIN_MESSAGE, field });
    }
    const record = input.gstin ? await context.registries.gstDetails(normaliseIdentifier(input.gstin)) : null;
    if (!record) throw unverified(field);
    if (pan && record.pan !== pan) throw appError('VALIDATION_ERROR', { message: PAN_NOT_LINKED_MESSAGE, field });
    return none;
  }
  if (registry === 'udyam') {
    const record = input.udyamNumber ? await context.registries.udyamDetails(normaliseIdentifier(input.udyamNumber)) : null;
    if (!record) throw unverified('input.udyamNumber');
    return none;
  }
  const field = 'input.businessProofNumber';
  const checked = registrationNumberFor(registry, input.businessProofNumber ?? '');
  if ('problem' in checked) throw appError('VALIDATION_ERROR', { message: checked.problem, field });
  if (registry !== 'shopAndEstablishment') {
    const record = registry === 'cin' ? await context.registries.cinDetails(checked.number) : await context.registries.llpinDetails(checked.number);
    if (!record) throw unverified(field);
    return none;
  }
  const record = await context.registries.shopEstablishmentDetails(checked.number, null, input.name.trim());
  if (!record) throw unverified(field);
  const otherName = otherRegisteredName(input.businessProofType, record.entityName, [input.name, input.legalName]);
  if (otherName === null) return none;
  if (input.businessProofNameConfirmed !== true) {
    throw appError('VALIDATION_ERROR', { message: otherRegisteredNameMessage(otherName), field: 'input.businessProofNameConfirmed' });
  }
  return { nameConfirmed: true };
}
