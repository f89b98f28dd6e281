// The KYC link's texts, apart from its rules so that the error catalogue can hold them without the
// validators the rules need.
import { KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE, KYC_NAME_MISMATCH_MESSAGE } from './kyc-rules';

export const kycLinkMessages = {
  // Spec section 7, word for word.
  expired: 'KYC link has expired',
  unavailableTitle: 'Link Unavailable',
  unavailable: 'The system encountered an error while retrieving the link. Please try again later.',
  emailUpdateTitle: 'Email Update Error',
  emailUpdate: 'The system encountered an error while updating the email. Please try again later.',
  nameMismatch: KYC_NAME_MISMATCH_MESSAGE,
  dateOfBirthRequired: KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE,
  // The merchant page's own texts.
  closed: 'This KYC link has been replaced by a newer one. Please use the link in the latest e-mail.',
  completed: 'Your KYC is complete. Thank you.',
  credentialMismatch: 'The e-mail ID and mobile number do not match our records.',
  tooManyAttempts: 'Too many attempts. Please ask your sales agent to send a new KYC link.',
  documentRequired: 'Please select a KYC document.',
  nameRequired: 'Please enter the name as on the document.',
  noContact: 'The merchant has no contact with an e-mail ID and mobile number yet.',
  // The e-mail that carries the link: it greets the merchant contact it is sent to (on a lead's
  // journey the lead's contact person, whom Business Details takes as the merchant contact), not
  // the PAN holder, who may be someone else (a firm's partner, a company).
  emailSubject: 'Complete your KYC',
  emailBody: (contactName: string, validUntil: string) =>
    `Dear ${contactName}, please complete the KYC of your merchant account by opening the link below. It is valid until ${validUntil}.`,
} as const;
