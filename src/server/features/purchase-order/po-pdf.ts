import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface PoPdfContent {
  poNumber: string;
  merchantName: string;
  paymentTypeLabel: string;
  totalAmount: number;
  /** How the merchant accepts it: signing the printed PO, or online from the e-mailed link. */
  offline: boolean;
  issuedOn: Date;
  remarks: string | null;
}

/** Rupees in the PDF's standard font, which has no rupee sign. */
function rupees(amount: number): string {
  return `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The standard fonts encode WinAnsi only: anything else in a merchant's name is shown as '?'. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/** The purchase order as a one-page A4 PDF, from what is stored for it. */
export async function purchaseOrderPdf(content: PoPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Purchase order ${content.poNumber}`);
  pdf.setCreationDate(content.issuedOn);
  pdf.setModificationDate(content.issuedOn);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular } = {}) => {
    page.drawText(printable(text), { x: 56, y, size: options.size ?? 12, font: options.font ?? regular, color: rgb(0.13, 0.15, 0.16) });
    y -= (options.size ?? 12) + 12;
  };
  line('Purchase order', { size: 22, font: bold });
  line(`PO number: ${content.poNumber}`, { font: bold });
  line(`Issued on: ${content.issuedOn.toISOString().slice(0, 10)}`);
  y -= 8;
  line(`Merchant: ${content.merchantName}`);
  line(`Payment type: ${content.paymentTypeLabel}`);
  line(`Total amount: ${rupees(content.totalAmount)}`, { font: bold });
  y -= 8;
  line(content.offline ? 'Accepted by the merchant signing below.' : 'Accepted by the merchant online, from the link e-mailed to them.');
  if (content.remarks) line(`Rectified: ${content.remarks.slice(0, 90)}`);
  if (content.offline) {
    y -= 40;
    line('Merchant signature: ______________________________');
    line('Date: ______________');
  }
  return pdf.save();
}
