import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { MutationResolvers, QueryResolvers, TrainingVideo } from '../../../../generated/resolvers';
import { searchFaq } from '../../../domain/faq-search';
import { TRAINING_VIDEO_MAX_BYTES } from '../../../domain/training-video-messages';
import { sniffVideoType, videoDurationSeconds } from '../../../domain/training-videos';
import type { GraphQLContext } from '../../context';
import { faqEntries, trainingVideos } from '../../db/schema';
import { appError } from '../../errors';
import { fileKey } from '../../files/file-storage';
import { decodeDataUrl } from '../../files/page-files';
import { videoUrl } from './video-route';
import { requireAgent } from '../../graphql/require-agent';

/** Search text longer than this cannot be a question someone typed; it is cut rather than refused. */
const MAX_SEARCH_LENGTH = 200;

type VideoRow = typeof trainingVideos.$inferSelect;

function toVideo(row: VideoRow): TrainingVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    durationSeconds: row.durationSeconds,
    url: row.url,
    isSample: row.isSample,
    addedOn: row.addedAt?.toISOString() ?? null,
  };
}

export const supportQueries: QueryResolvers<GraphQLContext> = {
  faqList: async (_parent, { input }, context) => {
    requireAgent(context);
    const rows = await context.db.select().from(faqEntries).orderBy(asc(faqEntries.topicPosition), asc(faqEntries.position));
    const topics: { topic: string; entries: { id: string; question: string; answer: string }[] }[] = [];
    for (const row of rows) {
      let topic = topics[topics.length - 1];
      if (topic?.topic !== row.topic) {
        topic = { topic: row.topic, entries: [] };
        topics.push(topic);
      }
      topic.entries.push({ id: row.id, question: row.question, answer: row.answer });
    }
    return { topics: searchFaq(topics, (input.search ?? '').slice(0, MAX_SEARCH_LENGTH)) };
  },

  // The trainings first, in the order they were added; the seed's sample clip after them.
  trainingVideoList: async (_parent, { input }, context) => {
    requireAgent(context);
    const query = context.db.select().from(trainingVideos);
    const rows = await (input.id ? query.where(eq(trainingVideos.id, input.id)) : query).orderBy(asc(trainingVideos.isSample), asc(trainingVideos.position), asc(trainingVideos.id));
    return { videos: rows.map(toVideo) };
  },
};

export const supportMutations: MutationResolvers<GraphQLContext> = {
  /**
   * A product owner's video (the input guard lets no one else call it): at most 7 MB, an MP4 or WebM
   * container by its bytes, whatever the file was named; kept in the file storage with the documents'
   * files, its length read from the file. A file stored for a video that is then not saved is removed.
   */
  addTrainingVideo: async (_parent, { input }, context) => {
    const owner = requireAgent(context);
    const bytes = decodeDataUrl(input.dataUrl);
    if (!bytes) throw appError('VIDEO_NOT_SUPPORTED', { field: 'input.dataUrl' });
    if (bytes.byteLength > TRAINING_VIDEO_MAX_BYTES) throw appError('VIDEO_TOO_LARGE', { field: 'input.dataUrl' });
    const contentType = sniffVideoType(bytes);
    if (!contentType) throw appError('VIDEO_NOT_SUPPORTED', { field: 'input.dataUrl' });
    const seconds = videoDurationSeconds(bytes, contentType);
    const key = fileKey(contentType === 'video/mp4' ? 'mp4' : 'webm');
    await context.files.put(key, bytes);
    context.effects.afterRollback(() => context.files.delete(key));
    const now = context.now();
    const [row] = await context.db
      .insert(trainingVideos)
      .values({
        id: randomUUID(),
        position: sql`(select coalesce(max(${trainingVideos.position}), 0) + 1 from ${trainingVideos})`,
        title: input.title.trim(),
        description: input.description?.trim() ?? '',
        durationSeconds: seconds === null ? null : Math.max(1, Math.round(seconds)),
        url: videoUrl(key),
        fileKey: key,
        contentType,
        sizeBytes: bytes.byteLength,
        isSample: false,
        addedByEmployeeId: owner.employeeId,
        addedAt: now,
      })
      .returning();
    if (!row) throw appError('INTERNAL_SERVER_ERROR');
    return { video: toVideo(row) };
  },
};
