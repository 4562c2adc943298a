import { asc, eq } from 'drizzle-orm';
import type {
  Category,
  Course,
  Exam,
  Faq,
  Language,
  SubmitContactInput,
  Teacher,
  Testimonial,
} from '../contract/index.js';
import type { Database } from '../db/open.js';
import {
  type CategoryRow,
  type CourseRow,
  type ExamRow,
  type FaqRow,
  type MentorRow,
  type StateRow,
  type TestimonialRow,
  type TranslationsJson,
  categories,
  contactMessages,
  courses,
  exams,
  faqs,
  languages,
  mentors,
  states,
  testimonials,
} from '../db/schema.js';
import { type PreparedJson, prepareJson } from '../http/prepared-json.js';

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

/** An item with the text a search looks in (its own language's and English). */
type Searchable<T> = { item: T; text: string };

function searchable<T, Tr>(item: T, translations: TranslationsJson<Tr>, code: string, fields: (tr: Tr) => string[]) {
  const own = pickTranslation(translations, code);
  const english = pickTranslation(translations, defaultLanguage);
  const parts = own === english ? fields(own) : [...fields(own), ...fields(english)];
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
  return searchable(exam, row.translations, code, (t) => [t.title, t.description, t.name]);
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
  return searchable(course, row.translations, code, (t) => [t.name, t.description]);
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
      return searchable(item, row.translations, code, (t) => [t.name, t.description]);
    }),
    exams: rows.exams.map((row) => localiseExam(row, code)),
    courses: rows.courses.map((row) => localiseCourse(row, code, statesBySlug)),
    faqs: rows.faqs.map((row) => {
      const tr = pickTranslation(row.translations, code);
      const item: Faq = { id: row.id, ...tr, translations: translationList(row.translations) };
      return searchable(item, row.translations, code, (t) => [t.question, t.answer]);
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
      return searchable(item, row.translations, code, (t) => [t.name, t.qualification, t.description]);
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
      return searchable(item, row.translations, code, (t) => [t.name, t.position]);
    }),
    teacherMessage: pickTranslation(teacherMessages, code),
  };
}

async function loadRows(db: Database): Promise<Rows> {
  const [languageRows, stateRows, categoryRows, examRows, courseRows, faqRows, testimonialRows, mentorRows] =
    await Promise.all([
      db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.id)),
      db.select().from(states).orderBy(asc(states.id)),
      db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
      db.select().from(exams).orderBy(asc(exams.id)),
      db.select().from(courses).orderBy(asc(courses.id)),
      db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
      db.select().from(testimonials).orderBy(asc(testimonials.id)),
      db.select().from(mentors).orderBy(asc(mentors.id)),
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
  };
}

/** The lists a route can ask for. */
export type ContentList = 'languages' | 'categories' | 'exams' | 'courses' | 'faqs' | 'testimonials' | 'teachers';

/** Either the shared pre-serialised answer (no search) or a fresh body for this search. */
export type ContentAnswer = { prepared: PreparedJson } | { body: unknown };

export type ContentService = {
  /** A whole list response in `lang`, filtered by `search` when it is not empty. */
  list(list: ContentList, lang: string, search?: string): Promise<ContentAnswer>;
  /** One category's exams; null when no category has this id. */
  examsByCategory(categoryId: number, lang: string, search?: string): Promise<ContentAnswer | null>;
  /** One course; null when no course has this slug. */
  course(slug: string, lang: string): Promise<ContentAnswer | null>;
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
  }
}

/**
 * The public content changes only through migrations and the seed, which run before the server
 * listens, so it is read once per process. Each language's answers are built on first use and
 * kept pre-serialised; the cache keys are the stored language codes (an unknown `lang` resolves
 * to one of them), routes and existing ids, so no request can make the cache grow. A search
 * filters the in-memory list (a few dozen items) and is not cached.
 */
export function createContentService(db: Database): ContentService {
  let rows: Promise<Rows> | undefined;
  const localised = new Map<string, LocalisedContent>();
  const prepared = new Map<string, PreparedJson>();

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

  const normalise = (search: string | undefined) => (search === undefined || search === '' ? undefined : search);

  return {
    async list(list, lang, rawSearch) {
      const { code, content: localisedContent } = await content(lang);
      const search = normalise(rawSearch);
      if (search !== undefined && list !== 'languages') return { body: bodyOf(list, localisedContent, search) };
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
