import { productRetrievalErrors } from '../../../domain/pricing';
import { wholeRupees } from '../../../domain/rupees';

export const productTexts = {
  ...productRetrievalErrors,
  loading: 'Loading products...',
  chooseProducts: 'Choose the products the merchant takes',
  continueToPlans: 'Choose plans',
  changeProducts: 'Change products',
  noneChosen: 'Choose at least one product to see its plans.',
  plansLoading: 'Loading plans...',
  quantity: (plan: string) => `Quantity, ${plan}`,
  bundle: 'Related products bundle',
  noBundle: 'No bundle',
  prime: 'Prime VAS',
  primeNotAllowed: 'This bundle does not allow prime.',
  limits: (max: number, sponsored: number) => `Up to ${max} devices in all. Sponsored devices available: ${sponsored}.`,
  tooMany: (max: number) => `Please keep to ${max} devices in all.`,
  devices: (count: number) => `${count} ${count === 1 ? 'device' : 'devices'} chosen`,
  setupAndRental: (setup: number, rental: number, months: number) =>
    `Setup ${wholeRupees(setup)} · ${wholeRupees(rental)} a month${months ? `, ${months} months in advance` : ''}`,
  aggregator: (fee: number) => `Aggregator plan · transaction fee ${wholeRupees(fee)}`,
} as const;

export const pricingTexts = {
  loading: 'Loading the pricing...',
  status: 'Approval',
  approverComment: "Approver's comment",
  revise: 'Revise pricing',
  revising: 'Reopening products and pricing...',
  rejectedHelp: 'The pricing was rejected. Revise it to change the products or prices and submit it again.',
  device: 'Device',
  setupFee: 'Setup fee',
  rentalPerMonth: 'Rental per month',
  advance: (months: number) => `${months} ${months === 1 ? 'month' : 'months'} in advance`,
  transactionFee: 'Transaction fee',
  aggregator: 'Aggregator plan',
  bundle: 'Bundle',
  prime: 'Prime VAS included',
  mdr: 'MDR for the turnover',
  askSetupFee: (plan: string) => `Setup fee asked, ${plan} (₹)`,
  askRental: (plan: string) => `Rental per month asked, ${plan} (₹)`,
  belowList: 'Below the list price: this goes to the pricing approver.',
  total: 'Total',
} as const;
