import type { SeedMemberKey } from './members.js';

// The forum's starting conversations: real questions learners ask, answered correctly (every
// worked number below has been checked), in English and in Hindi.

export type SeedPost = {
  author: SeedMemberKey;
  body: string;
  /** Hours before the seeding (spread over days so the sorts show something). */
  hoursAgo: number;
  /** Other members who like it; like_count is their number. */
  likedBy: SeedMemberKey[];
};

export type SeedTopic = SeedPost & { title: string; tags: string[]; replies: SeedPost[] };

export const seedTopics: SeedTopic[] = [
  {
    author: 'anjali',
    title: 'Fastest way to do successive percentage changes in SSC CGL?',
    body:
      'In Tier 1 I lose time on questions like: a price rises by 20% and then falls by 10%. What is the net change? ' +
      'Is there a one-line method?',
    tags: ['SSC CGL', 'Quant', 'Percentage'],
    hoursAgo: 9 * 24 + 5,
    likedBy: ['priya', 'rahul', 'irfan', 'vikram'],
    replies: [
      {
        author: 'rahul',
        body:
          'Use a + b + ab/100. Here a = 20 and b = −10: 20 − 10 + (20 × −10)/100 = 10 − 2 = 8, so the price goes up by 8% ' +
          'overall. Check: 100 → 120 → 108.',
        hoursAgo: 9 * 24 + 3,
        likedBy: ['anjali', 'priya', 'irfan'],
      },
      {
        author: 'priya',
        body:
          'Also learn the fraction table by heart: 12.5% = 1/8, 16.66% = 1/6, 37.5% = 3/8. Then 37.5% of 640 is just ' +
          '640 × 3/8 = 240, no long multiplication.',
        hoursAgo: 9 * 24 + 1,
        likedBy: ['anjali'],
      },
      {
        author: 'anjali',
        body: 'Thanks! Tried it on 25% up, then 20% down: 25 − 20 + (25 × −20)/100 = 5 − 5 = 0. No change, and 100 → 125 → 100 agrees.',
        hoursAgo: 8 * 24 + 20,
        likedBy: ['rahul'],
      },
    ],
  },
  {
    author: 'irfan',
    title: 'Syllogism doubt: All roses are flowers, some flowers fade quickly',
    body:
      'Statements: All roses are flowers. Some flowers fade quickly. Conclusion: Some roses fade quickly. ' +
      'The answer key says the conclusion does not follow. Why not?',
    tags: ['Reasoning', 'Syllogism'],
    hoursAgo: 7 * 24 + 2,
    likedBy: ['anjali', 'rahul'],
    replies: [
      {
        author: 'priya',
        body:
          "Draw it: the roses circle sits inside the flowers circle. 'Some flowers fade quickly' only says part of the flowers " +
          'circle overlaps fade quickly, and that part can lie outside the roses circle. Since a diagram exists where no rose ' +
          'fades quickly, the conclusion does not definitely follow.',
        hoursAgo: 7 * 24,
        likedBy: ['irfan', 'anjali', 'rahul'],
      },
      {
        author: 'rahul',
        body:
          "Rule of thumb: the middle term (flowers) is not distributed in either statement, so no definite conclusion links roses " +
          "and fade quickly. But if the options also give 'No rose fades quickly', the answer is 'Either I or II follows': " +
          'together those two cover every case.',
        hoursAgo: 6 * 24 + 22,
        likedBy: ['irfan'],
      },
    ],
  },
  {
    author: 'priya',
    title: 'IBPS PO seating arrangement: where do you start a puzzle?',
    body:
      'Circular arrangement puzzles with 8 people take me 8 to 10 minutes in mocks. How do you decide where to begin, ' +
      'and when do you skip one?',
    tags: ['IBPS PO', 'Reasoning', 'Puzzles'],
    hoursAgo: 5 * 24 + 7,
    likedBy: ['irfan', 'vikram', 'anjali'],
    replies: [
      {
        author: 'irfan',
        body:
          "Start with a definite clue ('A sits second to the right of B'), never with a 'not' clue. When a clue allows two places, " +
          'draw both cases side by side and strike one out as soon as a clue breaks it. Remember: facing the centre, right is ' +
          'anticlockwise; facing outside, right is clockwise.',
        hoursAgo: 5 * 24 + 4,
        likedBy: ['priya', 'anjali', 'rahul', 'vikram'],
      },
      {
        author: 'anjali',
        body:
          'Practise 2 puzzles a day with a timer and aim for 5 minutes each by exam day. In prelims, if you find no definite ' +
          'start within a minute, move on and come back after the other sections.',
        hoursAgo: 4 * 24 + 18,
        likedBy: ['priya'],
      },
    ],
  },
  {
    author: 'vikram',
    title: 'How to finish RRB NTPC GA in 10 minutes',
    body:
      'General Awareness has 40 of the 100 questions in CBT 1 (90 minutes in all). I keep running out of time for maths. ' +
      'How do you get through GA quickly?',
    tags: ['RRB NTPC', 'General Awareness'],
    hoursAgo: 3 * 24 + 9,
    likedBy: ['rahul', 'priya'],
    replies: [
      {
        author: 'rahul',
        body:
          'GA is recall: you know it or you do not. Read each question once, answer at once if you know it, otherwise mark it ' +
          'and move on. 40 questions in 10 minutes is 15 seconds each; the other 80 minutes go to maths and reasoning.',
        hoursAgo: 3 * 24 + 6,
        likedBy: ['vikram', 'priya'],
      },
      {
        author: 'priya',
        body:
          'Mind the negative marking: a wrong answer costs 1/3 of a mark. With four options a blind guess gains nothing on ' +
          'average (1/4 − 3/4 × 1/3 = 0), but once you can rule out one option, guessing is worth it.',
        hoursAgo: 3 * 24 + 1,
        likedBy: ['vikram', 'rahul', 'irfan'],
      },
    ],
  },
  {
    author: 'sunita',
    title: 'प्रतिशत के सवाल जल्दी कैसे हल करें?',
    body: 'SSC और रेलवे की परीक्षाओं में प्रतिशत के सवालों में बहुत समय लगता है। कोई आसान तरीका बताइए।',
    tags: ['प्रतिशत', 'गणित'],
    hoursAgo: 2 * 24 + 4,
    likedBy: ['vikram', 'rahul', 'anjali'],
    replies: [
      {
        author: 'vikram',
        body: 'भिन्न याद कर लीजिए: 20% = 1/5, 25% = 1/4, 12.5% = 1/8, 33.33% = 1/3। जैसे 480 का 25% = 480 ÷ 4 = 120।',
        hoursAgo: 2 * 24 + 2,
        likedBy: ['sunita', 'anjali'],
      },
      {
        author: 'rahul',
        body:
          'लगातार दो बदलावों के लिए a + b + ab/100 लगाइए। कीमत 10% बढ़े और फिर 10% घटे, तो 10 − 10 + (10 × −10)/100 = −1, ' +
          'यानी कुल 1% की कमी (100 → 110 → 99)।',
        hoursAgo: 2 * 24 + 1,
        likedBy: ['sunita'],
      },
      {
        author: 'sunita',
        body: 'धन्यवाद! और "x, y का कितना प्रतिशत है" वाले सवाल में (x ÷ y) × 100 करती हूँ: 45, 180 का (45 ÷ 180) × 100 = 25% है।',
        hoursAgo: 24 + 20,
        likedBy: [],
      },
    ],
  },
  {
    author: 'vikram',
    title: 'मुहावरों के अर्थ याद रखने का आसान तरीका?',
    body: 'हिंदी भाषा खंड में मुहावरे और लोकोक्तियाँ बार-बार भूल जाता हूँ। आप लोग इन्हें कैसे याद रखते हैं?',
    tags: ['हिंदी', 'मुहावरे'],
    hoursAgo: 24 + 6,
    likedBy: ['sunita'],
    replies: [
      {
        author: 'sunita',
        body: 'हर मुहावरे को एक छोटे वाक्य में इस्तेमाल कीजिए। जैसे "नौ दो ग्यारह होना" यानी भाग जाना: पुलिस को देखते ही चोर नौ दो ग्यारह हो गया।',
        hoursAgo: 24 + 3,
        likedBy: ['vikram', 'priya'],
      },
      {
        author: 'priya',
        body:
          'रोज़ 10 मुहावरे लिखिए और हफ़्ते के अंत में सभी 70 दोहराइए। "आँख का तारा" = बहुत प्यारा, "दाँत खट्टे करना" = बुरी तरह ' +
          'हराना — ऐसे जोड़े कार्ड पर लिखकर साथ रखिए।',
        hoursAgo: 20,
        likedBy: ['vikram'],
      },
    ],
  },
  {
    author: 'anjali',
    title: 'Reading comprehension: questions first or passage first?',
    body: 'In SBI Clerk English, the reading comprehension passages eat my time. Should I read the questions before the passage?',
    tags: ['Banking', 'English', 'Reading comprehension'],
    hoursAgo: 6,
    likedBy: [],
    replies: [
      {
        author: 'irfan',
        body:
          'Skim the questions first (about 30 seconds), then read the passage once with them in mind. Do the vocabulary ' +
          'questions first: they need only the sentence around the word.',
        hoursAgo: 4,
        likedBy: ['anjali'],
      },
    ],
  },
];
