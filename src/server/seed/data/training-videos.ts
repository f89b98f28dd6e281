// The training videos the seed adds: one sample clip, the short placeholder the server serves under
// /media, titled as what it is. The training videos themselves are added by a product owner
// (Training videos, beside the forms preview), their files kept with the documents' files.

export const TRAINING_PLACEHOLDER_URL = '/media/training-placeholder.webm';
/** The clip's file, in the server's media folder. */
export const TRAINING_PLACEHOLDER_FILE = 'training-placeholder.webm';

export const trainingVideoSeed = [
  {
    id: 'sample-clip',
    title: 'Sample clip: how training videos play',
    description: 'A 4-second sample, not a training. The training videos your product owner adds are listed here.',
  },
] as const;
