import type { Database } from '../db/connection';
import { faqEntries, trainingVideos } from '../db/schema';
import { faqSeed } from './data/faq';
import { TRAINING_PLACEHOLDER_URL, trainingVideoSeed } from './data/training-videos';

/**
 * The FAQ and training videos. Safe to run on every start (fixed ids, nothing added twice), so a
 * database seeded before this content existed gets it too.
 */
export async function seedSupportContent(db: Database): Promise<{ faqEntries: number; trainingVideos: number }> {
  const faqRows = faqSeed.flatMap((topic, topicPosition) =>
    topic.entries.map((entry, position) => ({ ...entry, topic: topic.topic, topicPosition, position })),
  );
  await db.insert(faqEntries).values(faqRows).onConflictDoNothing();
  await db
    .insert(trainingVideos)
    .values(trainingVideoSeed.map((video, position) => ({ ...video, position, url: TRAINING_PLACEHOLDER_URL })))
    .onConflictDoNothing();
  return { faqEntries: faqRows.length, trainingVideos: trainingVideoSeed.length };
}
