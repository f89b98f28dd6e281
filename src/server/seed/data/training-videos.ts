// The training videos. Every one plays the placeholder clip the server serves under /media until
// real recordings exist; the durations are those of the planned recordings.

export const TRAINING_PLACEHOLDER_URL = '/media/training-placeholder.webm';

export const trainingVideoSeed = [
  {
    id: 'getting-started',
    title: 'Getting started with the sales app',
    description: 'Signing in, the Home screen, leads and follow-ups.',
    durationSeconds: 245,
  },
  {
    id: 'new-lead-to-opportunity',
    title: 'From a new lead to an opportunity',
    description: 'Adding a lead, PAN and GST checks, business details and MCC.',
    durationSeconds: 412,
  },
  {
    id: 'kyc-digilocker',
    title: 'KYC with DigiLocker and other documents',
    description: 'Aadhaar through DigiLocker, driving licence, voter ID, and sending a KYC link.',
    durationSeconds: 318,
  },
  {
    id: 'bank-and-mandate',
    title: 'Bank account checks and NACH mandates',
    description: 'Penny drop, name match, e-mandate and physical NACH.',
    durationSeconds: 367,
  },
  {
    id: 'deployment',
    title: 'Deploying devices',
    description: 'Mapping devices and QR codes, test transactions and completing a deployment.',
    durationSeconds: 289,
  },
] as const;
