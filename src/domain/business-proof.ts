// Spec section 5, word for word: a business proof the registry could not confirm (a CIN, LLPIN,
// Udyam or shop and establishment number nobody registered).
export const BUSINESS_PROOF_UNVERIFIED_MESSAGE = 'Unable to validate. Please capture the certificate or try other business proof.';
