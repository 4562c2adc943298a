/**
 * Shapes of Pariksha's seed content. Pure data: nothing here knows about the database or HTTP.
 *
 * Conventions used throughout:
 * - `slug`: a stable, URL-safe key (lower-case letters, digits and hyphens), unique within its
 *   entity. Other entities refer to an item by its slug, never by a database id.
 * - Translated fields live in `translations: { en: {...}, hi: {...} }`; every item has both.
 * - Dates are ISO calendar dates, `YYYY-MM-DD` (Indian exam and batch dates have no time of day).
 * - Image paths are URL paths under `/images/` (the server serves `packages/server/static/images`
 *   there); book chapters are URL paths under `/books/` (`packages/server/static/books`).
 * - Money is whole rupees.
 */

export const languageCodes = ['en', 'hi'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** One value per display language. */
export type Translations<T> = { readonly [Code in LanguageCode]: T };

/** `YYYY-MM-DD`. */
export type IsoDate = string;

/** A URL path such as `/images/categories/banking.svg`. */
export type ImagePath = string;

export interface SeedLanguage {
  /** Display name in the language itself: 'English', 'हिन्दी'. */
  readonly language: string;
  /** The code the API takes as `?lang=` (the spec's short_name). */
  readonly shortName: LanguageCode;
}

/** A state or union territory, for state-level exams and the /course page's 'Filter by State Exam'. */
export interface SeedState {
  readonly slug: string;
  readonly translations: Translations<{ readonly name: string }>;
}

export interface SeedCategory {
  readonly slug: string;
  /** Order of the category chips and filter buttons. */
  readonly sortOrder: number;
  readonly image: ImagePath;
  readonly translations: Translations<{
    readonly name: string;
    readonly description: string;
  }>;
}

/** 'take' makes an exam startable; any other value shows it locked (the spec's Unlock button). */
export const examStatuses = ['take', 'locked'] as const;
export type ExamStatus = (typeof examStatuses)[number];

export interface SeedExamSection {
  readonly slug: string;
  readonly questions: number;
  readonly marks: number;
  /**
   * Sectional time limit in minutes, when the real exam times this section on its own (bank
   * prelims: 20 minutes a section). Null when the section shares the paper's composite time.
   */
  readonly minutes: number | null;
  /**
   * Overrides the exam's `negativeMarking` for this section (SSC MTS: Session I has none,
   * Session II has one). Same unit as the exam's field. Absent: the exam's value applies.
   */
  readonly negativeMarking?: number;
  /**
   * Multiple-correct questions earn 1 mark per right option chosen when no wrong one is (JEE
   * Advanced's partial marks). Absent: all or nothing.
   */
  readonly partialMarking?: boolean;
  readonly translations: Translations<{ readonly name: string }>;
}

export interface SeedExam {
  readonly slug: string;
  readonly categorySlug: string;
  /** For state-level exams (UP Police, BPSC, REET...); null for national ones. */
  readonly stateSlug: string | null;
  /** Null: the card shows the default exam image. */
  readonly image: ImagePath | null;
  /** The next exam date as we expect it; null when not yet announced (the card shows 'N/A'). */
  readonly date: IsoDate | null;
  readonly status: ExamStatus;
  /** Questions in the paper (all compulsory in every exam seeded here). */
  readonly questions: number;
  readonly minutes: number;
  readonly marks: number;
  /**
   * What a wrong answer costs, as a FRACTION OF THAT QUESTION'S OWN MARKS (0 = no negative
   * marking). SBI PO: 1-mark questions, 0.25 marks off → 0.25. SSC CGL: 2-mark questions, 0.50
   * off → 0.25. UPSC prelims: one-third of the question's marks → 1 / 3. A question's marks are
   * its section's marks divided by its section's questions.
   */
  readonly negativeMarking: number;
  /** The paper's parts; their questions and marks add up to the exam's totals. */
  readonly sections: readonly SeedExamSection[];
  /** Languages our mock test of this exam is offered in. */
  readonly languages: readonly LanguageCode[];
  readonly translations: Translations<{
    /** Short card title: 'SBI PO Prelims'. */
    readonly title: string;
    /** One or two sentences: what the exam is and who sits it. */
    readonly description: string;
    /** Full official name: 'State Bank of India Probationary Officers – Preliminary Examination'. */
    readonly name: string;
  }>;
}

export interface SeedCourse {
  readonly slug: string;
  readonly categorySlug: string;
  /** The exams this course prepares for (slugs in exams.ts). */
  readonly examSlugs: readonly string[];
  /** For state-level courses; null for national ones. */
  readonly stateSlug: string | null;
  readonly image: ImagePath;
  /** When the course went on sale; the 'Latest' tab sorts by it. */
  readonly publishedOn: IsoDate;
  /** Selling price in rupees. */
  readonly price: number;
  /** Struck-through price in rupees. */
  readonly listPrice: number;
  /**
   * The discount badge as marketed, in whole percent. Within one point of
   * (listPrice − price) / listPrice; the spec's sample course shows 15% for 6009 against 7009.
   */
  readonly discountPercent: number;
  /** The languages of its mock tests. */
  readonly languages: readonly LanguageCode[];
  readonly startsOn: IsoDate;
  readonly endsOn: IsoDate;
  // Its mock tests, learners and feature tiles are counted and written by the server, not seeded.
  readonly translations: Translations<{
    readonly name: string;
    /** 120–250 characters; list pages cut it to 60 or 100. */
    readonly description: string;
    /** Banner line: 'For Banking Aspirants'. */
    readonly audience: string;
    /** The landing page's About text: exactly three short paragraphs. */
    readonly about: readonly [string, string, string];
  }>;
}

export interface SeedFaq {
  readonly slug: string;
  readonly sortOrder: number;
  readonly translations: Translations<{
    readonly question: string;
    readonly answer: string;
  }>;
}

export interface SeedTestimonial {
  readonly slug: string;
  /**
   * As stored: a number or a numeric string. The home page floors it when 0 < rating ≤ 5 and
   * shows 3 stars otherwise, so the seed deliberately holds a 0 and a 7.
   */
  readonly ratings: number | string;
  /** Null: the card shows the default avatar. */
  readonly image: ImagePath | null;
  readonly translations: Translations<{
    readonly name: string;
    /** Exam, year and result: 'SBI PO 2025, selected'. */
    readonly qualification: string;
    readonly description: string;
  }>;
}

export interface SeedMentor {
  readonly slug: string;
  /** Empty string: the About page shows the fallback image (the spec's 'empty or broken'). */
  readonly image: ImagePath | '';
  readonly translations: Translations<{
    readonly name: string;
    /** Subject and experience: 'Quantitative Aptitude, 12 years teaching banking aspirants'. */
    readonly position: string;
  }>;
}

/**
 * A test series (the home page shows the first three). Its mock tests, how many are free and its
 * learners are counted by the server from the papers, access rules and attempts, not seeded.
 */
export interface SeedTestSeries {
  readonly slug: string;
  readonly image: ImagePath;
  /** Whole rupees, GST included; 0: every test in it is free (nothing to buy). */
  readonly price: number;
  /** The price before the discount, shown struck through; 0 with a free series. */
  readonly listPrice: number;
  readonly languages: readonly LanguageCode[];
  /** The exams the series prepares for (slugs in exams.ts), for the detail page's onward links. */
  readonly examSlugs: readonly string[];
  /** The course that covers the same exams (a slug in courses.ts); null when there is none. */
  readonly courseSlug: string | null;
  readonly translations: Translations<{ readonly title: string }>;
}

export interface SeedBook {
  readonly slug: string;
  readonly coverImage: ImagePath;
  readonly pages: number;
  /** Languages the book is published in. */
  readonly languages: readonly LanguageCode[];
  readonly translations: Translations<{
    readonly title: string;
    readonly author: string;
    readonly description: string;
    readonly tags: readonly string[];
    /** The readable and downloadable sample chapter, a Markdown file: `/books/...md`. */
    readonly sampleChapter: string;
  }>;
}

/** One slide of the home page's hero carousel. */
export interface SeedHeroSlide {
  readonly slug: string;
  readonly sortOrder: number;
  readonly image: ImagePath;
  readonly translations: Translations<{ readonly alt: string }>;
}

/** Pictures the site uses outside the lists above. */
export const siteImageKeys = ['aboutBanner', 'whyChooseUs', 'examDefault', 'avatarDefault', 'bookDefault'] as const;
export type SiteImageKey = (typeof siteImageKeys)[number];

/** A picture the site uses outside the lists above, with its alternative text. */
export interface SeedSiteImage {
  readonly image: ImagePath;
  readonly translations: Translations<{ readonly alt: string }>;
}
