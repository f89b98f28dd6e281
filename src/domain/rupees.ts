// Amounts in rupees as the product prints them, with Indian digit grouping (1,23,456).

/** An amount in whole rupees, as prices and limits are shown: ₹1,23,456. */
export function wholeRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** Rupees as the PO and the app print them: ₹1,23,456.50. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
