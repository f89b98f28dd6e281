// FAQ search, shared by the server's faqList and the FAQ screen (which filters as the agent types,
// without a call per keystroke on a weak network).

export interface FaqEntryLike {
  question: string;
  answer: string;
}

export interface FaqTopicLike<E extends FaqEntryLike> {
  topic: string;
  entries: readonly E[];
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether every word of the search appears (as the start of a word) in the question, the answer or the topic. */
export function faqMatches(entry: FaqEntryLike, search: string, topic = ''): boolean {
  const wanted = words(search);
  if (wanted.length === 0) return true;
  const haystack = words(`${topic} ${entry.question} ${entry.answer}`);
  return wanted.every((w) => haystack.some((h) => h.startsWith(w)));
}

/** The topics with only their matching entries; topics left empty are dropped. */
export function searchFaq<E extends FaqEntryLike, T extends FaqTopicLike<E>>(topics: readonly T[], search: string): T[] {
  return topics
    .map((t) => ({ ...t, entries: t.entries.filter((e) => faqMatches(e, search, t.topic)) }))
    .filter((t) => t.entries.length > 0);
}
