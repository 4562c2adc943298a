import type { TopicAccuracyItem } from '@pariksha/ui';

/** One topic's tally over the attempts counted. */
export interface TopicTally {
  id: string;
  name: string;
  /** Questions of the topic the learner was set. */
  questions: number;
  /** Of those, how many they answered. */
  attempted: number;
  /** Of those, how many they got right. */
  correct: number;
}

export interface RankedTopic extends TopicTally {
  /** Right answers out of questions set (0–1): a skipped question is not a right one. */
  share: number;
}

/**
 * The topics weakest first, by the share of their questions answered right. A tie goes to the
 * topic with more questions (more evidence it is weak), then by name, so the order never jumps
 * between renders. Topics with no questions have nothing to say and are left out; a count out of
 * range (more right than set) is held inside it.
 */
export function rankTopics(topics: readonly TopicTally[]): RankedTopic[] {
  return topics
    .filter((topic) => topic.questions > 0)
    .map((topic) => {
      const correct = Math.min(Math.max(0, topic.correct), topic.questions);
      return { ...topic, correct, share: correct / topic.questions };
    })
    .sort((a, b) => a.share - b.share || b.questions - a.questions || a.name.localeCompare(b.name));
}

/**
 * The topics to name as weakest: the first `count` of the ranked list, leaving out any the
 * learner got all right (a perfect topic is nobody's weak one).
 */
export function weakestTopics(ranked: readonly RankedTopic[], count: number): RankedTopic[] {
  return ranked.filter((topic) => topic.share < 1).slice(0, Math.max(0, count));
}

/**
 * The list as TopicAccuracyList draws it, weakest first with the weakest `count` marked, and
 * those topics' ids for 'Practise these topics'.
 */
export function topicAccuracy(topics: readonly TopicTally[], count: number): { items: TopicAccuracyItem[]; weakest: string[] } {
  const ranked = rankTopics(topics);
  const weakest = weakestTopics(ranked, count).map((topic) => topic.id);
  const items = ranked.map(({ id, name, questions, correct, share }) => ({ id, name, questions, correct, share, weak: weakest.includes(id) }));
  return { items, weakest };
}
