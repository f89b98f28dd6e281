import { join } from 'node:path';

/** The folder of the training videos' files the server serves itself (under `/media/`). */
export const TRAINING_MEDIA_DIR = join(import.meta.dirname, 'media');
