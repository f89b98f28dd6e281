// Built-in widgets and the kind of value each holds; domain widgets declare theirs when registered.

// objectList: a list of input objects a domain widget builds whole (the chosen products and their plans).
export type ValueKind = 'string' | 'number' | 'boolean' | 'stringList' | 'objectList';

export const builtInWidgets = {
  text: 'string',
  textarea: 'string',
  phone: 'string',
  email: 'string',
  select: 'string',
  radio: 'string',
  date: 'string',
  dateTime: 'string',
  number: 'number',
  money: 'number',
  checkbox: 'boolean',
  switch: 'boolean',
  checkboxGroup: 'stringList',
  multiSelect: 'stringList',
  // Nothing to see or type: a value the loaded record gives, sent back as it came (a stored item's id).
  hidden: 'string',
} as const satisfies Record<string, ValueKind>;

/** Domain widgets: React components in the app's features (src/app/features), registered here by name with their value kind. */
export const domainWidgets = {
  panLookup: 'string',
  gstinPicker: 'string',
  mccPicker: 'string',
  bankAccountNumber: 'string',
  ifscLookup: 'string',
  bankAccountType: 'string',
  businessProofLookup: 'string',
  pincodeLookup: 'string',
  locateMe: 'number',
  geoCoordinate: 'number',
  signatoryPan: 'string',
  // The ids of the stored documents of one sub-type (photos), which the widget uploads itself.
  photoCapture: 'stringList',
  digiLocker: 'string',
  kycDocumentNumber: 'string',
  // The state of the merchant's KYC link (KycLinkState), which the panel sends and refreshes itself.
  kycLink: 'string',
  // The same for a document of one sub-type (a business proof, a licence): its pages photos or PDFs.
  documentCapture: 'stringList',
  // A partner's KYC document; the widget verifies and saves the partner's KYC itself.
  signatoryKyc: 'string',
  // The saved details of the journey's earlier steps, which the widget reads itself; it holds nothing.
  reviewSummary: 'string',
  // The face on the KYC document's photo matched with the selfie; the widget shows the answer and holds nothing.
  faceMatch: 'string',
  // The mandate's kind (MandateType); the widget creates the mandate of that kind itself.
  mandate: 'string',
  // The chosen products with their plans, quantities and prime (the Products step's line items).
  productPicker: 'objectList',
  // The prices the agent asks for each chosen plan, beside the plans' pricing it shows.
  pricingRequests: 'objectList',
  // The payment's state, which the panel starts (payment link), records (offline payment) and refreshes itself.
  poPayment: 'string',
} as const satisfies Record<string, ValueKind>;

export type WidgetName = keyof typeof builtInWidgets | keyof typeof domainWidgets;

/**
 * Widgets whose value mirrors records they store through their own operations (photos, documents,
 * a partner's KYC, the KYC link, the payment panel) or that hold nothing (the review, the
 * face match): nothing in them waits for the step's save, so a draft differing there only is no
 * unsaved work.
 */
const WIDGETS_THAT_STORE_THEMSELVES: ReadonlySet<string> = new Set<WidgetName>([
  'photoCapture',
  'documentCapture',
  'signatoryKyc',
  'kycLink',
  'reviewSummary',
  'faceMatch',
  'poPayment',
]);

export function widgetStoresItself(widget: string): boolean {
  return WIDGETS_THAT_STORE_THEMSELVES.has(widget);
}

export function widgetValueKind(widget: string): ValueKind | undefined {
  if (Object.hasOwn(builtInWidgets, widget)) return builtInWidgets[widget as keyof typeof builtInWidgets];
  if (Object.hasOwn(domainWidgets, widget)) return domainWidgets[widget as keyof typeof domainWidgets];
  return undefined;
}
