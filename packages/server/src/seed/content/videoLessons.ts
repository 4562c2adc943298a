/**
 * The video library's lessons: short, silent slide lessons whose captions carry the teaching.
 * The clips, posters and captions are files in `packages/server/static/lessons/` made by
 * `scripts/make-lesson-media.mjs` (see the README there); `durationSeconds` is the rounded real
 * length of those clips (their manifest.json), which the lesson-media test checks.
 */
import type { VideoTopic } from '@pariksha/contract/community-values';
import type { Translations } from './types.js';

export interface VideoLessonSeed {
  readonly slug: string;
  readonly topic: VideoTopic;
  /** An exam's slug from exams.ts, or null when the lesson suits every exam. */
  readonly examSlug: string | null;
  readonly durationSeconds: number;
  /** Order within the library (lowest first). */
  readonly sortOrder: number;
  readonly translations: Translations<{ readonly title: string; readonly description: string }>;
}

export const videoLessons: readonly VideoLessonSeed[] = [
  {
    slug: 'syllogism-venn-diagrams',
    topic: 'logical_reasoning',
    examSlug: 'sbi-po-prelims',
    durationSeconds: 62,
    sortOrder: 10,
    translations: {
      en: {
        title: 'Syllogism with Venn diagrams',
        description:
          'Draw the statements as circles and test each conclusion: if even one possible drawing breaks it, it does not follow.',
      },
      hi: {
        title: 'वेन आरेख से न्याय निगमन (सिलोजिज़्म)',
        description:
          'कथनों को वृत्तों में बनाइए और हर निष्कर्ष जाँचिए: अगर एक भी संभव चित्र उसे गलत कर दे, तो वह निष्कर्ष नहीं निकलता।',
      },
    },
  },
  {
    slug: 'blood-relations-family-tree',
    topic: 'logical_reasoning',
    examSlug: 'ssc-cgl-tier-1',
    durationSeconds: 62,
    sortOrder: 20,
    translations: {
      en: {
        title: 'Blood relations: draw the family tree',
        description:
          'Turn "my mother’s only son’s daughter" into a small tree with + and − signs, and the answer reads itself.',
      },
      hi: {
        title: 'रक्त संबंध: वंश वृक्ष बनाइए',
        description:
          '“मेरी माँ के इकलौते बेटे की बेटी” जैसे वाक्य को + और − चिह्नों वाले छोटे वंश वृक्ष में बदलिए, उत्तर अपने आप दिख जाएगा।',
      },
    },
  },
  {
    slug: 'coding-decoding-letter-shift',
    topic: 'logical_reasoning',
    examSlug: 'rrb-ntpc-cbt-1',
    durationSeconds: 62,
    sortOrder: 30,
    translations: {
      en: {
        title: 'Coding-decoding: the letter shift',
        description:
          'Find how far each letter moves with the EJOTY trick (5, 10, 15, 20, 25), then code any word in seconds.',
      },
      hi: {
        title: 'कोडिंग-डिकोडिंग: अक्षरों का खिसकना',
        description:
          'EJOTY ट्रिक (5, 10, 15, 20, 25) से पता कीजिए कि हर अक्षर कितना आगे खिसका, फिर कोई भी शब्द सेकंडों में कोड कीजिए।',
      },
    },
  },
  {
    slug: 'subject-verb-agreement',
    topic: 'verbal_ability',
    examSlug: 'ssc-chsl-tier-1',
    durationSeconds: 62,
    sortOrder: 40,
    translations: {
      en: {
        title: 'Subject-verb agreement',
        description:
          'Find the real subject, skip the words in between, and match the verb: the rules SSC error-spotting asks most.',
      },
      hi: {
        title: 'कर्ता और क्रिया का मेल',
        description:
          'असली कर्ता पहचानिए, बीच के शब्द छोड़िए और क्रिया उसी से मिलाइए: SSC की त्रुटि पहचान में सबसे ज़्यादा पूछे जाने वाले नियम।',
      },
    },
  },
  {
    slug: 'one-word-substitution',
    topic: 'verbal_ability',
    examSlug: 'ssc-cgl-tier-1',
    durationSeconds: 62,
    sortOrder: 50,
    translations: {
      en: {
        title: 'One-word substitution',
        description:
          'Learn words by their roots (omni = all, cide = killing, phobia = fear) and pick the one word for a whole phrase.',
      },
      hi: {
        title: 'अनेक शब्दों के लिए एक शब्द',
        description:
          'शब्दों को उनके मूल से याद कीजिए (omni = सब, cide = हत्या, phobia = डर) और पूरे वाक्यांश के लिए एक शब्द चुनिए।',
      },
    },
  },
  {
    slug: 'percentage-shortcuts',
    topic: 'quantitative_ability',
    examSlug: 'sbi-clerk-prelims',
    durationSeconds: 62,
    sortOrder: 60,
    translations: {
      en: {
        title: 'Percentage shortcuts',
        description:
          'Use fractions (12.5% = 1/8) and the swap rule (18% of 50 = 50% of 18) to find percentages without a pen.',
      },
      hi: {
        title: 'प्रतिशत के शॉर्टकट',
        description:
          'भिन्नों (12.5% = 1/8) और अदला-बदली के नियम (50 का 18% = 18 का 50%) से बिना पेन के प्रतिशत निकालिए।',
      },
    },
  },
  {
    slug: 'compound-interest-in-one-line',
    topic: 'quantitative_ability',
    examSlug: 'ibps-po-prelims',
    durationSeconds: 62,
    sortOrder: 70,
    translations: {
      en: {
        title: 'Compound interest in one line',
        description:
          'For two years, CI = P × (2r + r²/100)/100: ₹10,000 at 10% earns ₹2,100, just ₹100 more than simple interest.',
      },
      hi: {
        title: 'एक लाइन में चक्रवृद्धि ब्याज',
        description:
          'दो साल के लिए CI = P × (2r + r²/100)/100: ₹10,000 पर 10% से ₹2,100 ब्याज मिलता है, साधारण ब्याज से सिर्फ़ ₹100 ज़्यादा।',
      },
    },
  },
  {
    slug: 'time-and-work-lcm-method',
    topic: 'quantitative_ability',
    examSlug: 'rrb-ntpc-cbt-1',
    durationSeconds: 62,
    sortOrder: 80,
    translations: {
      en: {
        title: 'Time and work: the LCM method',
        description:
          'Take the total work as the LCM of the days, find each person’s work per day, and add: no fractions needed.',
      },
      hi: {
        title: 'समय और कार्य: LCM विधि',
        description:
          'कुल काम को दिनों का LCM मानिए, हर व्यक्ति का एक दिन का काम निकालिए और जोड़िए: भिन्नों की ज़रूरत नहीं।',
      },
    },
  },
];
