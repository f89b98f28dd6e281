// The route of each onboarding step screen (spec section 2, routes).

export const stepRoutes = {
  CreateLead: '/CreateLead',
  PanDetail: '/PanDetails',
  BusinessDetails: '/BusinessDetails',
  MultiStores: '/MultiStore',
  BankAccount: '/BankAccount',
  Products: '/products',
  PricingPlan: '/PricingPlan',
  KycDetails: '/kycDetails',
  PartnershipKyc: '/partnershipKyc',
  CapturePhoto: '/CapturePhoto',
  OtherBusinessDoc: '/otherbusinessdoc',
  ReviewDetails: '/ReviewDetails',
  PurchaseOrder: '/PurchaseOrder',
  POPayment: '/PO',
  NachMandate: '/NachMandate',
  Deployment: '/Deployment',
} as const;

export type StepTypeName = keyof typeof stepRoutes;

export function isStepTypeName(value: string): value is StepTypeName {
  return Object.hasOwn(stepRoutes, value);
}

export function routeOfStep(step: string): string {
  return isStepTypeName(step) ? stepRoutes[step] : '/';
}
