// Kept apart from the screen so that a link to it does not load the screen's code.

/** The query parameter that opens the screen with a search already typed. */
export const PAN_PARAM = 'pan';

/** The Create Opportunity screen, already searching for the merchant of a PAN. */
export function createOpportunityPath(panNumber: string): string {
  return `/CreateOpportunity?${new URLSearchParams({ [PAN_PARAM]: panNumber }).toString()}`;
}
