import { asc, eq } from 'drizzle-orm';
import type { QueryResolvers } from '../../../generated/resolvers';
import { searchFaq } from '../../domain/faq-search';
import type { GraphQLContext } from '../context';
import { faqEntries, trainingVideos } from '../db/schema';
import { requireAgent } from './require-agent';

/** Search text longer than this cannot be a question someone typed; it is cut rather than refused. */
const MAX_SEARCH_LENGTH = 200;

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

  trainingVideoList: async (_parent, { input }, context) => {
    requireAgent(context);
    const query = context.db.select().from(trainingVideos);
    const rows = await (input.id ? query.where(eq(trainingVideos.id, input.id)) : query).orderBy(asc(trainingVideos.position));
    return { videos: rows.map(({ id, title, description, durationSeconds, url }) => ({ id, title, description, durationSeconds, url })) };
  },
};
