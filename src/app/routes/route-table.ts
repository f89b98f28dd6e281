import type { ComponentType } from 'react';
import type { StepTypeName } from '../../domain/step-routes';
import { headerConfig, type HeaderConfig } from '../shell/header-config';
import { firstScreen } from '../styles/screen-styles';

// Every route of the app in one place: path, title, header and screen. This module holds data and
// loader functions only (no JSX), so tests in Node can loop over it; src/app/router.tsx turns it
// into react-router routes.

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** The spec's routes (section 2), path: title, word for word. */
export const specRoutes = [
  { path: '*', title: 'NotFound' },
  { path: '/login', title: 'Login' },
  { path: '/', title: 'Home' },
  { path: '/CreateLead', title: 'Create Lead' },
  { path: '/CreateOpportunity', title: 'Create Opportunity' },
  { path: '/PanDetails', title: 'Pan Details' },
  { path: '/BusinessDetails', title: 'Business Details' },
  { path: '/MultiStore', title: 'Multi Stores' },
  { path: '/BankAccount', title: 'Bank account' },
  { path: '/CapturePhoto', title: 'Capture photos' },
  { path: '/kycDetails', title: 'KYC Details' },
  { path: '/products', title: 'Select Products' },
  { path: '/leads', title: 'Leads listing' },
  { path: '/Vas', title: 'Vas' },
  { path: '/ReviewDetails', title: 'Review' },
  { path: '/PricingPlan/*', title: 'Products catalog' },
  { path: '/PO', title: 'Payment' },
  { path: '/NachMandate', title: 'NACH mandate' },
  { path: '/NachMandateStatus', title: 'NACH mandate status' },
  { path: '/PurchaseOrder', title: 'Purchase Order' },
  { path: '/NachDocumentUpload', title: 'Nach mandate document upload' },
  { path: '/NachLotusStatus', title: 'Nach Lotus Status' },
  { path: '/Deployment', title: 'Deployment' },
  { path: '/deploymentMulti', title: 'Deployment' },
  { path: '/ProductLWC', title: 'Pricing' },
  { path: '/otherbusinessdoc', title: 'Other Business Doc' },
  { path: '/partnershipKyc', title: 'Partnership KYC' },
  { path: '/faq', title: 'FAQ' },
  { path: '/AllFAQSection', title: 'FAQ' },
  { path: '/player', title: 'video player' },
  { path: '/deploymentMulti/completeDeployment', title: 'Complete Deployment' },
  { path: '/deploymentMulti/linkPaymentDevices', title: 'Map Other QR Codes' },
  { path: '/deploymentMulti/mapDevices', title: 'Map Devices' },
  { path: '/deploymentMulti/testTransactions', title: 'Test Transactions' },
  { path: '/closureRemarks', title: 'Closure Remarks' },
  { path: '/inventoryManagement', title: 'Inventory Management' },
] as const;

export type SpecPath = (typeof specRoutes)[number]['path'];

export interface RouteEntry {
  path: SpecPath;
  /** The spec's title: the page title, and the header's unless the header says otherwise. */
  title: string;
  /** Only /login is public; every other route sends a signed-out agent to /login. */
  access: 'public' | 'guarded';
  header: HeaderConfig;
  screen: ScreenLoader;
}

// One loader per step type. Every step screen is the generic StepScreen, so they share one chunk.
const stepScreens = new Map<StepTypeName, ScreenLoader>();
function stepScreen(stepType: StepTypeName): ScreenLoader {
  let loader = stepScreens.get(stepType);
  if (!loader) {
    loader = () => import('../features/onboarding/step-route-screen').then((m) => ({ default: m.stepRouteScreen(stepType) }));
    stepScreens.set(stepType, loader);
  }
  return loader;
}

const faqScreen: ScreenLoader = () => import('../features/support/faq-screen');
// Deployment follows approval, outside the onboarding steps: its own screens, not a step form.
// /Deployment and /deploymentMulti share one loader, as the spec's "same screen" says.
const deploymentScreen: ScreenLoader = () => import('../features/deployment/deployment-screen');

const back = { backButton: true } as const;

