import type { DomainWidgetRegistry } from '../../../engine/render/domain-widgets';
import { BankAccountNumberWidget } from '../bank-account/bank-account-number-widget';
import { BankAccountTypeWidget } from '../bank-account/bank-account-type-widget';
import { BusinessProofLookupWidget } from '../business-details/business-proof-lookup-widget';
import { DigiLockerWidget } from '../kyc/digilocker-widget';
import { DocumentCaptureWidget } from '../documents/document-capture-widget';
import { FaceMatchWidget } from '../kyc/face-match-widget';
import { GstinPickerWidget } from '../business-details/gstin-picker-widget';
import { IfscLookupWidget } from '../bank-account/ifsc-lookup-widget';
import { KycDocumentNumberWidget } from '../kyc/kyc-document-number-widget';
import { KycLinkWidget } from '../kyc/kyc-link-panel';
import { GeoCoordinateWidget, LocateMeWidget } from '../business-details/locate-me-widget';
import { MandateWidget } from '../mandate/mandate-widget';
import { MccPickerWidget } from '../business-details/mcc-picker-widget';
import { PanLookupWidget } from '../pan/pan-lookup-widget';
import { PhotoCaptureWidget } from '../documents/photo-capture-widget';
import { PincodeLookupWidget } from '../business-details/pincode-lookup-widget';
import { ReviewSummaryWidget } from './review-summary-widget';
import { PricingRequestsWidget } from '../pricing/pricing-requests-widget';
import { ProductPickerWidget } from '../pricing/product-picker-widget';
import { PoPaymentWidget } from '../purchase-order/po-payment-panel';
import { PurchaseOrderWidget } from '../purchase-order/purchase-order-panel';
import { SignatoryKycWidget } from '../kyc/signatory-kyc-widget';
import { SignatoryPanWidget } from '../kyc/signatory-pan-widget';

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
