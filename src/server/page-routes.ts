import type { RuleBook } from '../engine/rules';
import { createApproverGate, type ApproverGateDeps } from './approvers/approver-gate';
import type { Authenticate } from './auth/authenticate';
import type { TokenService } from './auth/tokens';
import type { Database } from './db/connection';
import { DEPLOYMENT_APPROVER_FORM_MAX_BYTES, DEPLOYMENT_APPROVER_PATH, handleDeploymentApprover } from './features/deployment/approver-page';
import type { FileStorage } from './files/file-storage';
import type { PageForms } from './http/page-forms';
import type { Route } from './http/route-table';
import { CONSENT_MAX_BODY_BYTES, DIGILOCKER_CONSENT_PATH, handleDigiLockerConsent } from './features/kyc/digilocker-consent';
import { KYC_PAGE_PATH } from './features/kyc/kyc-links';
import { handleKycPage, handleOutbox, OUTBOX_PATH, PAGE_FORM_MAX_BYTES } from './features/kyc/kyc-link-pages';
import { AUTHORISATION_MAX_BODY_BYTES, handleMandateAuthorisation, handleMandateForm, MANDATE_AUTHORISATION_PATH, MANDATE_FORM_PATH } from './features/mandate/authorisation-page';
import { APPROVER_FORM_MAX_BYTES, handlePricingApprover, PRICING_APPROVER_PATH } from './features/pricing/pricing-approver-page';
import {
  handleAcceptancePage,
  handleApproverPage,
  handlePayPage,
  PAY_PAGE_PATH,
  PO_ACCEPTANCE_PATH,
  PO_APPROVER_PATH,
  PO_PAGE_FORM_MAX_BYTES,
} from './features/purchase-order/pages';
import type { KycProvider } from './features/kyc/kyc-providers-sandbox';
import type { RegistryProvider } from './sandbox/registry-provider';

// The HTML pages the server answers itself, besides the app: the merchants' pages a link opens (the
// KYC link, the PO acceptance) and the sandboxes' pages, which stand in for outside services (the
// payment provider, the mandate service, DigiLocker, the merchants' mailboxes) and for the back
// offices (the pricing, PO and deployment approvers). Composed here, at the top, from the features'
// own handlers, as entries of the server's route table (http/route-table.ts): a new page is one
// entry here. Every page carries tokens or someone's data: its address holds a link's token, or it
// shows a person's request, mandate, mails, prices, purchase orders or onboardings.

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
  approverSessionKey: Uint8Array;
  trustProxy: boolean;
  companySignIn: ApproverGateDeps['companySignIn'];
}

export function createPageRoutes(deps: PageRoutesDeps): Route[] {
  const { db, now, pageForms } = deps;
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
  const GET_POST = ['GET', 'POST'];
  const merchants = { sandbox: false, carriesTokens: true } as const;
  const sandbox = { sandbox: true, carriesTokens: true } as const;

  return [
    // The merchants' own pages: a real deployment serves them too.
    { ...merchants, path: { under: KYC_PAGE_PATH }, methods: GET_POST, maxBodyBytes: PAGE_FORM_MAX_BYTES, answer: (request) => handleKycPage(request, kycDeps) },
    { ...merchants, path: { under: PO_ACCEPTANCE_PATH }, methods: GET_POST, maxBodyBytes: PO_PAGE_FORM_MAX_BYTES, answer: (request) => handleAcceptancePage(request, poDeps) },
    // The sandboxes' pages.
    {
      ...sandbox,
      path: { exactly: DIGILOCKER_CONSENT_PATH },
      methods: GET_POST,
      maxBodyBytes: CONSENT_MAX_BODY_BYTES,
      answer: (request) => handleDigiLockerConsent(request, { db, now, kyc: deps.kyc, registries: deps.registries, pageForms }),
    },
    { ...sandbox, path: { exactly: MANDATE_AUTHORISATION_PATH }, methods: GET_POST, maxBodyBytes: AUTHORISATION_MAX_BODY_BYTES, answer: (request) => handleMandateAuthorisation(request, mandateDeps) },
    { ...sandbox, path: { exactly: MANDATE_FORM_PATH }, methods: ['GET'], maxBodyBytes: AUTHORISATION_MAX_BODY_BYTES, answer: (request) => handleMandateForm(request, mandateDeps) },
    { ...sandbox, path: { exactly: OUTBOX_PATH }, methods: ['GET'], maxBodyBytes: PAGE_FORM_MAX_BYTES, answer: (request) => handleOutbox(request, { db, now, authenticate: deps.authenticate }) },
    { ...sandbox, path: { under: PAY_PAGE_PATH }, methods: GET_POST, maxBodyBytes: PO_PAGE_FORM_MAX_BYTES, answer: (request) => handlePayPage(request, poDeps) },
    {
      ...sandbox,
      path: { exactly: PRICING_APPROVER_PATH },
      methods: GET_POST,
      maxBodyBytes: APPROVER_FORM_MAX_BYTES,
      answer: (request, address) => gate(request, address, 'pricing', (form, view) => handlePricingApprover(form, view, { db, now })),
    },
    {
      ...sandbox,
      path: { exactly: PO_APPROVER_PATH },
      methods: GET_POST,
      maxBodyBytes: PO_PAGE_FORM_MAX_BYTES,
      answer: (request, address) => gate(request, address, 'purchaseOrder', (form, view) => handleApproverPage(form, view, poDeps)),
    },
    {
      ...sandbox,
      path: { exactly: DEPLOYMENT_APPROVER_PATH },
      methods: GET_POST,
      maxBodyBytes: DEPLOYMENT_APPROVER_FORM_MAX_BYTES,
      answer: (request, address) => gate(request, address, 'deployment', (form, view) => handleDeploymentApprover(form, view, { db, now })),
    },
  ];
}
