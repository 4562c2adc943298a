import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type {
  Book,
  BookDetail,
  Category,
  Course,
  Exam,
  Faq,
  HeroSlide,
  Language,
  SiteImages,
  SubmitContactInput,
  Teacher,
  Testimonial,
  TestSeries,
} from '../contract/index.js';
import type { Database } from '../db/open.js';
import {
  type BookRow,
  type BookTranslationJson,
  type CategoryRow,
  type CourseRow,
  type ExamRow,
  type FaqRow,
  type HeroSlideRow,
  type MentorRow,
  type StateRow,
  type TestimonialRow,
  type TestSeriesRow,
  type TranslationsJson,
  books,
  categories,
  contactMessages,
  courses,
  exams,
  faqs,
  heroSlides,
  languages,
  mentors,
  states,
  testimonials,
  testSeries,
} from '../db/schema.js';
import { type PreparedJson, prepareJson } from '../http/prepared-json.js';
import { siteImageKeys, siteImages } from '../seed/content/index.js';
import { renderMarkdown } from './markdown.js';

export const defaultLanguage = 'en';

/** The spec's rule: the requested language, else English, else the first one stored. */
export function pickTranslation<T>(translations: TranslationsJson<T>, code: string): T {
  const picked = translations[code] ?? translations[defaultLanguage] ?? Object.values(translations)[0];
  if (picked === undefined) throw new Error('Content item without translations.');
  return picked;
}

/** `{ en: {...}, hi: {...} }` → `[{ language_code: 'en', ... }, { language_code: 'hi', ... }]`. */
function translationList<T extends object>(translations: TranslationsJson<T>): (T & { language_code: string })[] {
  return Object.entries(translations).map(([code, value]) => ({ language_code: code, ...value }));
}

/** Lower-cased, NFC: how both the search term and the searched text are compared. */
export function searchForm(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-IN');
}

/** An item with the text a search looks in: the searched fields in every stored language. */
type Searchable<T> = { item: T; text: string };

/**
 * A learner types in whichever script is at hand, so 'बैंक' with English selected finds the
 * banking items, and 'bank' with Hindi selected finds them too.
 */
function searchable<T, Tr>(item: T, translations: TranslationsJson<Tr>, fields: (tr: Tr) => string[]): Searchable<T> {
  const parts = Object.values(translations).flatMap(fields);
  return { item, text: searchForm(parts.join('\n')) };
}

/** The stored JSON text of a rating; text that is not JSON (an operator's edit) is passed on as is. */
function parseRatings(text: string): number | string {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'number' || typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}

const teacherMessages: Record<string, string> = {
  en: 'Learn from teachers who have cleared these exams themselves',
  hi: 'उन शिक्षकों से सीखें जिन्होंने ये परीक्षाएँ खुद पास की हैं',
};

/** Every list in one language, built once per language and process. */
type LocalisedContent = {
  languages: Language[];
  categories: Searchable<Category>[];
  exams: Searchable<Exam>[];
  courses: Searchable<Course>[];
  faqs: Searchable<Faq>[];
  testimonials: Searchable<Testimonial>[];
  teachers: Searchable<Teacher>[];
  teacherMessage: string;
  heroSlides: HeroSlide[];
  testSeries: Searchable<TestSeries>[];
  books: Searchable<Book>[];
  siteImages: SiteImages;
};

