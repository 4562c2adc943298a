import type { ForumPostData, ForumTopicData } from './forumPostData';

/** Story data: what learners preparing for SSC, banking and UPSC exams write. */
export const sampleTopic: ForumTopicData = {
  id: 101,
  title: 'How do you solve seating arrangement puzzles faster?',
  body:
    'I lose almost ten minutes on every circular seating puzzle in the SBI PO prelims mocks. I draw the circle, place the fixed people first, and then I get stuck when the clues say "third to the left of the one who sits opposite". Which order do you read the clues in? Any tricks for double-row arrangements too?',
  tags: ['SBI PO', 'Reasoning', 'Puzzles'],
  author: { name: 'Priya S.', isYou: false },
  likeCount: 12,
  liked: false,
  reported: false,
  hidden: false,
  createdAt: '2026-11-24T06:30:00Z',
  editedAt: null,
  replyCount: 3,
};

const titles = [
  'Best book for SSC CGL quantitative aptitude?',
  'Daily current affairs routine that actually sticks',
  'Is the new UPSC CSAT pattern harder?',
  'Percentage shortcuts for data interpretation',
  'How many mock tests before the exam?',
  'Reading comprehension: read the questions first or the passage?',
  'Syllogism with "only a few" statements',
  'Time table for working aspirants',
  'Simplification: approximation tricks',
  'Blood relations with coded symbols',
  'Preparing for IBPS Clerk in two months',
  'English error spotting: common traps',
  'Trigonometry for SSC: which identities matter?',
  'Hindi medium resources for General Studies',
  'Negative marking strategy in prelims',
  'Where to practise previous years’ papers',
  'Speed maths: squares up to 50',
  'Banking awareness: RBI policy terms',
  'How to stay motivated after a low score',
];

/** A full page: the sample topic and nineteen more, newest first. */
export const sampleTopics: ForumTopicData[] = [
  sampleTopic,
  ...titles.map((title, index) => ({
    ...sampleTopic,
    id: 200 + index,
    title,
    body: `${title} Share what worked for you — I will try it in this week's mock and report back.`,
    tags: index % 3 === 0 ? ['SSC'] : index % 3 === 1 ? ['Banking', 'Strategy'] : [],
    author: { name: ['Rahul K.', 'Ananya M.', 'Vikram P.', 'Sneha R.'][index % 4] ?? 'Rahul K.', isYou: index === 2 },
    likeCount: (index * 7) % 23,
    replyCount: index % 5 === 0 ? 1 : index * 2,
    createdAt: new Date(Date.parse('2026-11-24T06:00:00Z') - (index + 1) * 5 * 3_600_000).toISOString(),
    editedAt: index === 4 ? '2026-11-23T10:00:00Z' : null,
  })),
];

/** A post that tries markup, a script and a link: all of it must show as text. */
export const sampleUnsafeReply: ForumPostData = {
  id: 301,
  body: 'Try this: <b>bold claim</b>\n<script>alert("hi")</script>\n<a href="https://evil.example">free answers</a>\nhttps://evil.example/login',
  author: { name: 'Unknown L.', isYou: false },
  likeCount: 0,
  liked: false,
  reported: false,
  hidden: false,
  createdAt: '2026-11-24T08:00:00Z',
  editedAt: null,
};

export const sampleReply: ForumPostData = {
  id: 302,
  body: 'Read the clue with a fixed person first.\nThen place whoever is "opposite" them — that halves the options.\n\nFor double rows, draw both rows facing each other before anything else.',
  author: { name: 'Rahul K.', isYou: false },
  likeCount: 1,
  liked: true,
  reported: false,
  hidden: false,
  createdAt: '2026-11-24T07:10:00Z',
  editedAt: '2026-11-24T07:20:00Z',
};

/** Story time: 24 Nov 2026, 17:30 in India. */
export const sampleNow = Date.parse('2026-11-24T12:00:00Z');
