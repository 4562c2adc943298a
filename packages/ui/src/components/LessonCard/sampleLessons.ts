import type { LessonCardLabels, LessonCardLesson } from './LessonCard';

/** Posters the stories can show without a server: plain tiles in three colours, one per topic. */
function poster(fill: string, label: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${fill}"/><text x="24" y="160" font-family="sans-serif" font-size="20" fill="#FFFFFF">${label}</text></svg>`,
  )}`;
}

const posters = {
  logical_reasoning: poster('#3034B8', 'Reasoning'),
  verbal_ability: poster('#137A4E', 'English'),
  quantitative_ability: poster('#7B3FB5', 'Maths'),
} as const;

const library: readonly Omit<LessonCardLesson, 'thumbnailUrl' | 'progress'>[] = [
  { slug: 'syllogism-basics', title: 'Syllogisms in 5 minutes: all, some, none', topic: 'logical_reasoning', examName: 'SSC CGL', durationSeconds: 312 },
  { slug: 'percentage-shortcuts', title: 'Percentage shortcuts for quick calculation', topic: 'quantitative_ability', examName: 'SBI PO', durationSeconds: 425 },
  { slug: 'reading-comprehension', title: 'Reading comprehension: find the main idea first', topic: 'verbal_ability', examName: null, durationSeconds: 540 },
  { slug: 'blood-relations', title: 'Blood relations with family-tree diagrams', topic: 'logical_reasoning', examName: 'IBPS Clerk', durationSeconds: 398 },
  { slug: 'time-and-work', title: 'Time and work: the LCM method', topic: 'quantitative_ability', examName: 'SSC CGL', durationSeconds: 611 },
  { slug: 'idioms-and-phrases', title: 'Common idioms and phrases asked every year', topic: 'verbal_ability', examName: 'SSC CHSL', durationSeconds: 287 },
  { slug: 'seating-arrangement', title: 'Circular seating arrangement step by step', topic: 'logical_reasoning', examName: 'SBI PO', durationSeconds: 734 },
  { slug: 'simple-interest', title: 'Simple and compound interest without formulas', topic: 'quantitative_ability', examName: null, durationSeconds: 3725 },
];

/** The library's first `count` lessons (up to 8, the spec's grid); some started, one watched. */
export function sampleLessons(count = 8): LessonCardLesson[] {
  return library.slice(0, count).map((lesson, index) => ({
    ...lesson,
    thumbnailUrl: posters[lesson.topic],
    progress:
      index === 1
        ? { positionSeconds: 83, completed: false }
        : index === 2
          ? { positionSeconds: 540, completed: true }
          : null,
  }));
}

/** Four started lessons, most recently watched first. */
export function sampleStartedLessons(): LessonCardLesson[] {
  return library.slice(0, 4).map((lesson, index) => ({
    ...lesson,
    thumbnailUrl: posters[lesson.topic],
    progress: { positionSeconds: [83, 200, 45, 301][index] ?? 0, completed: false },
  }));
}

/** The same lessons with Hindi titles and exam names, as the app gets them with ?lang=hi. */
export function sampleHindiLessons(): LessonCardLesson[] {
  const titles = [
    '5 मिनट में न्याय निगमन: सभी, कुछ, कोई नहीं',
    'जल्दी हिसाब के लिए प्रतिशत के शॉर्टकट',
    'गद्यांश: पहले मुख्य विचार खोजें',
    'पारिवारिक आरेख से रक्त संबंध',
    'समय और कार्य: LCM विधि',
    'हर साल पूछे जाने वाले मुहावरे और वाक्यांश',
    'वृत्ताकार बैठक व्यवस्था, क़दम-दर-क़दम',
    'बिना सूत्र के साधारण और चक्रवृद्धि ब्याज',
  ];
  return sampleLessons().map((lesson, index) => ({ ...lesson, title: titles[index] ?? lesson.title }));
}

export const hindiLessonCardLabels: LessonCardLabels = {
  topics: {
    logical_reasoning: 'तार्किक क्षमता',
    verbal_ability: 'मौखिक क्षमता',
    quantitative_ability: 'मात्रात्मक क्षमता',
  },
  everyExam: 'सभी परीक्षाएँ',
  duration: (time) => `अवधि ${time}`,
  watched: 'देख लिया',
  watchedPart: (position, duration) => `${duration} में से ${position} देखा`,
  resumeAt: (position) => `${position} से आगे देखें`,
};
