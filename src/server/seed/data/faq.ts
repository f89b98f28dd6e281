// The Training and Support FAQ for field agents: topics in display order, questions in display order.
// Ids are fixed so that seeding again adds nothing twice.

export interface FaqSeedTopic {
  topic: string;
  entries: readonly { id: string; question: string; answer: string }[];
}

export const faqSeed: readonly FaqSeedTopic[] = [
  {
    topic: 'KYC',
    entries: [
      {
        id: 'kyc-documents',
        question: 'Which documents can a merchant use for KYC?',
        answer:
          'Aadhaar through DigiLocker, a driving licence or a voter ID. The name on the document must match the name on the PAN; if it does not, ask the merchant for another KYC document.',
      },
      {
        id: 'kyc-link',
        question: 'The merchant is not with me. How can they complete KYC?',
        answer:
          'On the KYC Details step, send the KYC link to the merchant by e-mail. The link is valid for a limited time; if it expires, re-send it, then refresh its status to see when the merchant has completed it.',
      },
      {
        id: 'kyc-digilocker-failed',
        question: 'DigiLocker says it could not validate the KYC. What now?',
        answer:
          'DigiLocker is sometimes unavailable. Try again after a few minutes, or choose another KYC method such as a driving licence or voter ID.',
      },
      {
        id: 'kyc-partners',
        question: 'The business is a partnership. Whose KYC is needed?',
        answer:
          'Add every partner on the Partnership KYC step, verify each partner\'s PAN and complete their KYC. The step cannot be completed until all partners added are verified.',
      },
    ],
  },
  {
    topic: 'PAN and GST',
    entries: [
      {
        id: 'pan-format',
        question: 'What does a valid PAN look like?',
        answer: 'Five letters, four digits and one letter, for example ABCPE1234F. The fourth letter is the holder: P for an individual, C for a company, F for a firm (H, A, B, T, L, J and G for others). Letters can be typed in lower case; the app converts them.',
      },
      {
        id: 'pan-blacklisted',
        question: 'The app says "Blacklisted PAN". Can I continue?',
        answer: "No. This PAN is blacklisted and can't be used for onboarding. Inform your manager and do not collect documents for this merchant.",
      },
      {
        id: 'pan-registered',
        question: 'The app says the PAN is already registered.',
        answer:
          'The merchant already has an account. Use the option to modify the existing merchant, or create a new opportunity for the existing merchant from Home, instead of adding a new lead.',
      },
      {
        id: 'gst-not-linked',
        question: 'Why does the app say the PAN is not linked with the GSTIN?',
        answer:
          'The GSTIN was issued to a different PAN. Check both numbers with the merchant\'s certificates. The GSTIN contains the PAN in characters 3 to 12.',
      },
    ],
  },
  {
    topic: 'Devices',
    entries: [
      {
        id: 'device-choice',
        question: 'Which devices can I offer?',
        answer:
          'Sales agents can offer POS devices, Voice Pod, Voice Pod Pro, SQR Mini and DQR Mini. Partner agents can offer SQR Mini and DQR Mini only.',
      },
      {
        id: 'device-deployment-wait',
        question: 'The app asks me to wait before placing another deployment request.',
        answer: 'Deployment requests for the same store must be 2 minutes apart. Wait, then place the request again.',
      },
      {
        id: 'device-test-transactions',
        question: 'What are test transactions for?',
        answer:
          'After installing a device, run one card and one UPI test transaction and upload the proofs. The deployment can be completed only after the applicable tests pass.',
      },
    ],
  },
  {
    topic: 'Payments',
    entries: [
      {
        id: 'payment-types',
        question: 'What payment types can a merchant choose?',
        answer: 'Full Payment, Partial Payment, Payment Post Deployment or Post Invoicing, depending on the plan and approvals.',
      },
      {
        id: 'payment-link',
        question: 'How does the merchant pay for the purchase order?',
        answer:
          'On the Payment step, record a cash or cheque payment with its reference number, or send a payment link that the merchant opens on their phone. The status updates when the payment is received.',
      },
      {
        id: 'payment-savings-account',
        question: 'Why is a savings account refused for settlement?',
        answer: 'A savings account is not eligible when the annual turnover is greater than 2000000. Ask for a current account.',
      },
    ],
  },
  {
    topic: 'Mandates',
    entries: [
      {
        id: 'mandate-modes',
        question: 'Which mandate modes are available?',
        answer: 'E-mandate, authorised by the merchant online, and a physical NACH form that you upload after the merchant signs it.',
      },
      {
        id: 'mandate-pending',
        question: 'The mandate status says "Mandate not yet submitted".',
        answer:
          'The merchant has not completed the authorisation. Ask them to open the link they received and finish it, then refresh the status on the NACH mandate step.',
      },
      {
        id: 'mandate-upi-autopay',
        question: 'UPI AutoPay failed. What can the merchant do?',
        answer:
          'Enter the UPI ID again, try another UPI ID, or switch to a different payment mode such as link payment. Some UPI IDs are not eligible for AutoPay.',
      },
    ],
  },
];
