import { asc } from 'drizzle-orm';
import type { Language } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import {
  type BookRow,
  type CategoryRow,
  type CourseRow,
  type ExamRow,
  type FaqRow,
  type HeroSlideRow,
  type MentorRow,
  type StateRow,
  type TestimonialRow,
  type TestSeriesRow,
  books,
  categories,
  courses,
  exams,
  faqs,
  heroSlides,
  languages,
  mentors,
  states,
  testimonials,
  testSeries,
} from '../../db/content-schema.js';

/** Every public content table as stored, in display order. */
export type Rows = {
  languages: Language[];
  states: StateRow[];
  categories: CategoryRow[];
  exams: ExamRow[];
  courses: CourseRow[];
  faqs: FaqRow[];
  testimonials: TestimonialRow[];
  mentors: MentorRow[];
  heroSlides: HeroSlideRow[];
  testSeries: TestSeriesRow[];
  books: BookRow[];
};

/** One read of all of it: eleven small queries, run together. */
export async function loadRows(db: Database): Promise<Rows> {
  const [
    languageRows,
    stateRows,
    categoryRows,
    examRows,
    courseRows,
    faqRows,
    testimonialRows,
    mentorRows,
    heroSlideRows,
    testSeriesRows,
    bookRows,
  ] = await Promise.all([
    db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.id)),
    db.select().from(states).orderBy(asc(states.id)),
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(exams).orderBy(asc(exams.id)),
    db.select().from(courses).orderBy(asc(courses.id)),
    db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    db.select().from(testimonials).orderBy(asc(testimonials.id)),
    db.select().from(mentors).orderBy(asc(mentors.id)),
    db.select().from(heroSlides).orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id)),
    db.select().from(testSeries).orderBy(asc(testSeries.id)),
    db.select().from(books).orderBy(asc(books.id)),
  ]);
  return {
    languages: languageRows.map((row) => ({ id: row.id, language: row.language, short_name: row.shortName })),
    states: stateRows,
    categories: categoryRows,
    exams: examRows,
    courses: courseRows,
    faqs: faqRows,
    testimonials: testimonialRows,
    mentors: mentorRows,
    heroSlides: heroSlideRows,
    testSeries: testSeriesRows,
    books: bookRows,
  };
}