const screens: Record<SpecPath, { screen: ScreenLoader; header?: Partial<HeaderConfig> }> = {
  '*': { screen: () => import('../shell/not-found-screen'), header: { ...back, title: 'Page not found' } },
  '/login': { screen: firstScreen(() => import('../features/sign-in/login-screen')), header: { visible: false } },
  '/': { screen: firstScreen(() => import('../features/home/home-screen')), header: { drawerButton: true, search: true } },
  '/CreateLead': { screen: stepScreen('CreateLead'), header: back },
  '/CreateOpportunity': { screen: () => import('../features/create-opportunity/create-opportunity-screen'), header: back },
  '/PanDetails': { screen: stepScreen('PanDetail'), header: back },
  '/BusinessDetails': { screen: stepScreen('BusinessDetails'), header: back },
  '/MultiStore': { screen: stepScreen('MultiStores'), header: back },
  '/BankAccount': { screen: stepScreen('BankAccount'), header: back },
  '/CapturePhoto': { screen: stepScreen('CapturePhoto'), header: back },
  '/kycDetails': { screen: stepScreen('KycDetails'), header: back },
  '/products': { screen: stepScreen('Products'), header: back },
  '/leads': { screen: () => import('../features/home/leads-screen'), header: { ...back, search: true } },
  // The VAS and the pricing of the chosen plans are one screen: the Pricing step.
  '/Vas': { screen: stepScreen('PricingPlan'), header: back },
  '/ReviewDetails': { screen: stepScreen('ReviewDetails'), header: back },
  '/PricingPlan/*': { screen: stepScreen('PricingPlan'), header: back },
  '/PO': { screen: stepScreen('POPayment'), header: back },
  '/NachMandate': { screen: stepScreen('NachMandate'), header: back },
  '/NachMandateStatus': { screen: () => import('../features/mandate/nach-mandate-status-screen'), header: back },
  '/PurchaseOrder': { screen: stepScreen('PurchaseOrder'), header: back },
  '/NachDocumentUpload': { screen: () => import('../features/mandate/nach-document-upload-screen'), header: back },
  '/NachLotusStatus': { screen: () => import('../features/mandate/nach-lotus-status-screen'), header: back },
  '/Deployment': { screen: deploymentScreen, header: back },
  '/deploymentMulti': { screen: deploymentScreen, header: back },
  '/ProductLWC': { screen: stepScreen('PricingPlan'), header: back },
  '/otherbusinessdoc': { screen: stepScreen('OtherBusinessDoc'), header: back },
  '/partnershipKyc': { screen: stepScreen('PartnershipKyc'), header: back },
  '/faq': { screen: faqScreen, header: { ...back, icons: ['account'] } },
  '/AllFAQSection': { screen: faqScreen, header: { ...back, icons: ['account'] } },
  '/player': { screen: () => import('../features/support/player-screen'), header: back },
  '/deploymentMulti/completeDeployment': { screen: () => import('../features/deployment/complete-deployment-screen'), header: back },
  '/deploymentMulti/linkPaymentDevices': { screen: () => import('../features/deployment/link-payment-devices-screen'), header: back },
  '/deploymentMulti/mapDevices': { screen: () => import('../features/deployment/map-devices-screen'), header: back },
  '/deploymentMulti/testTransactions': { screen: () => import('../features/deployment/test-transactions-screen'), header: back },
  '/closureRemarks': { screen: () => import('../features/home/closure-remarks-screen'), header: back },
  '/inventoryManagement': { screen: () => import('../features/inventory/inventory-screen'), header: back },
};

export const routeTable: readonly RouteEntry[] = specRoutes.map(({ path, title }) => {
  const { screen, header } = screens[path];
  return {
    path,
    title,
    access: path === '/login' ? 'public' : 'guarded',
    header: headerConfig({ title, ...header }),
    screen,
  };
});


/** A concrete address for a route, for links and tests: a wildcard gets a sample sub-path. */
export function samplePath(path: SpecPath): string {
  if (path === '*') return '/no-such-page';
  return path.endsWith('/*') ? `${path.slice(0, -2)}/plans` : path;
}
