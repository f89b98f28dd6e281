import { expect, test } from 'vitest';
import { NETWORK_ONLY_NAVIGATIONS } from '../../src/app/offline/network-only-navigations';
import { specRoutes } from '../../src/app/routes/route-table';
import { GRAPHQL_PATH, MEDIA_PATH } from '../../src/server/app';
import { DEPLOYMENT_APPROVER_PATH } from '../../src/server/features/deployment/approver-page';
import { FILES_PATH } from '../../src/server/files/page-files';
import { IDENTITY_PROVIDER_PATH } from '../../src/server/features/sign-in/sandbox-identity-provider';
import { DIGILOCKER_CONSENT_PATH } from '../../src/server/features/kyc/digilocker-consent';
import { KYC_PAGE_PATH } from '../../src/server/features/kyc/kyc-links';
import { OUTBOX_PATH } from '../../src/server/features/kyc/kyc-link-pages';
import { LOGS_PATH } from '../../src/server/features/client-logs/client-logs';
import { MANDATE_AUTHORISATION_PATH, MANDATE_FORM_PATH } from '../../src/server/features/mandate/authorisation-page';
import { PRICING_APPROVER_PATH } from '../../src/server/features/pricing/pricing-approver-page';
import { PAY_PAGE_PATH, PO_ACCEPTANCE_PATH, PO_APPROVER_PATH } from '../../src/server/features/purchase-order/purchase-orders';

const leftToNetwork = (pathname: string) => NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(pathname));

// A page a person is sent to (a merchant's link, a sandbox's consent or approval page) answered from
// the app's cache would show the app instead of that page.
test.each([
  GRAPHQL_PATH,
  IDENTITY_PROVIDER_PATH,
  LOGS_PATH,
  DIGILOCKER_CONSENT_PATH,
  OUTBOX_PATH,
  MANDATE_AUTHORISATION_PATH,
  MANDATE_FORM_PATH,
  PRICING_APPROVER_PATH,
  PO_APPROVER_PATH,
  DEPLOYMENT_APPROVER_PATH,
  `${FILES_PATH}page-1`,
  `${MEDIA_PATH}photo-1`,
  `${KYC_PAGE_PATH}token-1`,
  `${PO_ACCEPTANCE_PATH}token-1`,
  `${PAY_PAGE_PATH}token-1`,
])('the service worker leaves %s, a page the server answers, to the network', (pathname) => {
  expect(leftToNetwork(pathname)).toBe(true);
});

test('the service worker answers every route of the app from its cache', () => {
  const appPaths = specRoutes.map(({ path }) => path.replace('*', 'Plan'));
  expect(appPaths.filter(leftToNetwork)).toEqual([]);
  // Routes that differ from server pages only by case are the app's.
  expect(leftToNetwork('/PO')).toBe(false);
  expect(leftToNetwork('/kycDetails')).toBe(false);
});
