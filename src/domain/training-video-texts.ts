// What the training video screens say: the product owners' screen that adds them and the player
// agents watch them in. Apart from the error texts (training-video-messages.ts), which Home's first
// load carries in the error catalogue.
import { TRAINING_VIDEOS_TITLE } from './session-rules';
import { TRAINING_VIDEO_MAX_BYTES } from './training-video-messages';

/** The screen product owners add training videos on (beside the forms preview). */
export const trainingVideoTexts = {
  screenTitle: TRAINING_VIDEOS_TITLE,
  intro: 'Videos added here are listed in Training and Support, where agents play them.',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  fileLabel: 'Video file (MP4 or WebM)',
  fileHint: `At most ${TRAINING_VIDEO_MAX_BYTES / (1024 * 1024)} MB.`,
  add: 'Add video',
  listTitle: 'In Training and Support',
  empty: 'No training videos yet.',
  toFormsPreview: 'Forms preview',
  toVideos: TRAINING_VIDEOS_TITLE,
  /** The length the player read from the video itself. */
  length: (formatted: string) => `Length ${formatted}`,
  sample: 'Sample clip',
} as const;
