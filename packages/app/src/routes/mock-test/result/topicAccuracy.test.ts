import { describe, expect, it } from 'vitest';
import { rankTopics, topicAccuracy, weakestTopics, type TopicTally } from './topicAccuracy';

const tally = (id: string, questions: number, attempted: number, correct: number, name = id): TopicTally => ({
  id,
  name,
  questions,
  attempted,
  correct,
});

describe('rankTopics', () => {
  it('puts the weakest first, by right answers out of questions set', () => {
    const ranked = rankTopics([tally('a', 10, 10, 9), tally('b', 9, 9, 4), tally('c', 4, 4, 1)]);
    expect(ranked.map((topic) => topic.id)).toEqual(['c', 'b', 'a']);
    expect(ranked.map((topic) => topic.share)).toEqual([0.25, 4 / 9, 0.9]);
  });

  it('counts a skipped question as not right: 3 right of 3 tried, 10 set, is 30%', () => {
    const [topic] = rankTopics([tally('skipper', 10, 3, 3)]);
    expect(topic?.share).toBe(0.3);
  });

  it('breaks a tie by more questions first, then by name', () => {
    const ranked = rankTopics([tally('x', 4, 4, 2, 'Syllogism'), tally('y', 10, 10, 5, 'Time and Work'), tally('z', 4, 4, 2, 'Blood Relations')]);
    expect(ranked.map((topic) => topic.name)).toEqual(['Time and Work', 'Blood Relations', 'Syllogism']);
  });

  it('leaves out a topic with no questions and holds an impossible count inside its range', () => {
    const ranked = rankTopics([tally('empty', 0, 0, 0), tally('odd', 5, 5, 7), tally('negative', 5, 5, -2)]);
    expect(ranked.map((topic) => [topic.id, topic.correct, topic.share])).toEqual([
      ['negative', 0, 0],
      ['odd', 5, 1],
    ]);
  });
});

describe('weakestTopics', () => {
  const ranked = rankTopics([
    tally('a', 10, 10, 2),
    tally('b', 10, 10, 4),
    tally('c', 10, 10, 6),
    tally('d', 10, 10, 8),
    tally('e', 10, 10, 10),
  ]);

  it('takes the first three by default count', () => {
    expect(weakestTopics(ranked, 3).map((topic) => topic.id)).toEqual(['a', 'b', 'c']);
  });

  it('never names a topic answered all right', () => {
    expect(weakestTopics(ranked, 10).map((topic) => topic.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(weakestTopics(rankTopics([tally('perfect', 5, 5, 5)]), 3)).toEqual([]);
  });

  it('names none when asked for none', () => {
    expect(weakestTopics(ranked, 0)).toEqual([]);
  });
});

describe('topicAccuracy', () => {
  it('hands the list over weakest first, with the weakest marked and their ids to practise', () => {
    const { items, weakest } = topicAccuracy([tally('a', 10, 10, 9), tally('b', 10, 10, 10), tally('c', 4, 4, 1), tally('d', 9, 9, 4)], 2);
    expect(items).toEqual([
      { id: 'c', name: 'c', questions: 4, correct: 1, share: 0.25, weak: true },
      { id: 'd', name: 'd', questions: 9, correct: 4, share: 4 / 9, weak: true },
      { id: 'a', name: 'a', questions: 10, correct: 9, share: 0.9, weak: false },
      { id: 'b', name: 'b', questions: 10, correct: 10, share: 1, weak: false },
    ]);
    expect(weakest).toEqual(['c', 'd']);
  });
});
