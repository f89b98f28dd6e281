import type { DomainWidgetRegistry } from '../../../engine/render/domain-widgets';
import { BankAccountNumberWidget, BankAccountTypeWidget, IfscLookupWidget } from '../bank-account';
import { BusinessProofLookupWidget, GeoCoordinateWidget, GstinPickerWidget, LocateMeWidget, MccPickerWidget, PincodeLookupWidget } from '../business-details';
import { DocumentCaptureWidget, PhotoCaptureWidget } from '../documents';
import { DigiLockerWidget, FaceMatchWidget, KycDocumentNumberWidget, KycLinkWidget, SignatoryKycWidget, SignatoryPanWidget } from '../kyc';
import { MandateWidget } from '../mandate';
import { PanLookupWidget } from '../pan';
import { PricingRequestsWidget, ProductPickerWidget } from '../pricing';
import { PoPaymentWidget } from '../purchase-order';
import { ReviewSummaryWidget } from './review-summary-widget';

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
  poPayment: PoPaymentWidget,
};
