import type { DomainWidgetRegistry } from '../../engine/render/domain-widgets';
import { BankAccountNumberWidget } from './bank-account-number-widget';
import { BankAccountTypeWidget } from './bank-account-type-widget';
import { BusinessProofLookupWidget } from './business-proof-lookup-widget';
import { DigiLockerWidget } from './digilocker-widget';
import { DocumentCaptureWidget } from './document-capture-widget';
import { FaceMatchWidget } from './face-match-widget';
import { GstinPickerWidget } from './gstin-picker-widget';
import { IfscLookupWidget } from './ifsc-lookup-widget';
import { KycDocumentNumberWidget } from './kyc-document-number-widget';
import { KycLinkWidget } from './kyc-link-panel';
import { GeoCoordinateWidget, LocateMeWidget } from './locate-me-widget';
import { MandateWidget } from './mandate-widget';
import { MccPickerWidget } from './mcc-picker-widget';
import { PanLookupWidget } from './pan-lookup-widget';
import { PhotoCaptureWidget } from './photo-capture-widget';
import { PincodeLookupWidget } from './pincode-lookup-widget';
import { ReviewSummaryWidget } from './review-summary-widget';
import { PricingRequestsWidget } from './pricing-requests-widget';
import { ProductPickerWidget } from './product-picker-widget';
import { PoPaymentWidget } from './po-payment-panel';
import { PurchaseOrderWidget } from './purchase-order-panel';
import { SignatoryKycWidget } from './signatory-kyc-widget';
import { SignatoryPanWidget } from './signatory-pan-widget';

/** The domain widgets step definitions can name; src/engine/widgets.ts lists the same names for the checker. */
export const domainWidgetRegistry: DomainWidgetRegistry = {
  panLookup: PanLookupWidget,
  gstinPicker: GstinPickerWidget,
  mccPicker: MccPickerWidget,
  bankAccountNumber: BankAccountNumberWidget,
  ifscLookup: IfscLookupWidget,
  bankAccountType: BankAccountTypeWidget,
  businessProofLookup: BusinessProofLookupWidget,
  pincodeLookup: PincodeLookupWidget,
  locateMe: LocateMeWidget,
  geoCoordinate: GeoCoordinateWidget,
  signatoryPan: SignatoryPanWidget,
  photoCapture: PhotoCaptureWidget,
  digiLocker: DigiLockerWidget,
  kycDocumentNumber: KycDocumentNumberWidget,
  kycLink: KycLinkWidget,
  documentCapture: DocumentCaptureWidget,
  signatoryKyc: SignatoryKycWidget,
  reviewSummary: ReviewSummaryWidget,
  faceMatch: FaceMatchWidget,
  mandate: MandateWidget,
  productPicker: ProductPickerWidget,
  pricingRequests: PricingRequestsWidget,
  purchaseOrder: PurchaseOrderWidget,
  poPayment: PoPaymentWidget,
};