type Rows = {
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

function localiseExam(row: ExamRow, code: string): Searchable<Exam> {
  const tr = pickTranslation(row.translations, code);
  const exam: Exam = {
    id: row.id,
    slug: row.slug,
    category_id: row.categoryId,
    title: tr.title,
    description: tr.description,
    name: tr.name,
    image: row.image,
    date: row.date,
    status: row.status === 'take' ? 'take' : 'locked',
    questions: row.questions,
    minutes: row.minutes,
    marks: row.marks,
    negative_marking: row.negativeMarking,
    sections: row.sections.map((section) => ({
      slug: section.slug,
      name: pickTranslation(section.translations, code).name,
      questions: section.questions,
      marks: section.marks,
      minutes: section.minutes,
      negative_marking: section.negativeMarking ?? row.negativeMarking,
    })),
    languages: row.languages,
    translations: translationList(row.translations),
  };
  return searchable(exam, row.translations, (t) => [t.title, t.description, t.name]);
}

function localiseCourse(row: CourseRow, code: string, statesBySlug: Map<string, StateRow>): Searchable<Course> {
  const tr = pickTranslation(row.translations, code);
  const state = row.stateSlug === null ? undefined : statesBySlug.get(row.stateSlug);
  const course: Course = {
    id: row.id,
    slug: row.slug,
    category_id: row.categoryId,
    image: row.image,
    name: tr.name,
    description: tr.description,
    enrolments: row.enrolments,
    published_on: row.publishedOn,
    state: state === undefined ? null : pickTranslation(state.translations, code).name,
    state_slug: row.stateSlug,
    exam_slugs: row.examSlugs,
    price: row.price,
    list_price: row.listPrice,
    discount_percent: row.discountPercent,
    total_tests: row.totalTests,
    free_tests: row.freeTests,
    languages: row.languages,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    audience: tr.audience,
    about: tr.about,
    features: row.features.map((feature) => ({ icon: feature.icon, ...pickTranslation(feature.translations, code) })),
    translations: translationList(row.translations),
  };
  return searchable(course, row.translations, (t) => [t.name, t.description]);
}

function localiseTestSeries(row: TestSeriesRow, code: string): Searchable<TestSeries> {
  const tr = pickTranslation(row.translations, code);
  const item: TestSeries = {
    id: row.id,
    slug: row.slug,
    title: tr.title,
    image: row.image,
    users: row.users,
    total_tests: row.totalTests,
    free_tests: row.freeTests,
    chapter_tests: row.chapterTests,
    sectional_tests: row.sectionalTests,
    tests: tr.tests,
    languages: row.languages,
    exam_slugs: row.examSlugs,
    course_slug: row.courseSlug,
    translations: translationList(row.translations),
  };
  return searchable(item, row.translations, (t) => [t.title]);
}

/** A book's chapter in `code`, else English (also when that language names no chapter). */
function sampleChapter(translations: TranslationsJson<BookTranslationJson>, code: string): string {
  const chapter = pickTranslation(translations, code).sampleChapter;
  return chapter === '' ? pickTranslation(translations, defaultLanguage).sampleChapter : chapter;
}

function localiseBook(row: BookRow, code: string): Searchable<Book> {
  const tr = pickTranslation(row.translations, code);
  const item: Book = {
    id: row.id,
    slug: row.slug,
    title: tr.title,
    author: tr.author,
    description: tr.description,
    tags: tr.tags,
    languages: row.languages,
    pages: row.pages,
    cover_image: row.coverImage,
    sample_chapter: sampleChapter(row.translations, code),
    translations: Object.entries(row.translations).map(([language, t]) => ({
      language_code: language,
      title: t.title,
      author: t.author,
      description: t.description,
      tags: t.tags,
      sample_chapter: t.sampleChapter,
    })),
  };
  return searchable(item, row.translations, (t) => [t.title, t.author, t.description, ...t.tags]);
}

/** The site's pictures from the seed (no table): the same four keys in every language. */
function localiseSiteImages(code: string): SiteImages {
  const entries = siteImageKeys.map((key) => {
    const { image, translations } = siteImages[key];
    return [key, { image, alt: pickTranslation(translations, code).alt }] as const;
  });
  return Object.fromEntries(entries) as SiteImages;
}

function localise(rows: Rows, code: string): LocalisedContent {
  const statesBySlug = new Map(rows.states.map((state) => [state.slug, state]));
  return {
    languages: rows.languages,
    categories: rows.categories.map((row) => {
      const tr = pickTranslation(row.translations, code);
      const item: Category = {
        id: row.id,
        slug: row.slug,
        name: tr.name,
        description: tr.description,
        image: row.image,
        translations: translationList(row.translations),
      };
      return searchable(item, row.translations, (t) => [t.name, t.description]);
    }),
    exams: rows.exams.map((row) => localiseExam(row, code)),
    courses: rows.courses.map((row) => localiseCourse(row, code, statesBySlug)),
    faqs: rows.faqs.map((row) => {
      const tr = pickTranslation(row.translations, code);
      const item: Faq = { id: row.id, ...tr, translations: translationList(row.translations) };
      return searchable(item, row.translations, (t) => [t.question, t.answer]);
    }),
    testimonials: rows.testimonials.map((row) => {
      const tr = pickTranslation(row.translations, code);
      const item: Testimonial = {
        id: row.id,
        name: tr.name,
        qualification: tr.qualification,
        description: tr.description,
        ratings: parseRatings(row.ratings),
        image: row.image,
        translations: translationList(row.translations),
      };
      return searchable(item, row.translations, (t) => [t.name, t.qualification, t.description]);
    }),
    teachers: rows.mentors.map((row) => {
      const tr = pickTranslation(row.translations, code);
      const item: Teacher = {
        id: row.id,
        name: tr.name,
        position: tr.position,
        image: row.image,
        translations: translationList(row.translations),
      };
      return searchable(item, row.translations, (t) => [t.name, t.position]);
    }),
    teacherMessage: pickTranslation(teacherMessages, code),
    heroSlides: rows.heroSlides.map((row) => ({
      id: row.id,
      slug: row.slug,
      image: row.image,
      alt: pickTranslation(row.translations, code).alt,
      translations: translationList(row.translations),
    })),
    testSeries: rows.testSeries.map((row) => localiseTestSeries(row, code)),
    books: rows.books.map((row) => localiseBook(row, code)),
    siteImages: localiseSiteImages(code),
  };
}

async function loadRows(db: Database): Promise<Rows> {
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

/** The lists a route can ask for. */
export type ContentList =
  | 'languages'
  | 'categories'
  | 'exams'
  | 'courses'
  | 'faqs'
  | 'testimonials'
  | 'teachers'
  | 'heroSlides'
  | 'testSeries'
  | 'books'
  | 'siteImages';

/** The lists a search does not apply to. */
const unsearchable: ReadonlySet<ContentList> = new Set(['languages', 'heroSlides', 'siteImages']);

/** Either the shared pre-serialised answer (no search) or a fresh body for this search. */
export type ContentAnswer = { prepared: PreparedJson } | { body: unknown };

export type ContentService = {
  /** A whole list response in `lang`, filtered by `search` when it is not empty. */
  list(list: ContentList, lang: string, search?: string): Promise<ContentAnswer>;
  /** One category's exams; null when no category has this id. */
  examsByCategory(categoryId: number, lang: string, search?: string): Promise<ContentAnswer | null>;
  /** One course; null when no course has this slug. */
  course(slug: string, lang: string): Promise<ContentAnswer | null>;
  /** One test series; null when none has this slug. */
  testSeries(slug: string, lang: string): Promise<ContentAnswer | null>;
  /** One book with its sample chapter rendered to HTML; null when no book has this slug. */
  book(slug: string, lang: string): Promise<ContentAnswer | null>;
  /** Stores a contact request and returns its id. */
  submitContact(input: SubmitContactInput, lang: string): Promise<number>;
};

function bodyOf(list: ContentList, content: LocalisedContent, search: string | undefined): unknown {
  const filter = <T>(entries: Searchable<T>[]): T[] => {
    if (search === undefined) return entries.map((entry) => entry.item);
    const needle = searchForm(search);
    return entries.filter((entry) => entry.text.includes(needle)).map((entry) => entry.item);
  };
  switch (list) {
    case 'languages':
      return { result: 1, data: content.languages };
    case 'categories':
      return { result: 1, data: { data: filter(content.categories) } };
    case 'exams':
      return { result: 1, data: filter(content.exams) };
    case 'courses':
      return { result: 1, data: filter(content.courses) };
    case 'faqs':
      return { result: 1, data: filter(content.faqs) };
    case 'testimonials':
      return { result: 1, data: { data: filter(content.testimonials) } };
    case 'teachers':
      return { result: 1, data: { data: filter(content.teachers), message: content.teacherMessage } };
    case 'heroSlides':
      return { result: 1, data: content.heroSlides };
    case 'testSeries':
      return { result: 1, data: filter(content.testSeries) };
    case 'books':
      return { result: 1, data: filter(content.books) };
    case 'siteImages':
      return { result: 1, data: content.siteImages };
  }
}

/** `/books/name.md` → `name.md`; null for anything that could name a file outside the folder. */
function chapterFileName(urlPath: string): string | null {
  const match = /^\/books\/([A-Za-z0-9][A-Za-z0-9._-]*\.md)$/.exec(urlPath);
  return match?.[1] ?? null;
}

/** A chapter's Markdown as HTML; null when the file is not there. */
async function renderChapter(booksDir: string, urlPath: string): Promise<string | null> {
  const name = chapterFileName(urlPath);
  if (name === null) return null;
  let source: string;
  try {
    source = await readFile(join(booksDir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return renderMarkdown(source);
}

export type ContentServiceOptions = {
  /** Where the `/books/….md` sample chapters are read from (the static media's books/ folder). */
  booksDir: string;
};

/**
 * The public content changes only through migrations and the seed, which run before the server
 * listens, so it is read once per process. Each language's answers are built on first use and
 * kept pre-serialised; the cache keys are the stored language codes (an unknown `lang` resolves
 * to one of them), routes and existing ids or slugs, so no request can make the cache grow. A
 * search filters the in-memory list (a few dozen items) and is not cached. A book's chapter is
 * rendered from its Markdown file on first request, per book and language, and kept with the answer.
 */
export function createContentService(db: Database, { booksDir }: ContentServiceOptions): ContentService {
  let rows: Promise<Rows> | undefined;
  const localised = new Map<string, LocalisedContent>();
  const prepared = new Map<string, PreparedJson>();
  const preparing = new Map<string, Promise<PreparedJson>>();

  function loadOnce(): Promise<Rows> {
    // Concurrent first requests share one load; a failure is not remembered.
    rows ??= loadRows(db).catch((error: unknown) => {
      rows = undefined;
      throw error;
    });
    return rows;
  }

  /** `hi-IN` → `hi`; an unknown code → English (or the first stored language). */
  function resolveCode(all: Rows, lang: string): string {
    const codes = all.languages.map((row) => row.short_name);
    const primary = lang.split('-', 1)[0] ?? lang;
    return codes.find((code) => code === lang) ?? codes.find((code) => code === primary) ?? defaultLanguage;
  }

  async function content(lang: string): Promise<{ code: string; content: LocalisedContent }> {
    const all = await loadOnce();
    const code = resolveCode(all, lang);
    let found = localised.get(code);
    if (found === undefined) {
      found = localise(all, code);
      localised.set(code, found);
    }
    return { code, content: found };
  }

  function cached(key: string, build: () => unknown): ContentAnswer {
    let answer = prepared.get(key);
    if (answer === undefined) {
      answer = prepareJson(build());
      prepared.set(key, answer);
    }
    return { prepared: answer };
  }

  /** Like `cached`, for an answer that takes a file read; concurrent first requests share one build. */
  async function cachedAsync(key: string, build: () => Promise<unknown>): Promise<ContentAnswer> {
    const ready = prepared.get(key);
    if (ready !== undefined) return { prepared: ready };
    let pending = preparing.get(key);
    if (pending === undefined) {
      // A failure is not remembered: the next request tries again.
      pending = build()
        .then((body) => {
          const answer = prepareJson(body);
          prepared.set(key, answer);
          return answer;
        })
        .finally(() => preparing.delete(key));
      preparing.set(key, pending);
    }
    return { prepared: await pending };
  }

  const normalise = (search: string | undefined) => (search === undefined || search === '' ? undefined : search);

  return {
    async list(list, lang, rawSearch) {
      const { code, content: localisedContent } = await content(lang);
      const search = normalise(rawSearch);
      if (search !== undefined && !unsearchable.has(list)) return { body: bodyOf(list, localisedContent, search) };
      return cached(`${list}:${code}`, () => bodyOf(list, localisedContent, undefined));
    },

    async examsByCategory(categoryId, lang, rawSearch) {
      const { code, content: localisedContent } = await content(lang);
      if (!localisedContent.categories.some((entry) => entry.item.id === categoryId)) return null;
      const entries = localisedContent.exams.filter((entry) => entry.item.category_id === categoryId);
      const search = normalise(rawSearch);
      const build = (term: string | undefined) => bodyOf('exams', { ...localisedContent, exams: entries }, term);
      if (search !== undefined) return { body: build(search) };
      return cached(`examsByCategory:${categoryId}:${code}`, () => build(undefined));
    },

    async course(slug, lang) {
      const { content: localisedContent } = await content(lang);
      const entry = localisedContent.courses.find((candidate) => candidate.item.slug === slug);
      return entry === undefined ? null : { body: { result: 1, data: entry.item } };
    },

    async testSeries(slug, lang) {
      const { code, content: localisedContent } = await content(lang);
      const entry = localisedContent.testSeries.find((candidate) => candidate.item.slug === slug);
      if (entry === undefined) return null;
      // Keyed by a stored slug, never by what the request said.
      return cached(`testSeries:${entry.item.slug}:${code}`, () => ({ result: 1, data: entry.item }));
    },

    async book(slug, lang) {
      const { code, content: localisedContent } = await content(lang);
      const entry = localisedContent.books.find((candidate) => candidate.item.slug === slug);
      if (entry === undefined) return null;
      const { item } = entry;
      return cachedAsync(`book:${item.slug}:${code}`, async () => {
        const data: BookDetail = { ...item, chapter_html: await renderChapter(booksDir, item.sample_chapter) };
        return { result: 1, data };
      });
    },

    async submitContact(input, lang) {
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: input.name,
          phone: input.phone,
          email: input.email ?? null,
          message: input.message ?? null,
          lang,
        })
        .returning({ id: contactMessages.id });
      if (row === undefined) throw new Error('The contact message was not stored.');
      return row.id;
    },
  };
}

/** Used by tests to read back what was stored. */
export const contactMessageById = (db: Database, id: number) =>
  db.select().from(contactMessages).where(eq(contactMessages.id, id));
