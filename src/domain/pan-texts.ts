// The PAN step's words; the blacklisted and registered texts are the spec's (section 2).
export const panTexts = {
  verify: 'Verify',
  verifiedTitle: 'PAN verified',
  ownershipLabel: 'Ownership type',
  lookupFailed: 'Something went wrong. Try again.',
  blacklistedTitle: 'Blacklisted PAN',
  blacklistedText: "This PAN is blacklisted and can't be used for onboarding",
  ok: 'Ok',
  registeredTitle: 'PAN already registered',
  registeredText: (name: string) => `A merchant account already exists for ${name} with this PAN.`,
  modifyExisting: 'Modify existing merchant',
  gstinVerifiedTitle: 'GSTIN verified',
  gstinStatus: 'Status',
  gstinPlaceholder: 'Choose a GSTIN',
  noGstins: 'No GSTIN is registered with this PAN.',
  choicesFailed: 'Could not load the choices. Please try again.',
} as const;
