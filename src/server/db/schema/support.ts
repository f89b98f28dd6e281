import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './sign-in';

/** Training and Support: the FAQ, by topic; positions give the display order. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: text('id').primaryKey(),
    topic: text('topic').notNull(),
    topicPosition: integer('topic_position').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('faq_entries_order_idx').on(t.topicPosition, t.position)],
);

/**
 * Training and Support: the training videos the player lists. A product owner's has its file in the
 * file storage (file_key, served at /videos/<key>); the seed's sample clip is the server's own media.
 */
export const trainingVideos = pgTable('training_videos', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** As the file's own container records it, read when it was added; null when it does not say. */
  durationSeconds: integer('duration_seconds'),
  url: text('url').notNull(),
  fileKey: text('file_key').unique('training_videos_file_key'),
  /** The container the bytes were found to be (video/mp4, video/webm), never the one the phone named. */
  contentType: text('content_type'),
  sizeBytes: integer('size_bytes'),
  isSample: boolean('is_sample').notNull().default(false),
  addedByEmployeeId: text('added_by_employee_id').references(() => agents.employeeId),
  addedAt: timestamp('added_at', { withTimezone: true }),
});
