import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sniffVideoType, videoDurationSeconds } from '../../domain/training-videos';
import type { Database } from '../db/connection';
import { faqEntries, trainingVideos } from '../db/schema';
import { TRAINING_MEDIA_DIR } from '../features/support/training-media';
import { faqSeed } from './data/faq';
import { TRAINING_PLACEHOLDER_FILE, TRAINING_PLACEHOLDER_URL, trainingVideoSeed } from './data/training-videos';

/** The sample clip's length, read from the clip itself as a product owner's video's is. */
function placeholderDuration(): number | null {
  const bytes = new Uint8Array(readFileSync(join(TRAINING_MEDIA_DIR, TRAINING_PLACEHOLDER_FILE)));
  const type = sniffVideoType(bytes);
  const seconds = type ? videoDurationSeconds(bytes, type) : null;
  return seconds === null ? null : Math.round(seconds);
}

/**
 * The FAQ and the sample training clip. Safe to run on every start (fixed ids, nothing added twice),
 * so a database seeded before this content existed gets it too.
 */
export async function seedSupportContent(db: Database): Promise<{ faqEntries: number; trainingVideos: number }> {
  const faqRows = faqSeed.flatMap((topic, topicPosition) =>
    topic.entries.map((entry, position) => ({ ...entry, topic: topic.topic, topicPosition, position })),
  );
  await db.insert(faqEntries).values(faqRows).onConflictDoNothing();
  const durationSeconds = placeholderDuration();
  await db
    .insert(trainingVideos)
    .values(trainingVideoSeed.map((video, position) => ({ ...video, position, url: TRAINING_PLACEHOLDER_URL, durationSeconds, isSample: true })))
    .onConflictDoNothing();
  return { faqEntries: faqRows.length, trainingVideos: trainingVideoSeed.length };
}
