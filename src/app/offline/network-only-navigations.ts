/**
 * Addresses a person opens that the server answers itself, never the app: the company sign-in, the
 * API, logs and files, and the pages of the sandboxed outside services (DigiLocker's consent, the
 * merchant's KYC and purchase-order links, the approvers, the payment and mandate pages). The
 * service worker answers every other navigation with the app's page from its cache, so that the app
 * opens without a network; these it leaves to the network.
 */
export const NETWORK_ONLY_NAVIGATIONS: RegExp[] = [/^\/(?:graphql|sso|logs|digilocker|sandbox)(?:\/|$)/, /^\/(?:files|media|videos|kyc|po)\//];
