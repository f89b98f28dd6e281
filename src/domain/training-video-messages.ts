// Training videos: the limits of what a product owner may add, and every text about them the agent
// or the product owner is told of what they send. Apart from training-videos.ts (zod, the file checks)
// and training-video-texts.ts (the screens' words), so that the error catalogue, on Home's first
// load, takes only these.

/**
 * The largest video a product owner may add: 7 MB. It travels as a data URL (a third larger) in one
 * request of at most 10 MB; and agents watch on cheap phones over mobile data, where 7 MB is already
 * a few minutes of a 360p recording.
 */
export const TRAINING_VIDEO_MAX_BYTES = 7 * 1024 * 1024;
export const TRAINING_VIDEO_TITLE_MAX_LENGTH = 120;
export const TRAINING_VIDEO_DESCRIPTION_MAX_LENGTH = 500;

export type VideoFileType = 'video/mp4' | 'video/webm';

/** What the file input offers the product owner to choose from. */
export const TRAINING_VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

export const trainingVideoMessages = {
  tooLarge: `Please choose a video of at most ${TRAINING_VIDEO_MAX_BYTES / (1024 * 1024)} MB.`,
  notVideo: 'Please choose an MP4 or WebM video.',
  tooLargeTitle: 'Video Too Large',
  notVideoTitle: 'Not a Video',
  title: `Please enter the video's title (at most ${TRAINING_VIDEO_TITLE_MAX_LENGTH} characters).`,
  description: `Please keep the description to at most ${TRAINING_VIDEO_DESCRIPTION_MAX_LENGTH} characters.`,
  fileRequired: 'Please choose the video file.',
  added: (title: string) => `"${title}" is added to Training and Support.`,
} as const;
