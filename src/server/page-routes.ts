import type { RuleBook } from '../engine/rules';
import { createApproverGate, type ApproverGateDeps } from './approvers/approver-gate';
import type { Authenticate } from './auth/authenticate';
import type { TokenService } from './auth/tokens';
import type { Database } from './db/connection';
import { DEPLOYMENT_APPROVER_FORM_MAX_BYTES, DEPLOYMENT_APPROVER_PATH, handleDeploymentApprover } from './deployment/approver-page';
import type { FileStorage } from './files/file-storage';
import type { PageForms } from './http/page-forms';
import { CONSENT_MAX_BODY_BYTES, DIGILOCKER_CONSENT_PATH, handleDigiLockerConsent } from './kyc/digilocker-consent';
import { KYC_PAGE_PATH } from './kyc-link/links';
import { handleKycPage, handleOutbox, OUTBOX_PATH, PAGE_FORM_MAX_BYTES } from './kyc-link/pages';
import { AUTHORISATION_MAX_BODY_BYTES, handleMandateAuthorisation, handleMandateForm, MANDATE_AUTHORISATION_PATH, MANDATE_FORM_PATH } from './mandate/authorisation-page';
import { APPROVER_FORM_MAX_BYTES, handlePricingApprover, PRICING_APPROVER_PATH } from './pricing/approver-page';
import {
  handleAcceptancePage,
  handleApproverPage,
  handlePayPage,
  PAY_PAGE_PATH,
  PO_ACCEPTANCE_PATH,
  PO_APPROVER_PATH,
  PO_PAGE_FORM_MAX_BYTES,
} from './purchase-order/pages';
import type { KycProvider } from './sandbox/kyc-providers';
import type { RegistryProvider } from './sandbox/registry-provider';

// The HTML pages the server answers itself, besides the app: the merchants' pages a link opens (the
// KYC link, the PO acceptance) and the sandboxes' pages, which stand in for outside services (the
// payment provider, the mandate service, DigiLocker, the merchants' mailboxes) and for the back
// offices (the pricing, PO and deployment approvers). Composed here, at the top, from the features'
// own handlers; app.ts routes and bounds requests to them through this one place.

export interface PageRoutesDeps {
  db: Database;
  now: () => Date;
  tokens: TokenService;
  authenticate: Authenticate;
  registries: RegistryProvider;
  kyc: KycProvider;
  files: FileStorage;
  rules: RuleBook;
  pageForms: PageForms;
  /** Serve the sandboxes' pages (SANDBOXES); the merchants' own pages are served either way. */
  sandboxes: boolean;
  approverSessionKey: Uint8Array;
  trustProxy: boolean;
  companySignIn: ApproverGateDeps['companySignIn'];
}

interface Page {
  matches(pathname: string): boolean;
  /** A sandbox page is served only while its switch is on. */
  served: boolean;
  /** The largest body the page reads. */
  maxBodyBytes: number;
  answer(request: Request, clientAddress: string): Promise<Response>;
}

const NOT_FOUND = 'Not found';

export interface PageRoutes {
  /** The answer of the page at `pathname`, or null when no page is there. A sandbox page switched off answers 404. */
  answer(request: Request, pathname: string, clientAddress: string): Promise<Response> | null;
  /** The largest body the page at `pathname` reads (also when switched off, so that it answers 404 itself); null when no page is there. */
  maxBodyBytes(pathname: string): number | null;
}

export function createPageRoutes(deps: PageRoutesDeps): PageRoutes {
  const { db, now, pageForms, sandboxes } = deps;
  const gate = createApproverGate({
    db,
    now,
    tokens: deps.tokens,
    pageForms,
    sessionKey: deps.approverSessionKey,
    trustProxy: deps.trustProxy,
    companySignIn: deps.companySignIn,
  });
  const kycDeps = { db, registries: deps.registries, now, pageForms };
  const poDeps = { db, files: deps.files, rules: deps.rules, now, pageForms };
  const mandateDeps = { db, now, pageForms };
  const exactly = (path: string) => (pathname: string) => pathname === path;
  const under = (prefix: string) => (pathname: string) => pathname.startsWith(prefix);

  const pages: Page[] = [
    // The merchants' own pages: a real deployment serves them too.
    { matches: under(KYC_PAGE_PATH), served: true, maxBodyBytes: PAGE_FORM_MAX_BYTES, answer: (request) => handleKycPage(request, kycDeps) },
    { matches: under(PO_ACCEPTANCE_PATH), served: true, maxBodyBytes: PO_PAGE_FORM_MAX_BYTES, answer: (request) => handleAcceptancePage(request, poDeps) },
    // The sandboxes' pages.
    {
      matches: exactly(DIGILOCKER_CONSENT_PATH),
      served: sandboxes,
      maxBodyBytes: CONSENT_MAX_BODY_BYTES,
      answer: (request) => handleDigiLockerConsent(request, { db, now, kyc: deps.kyc, registries: deps.registries, pageForms }),
    },
    { matches: exactly(MANDATE_AUTHORISATION_PATH), served: sandboxes, maxBodyBytes: AUTHORISATION_MAX_BODY_BYTES, answer: (request) => handleMandateAuthorisation(request, mandateDeps) },
    { matches: exactly(MANDATE_FORM_PATH), served: sandboxes, maxBodyBytes: AUTHORISATION_MAX_BODY_BYTES, answer: (request) => handleMandateForm(request, mandateDeps) },
    { matches: exactly(OUTBOX_PATH), served: sandboxes, maxBodyBytes: PAGE_FORM_MAX_BYTES, answer: (request) => handleOutbox(request, { db, now, authenticate: deps.authenticate }) },
    { matches: under(PAY_PAGE_PATH), served: sandboxes, maxBodyBytes: PO_PAGE_FORM_MAX_BYTES, answer: (request) => handlePayPage(request, poDeps) },
    {
      matches: exactly(PRICING_APPROVER_PATH),
      served: sandboxes,
      maxBodyBytes: APPROVER_FORM_MAX_BYTES,
      answer: (request, address) => gate(request, address, 'pricing', (form, view) => handlePricingApprover(form, view, { db, now })),
    },
    {
      matches: exactly(PO_APPROVER_PATH),
      served: sandboxes,
      maxBodyBytes: PO_PAGE_FORM_MAX_BYTES,
      answer: (request, address) => gate(request, address, 'purchaseOrder', (form, view) => handleApproverPage(form, view, poDeps)),
    },
    {
      matches: exactly(DEPLOYMENT_APPROVER_PATH),
      served: sandboxes,
      maxBodyBytes: DEPLOYMENT_APPROVER_FORM_MAX_BYTES,
      answer: (request, address) => gate(request, address, 'deployment', (form, view) => handleDeploymentApprover(form, view, { db, now })),
    },
  ];
  const pageAt = (pathname: string) => pages.find((page) => page.matches(pathname));

  return {
    answer(request, pathname, clientAddress) {
      const page = pageAt(pathname);
      if (!page) return null;
      if (!page.served) return Promise.resolve(new Response(NOT_FOUND, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
      return page.answer(request, clientAddress);
    },
    maxBodyBytes: (pathname) => pageAt(pathname)?.maxBodyBytes ?? null,
  };
}
