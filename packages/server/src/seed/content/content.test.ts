import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  books,
  categories,
  courses,
  examStatuses,
  exams,
  faqs,
  heroSlides,
  languageCodes,
  languages,
  mentors,
  siteImageKeys,
  siteImages,
  states,
  testimonials,
  testSeries,
} from './index.js';
import type { LanguageCode, Translations } from './index.js';

const staticDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'static');
const imagesDir = join(staticDir, 'images');

const devanagari = /[\u0900-\u097F]/;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Every string inside a value, with a dotted path for error messages. */
function stringsIn(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => stringsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  }
  return [];
}

/** Short labels that may stay an untranslated acronym in Hindi ('AFCAT', 'NEET UG', 'SSC'). */
const labelFields = new Set(['title', 'qualification', 'tags']);
/** File paths, not words. */
const pathFields = new Set(['sampleChapter']);

/**
 * Both languages are present and non-empty, have the same shape, and every Hindi string is
 * written in Devanagari, except a short label that is identical to the English one.
 */
function checkTranslations(owner: string, translations: Translations<unknown>): void {
  const keys = Object.keys(translations).sort();
  expect(keys, `${owner}: translation languages`).toEqual([...languageCodes].sort());
  const en = stringsIn(translations.en, 'en');
  const hi = stringsIn(translations.hi, 'hi');
  expect(
    hi.map(([path]) => path.slice(3)),
    `${owner}: Hindi and English have the same fields`,
  ).toEqual(en.map(([path]) => path.slice(3)));
  for (const [path, text] of [...en, ...hi]) {
    expect(text.trim(), `${owner} ${path} is empty`).not.toBe('');
  }
  hi.forEach(([path, text], index) => {
    if (devanagari.test(text)) return;
    const field = path.split('.').pop()?.replace(/\[\d+\]$/, '') ?? '';
    if (pathFields.has(field)) return;
    const english = en[index]?.[1];
    expect(
      labelFields.has(field) && text === english,
      `${owner} ${path} ('${text}') has no Devanagari`,
    ).toBe(true);
  });
}

function imageFile(path: string): string {
  return join(imagesDir, ...path.replace(/^\/images\//, '').split('/'));
}

function checkImage(owner: string, path: string): void {
  expect(path, `${owner}: image path`).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/);
  expect(existsSync(imageFile(path)), `${owner}: ${path} exists in static/images`).toBe(true);
}

/** Every image path the seed data refers to. */
function referencedImages(): Set<string> {
  const paths: Array<string | null> = [
    ...categories.map((item) => item.image),
    ...exams.map((item) => item.image),
    ...courses.map((item) => item.image),
    ...testimonials.map((item) => item.image),
    ...mentors.map((item) => item.image),
    ...testSeries.map((item) => item.image),
    ...books.map((item) => item.coverImage),
    ...heroSlides.map((item) => item.image),
    ...Object.values(siteImages).map((item) => item.image),
  ];
  return new Set(paths.filter((path): path is string => path !== null && path !== ''));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** The home page's star rule (spec section 2): floor when 0 < rating ≤ 5, otherwise 3. */
function stars(rating: number | string): number {
  const value = Number(rating);
  return value > 0 && value <= 5 ? Math.floor(value) : 3;
}

const categorySlugs = new Set(categories.map((category) => category.slug));
const stateSlugs = new Set(states.map((state) => state.slug));
const examsBySlug = new Map(exams.map((exam) => [exam.slug, exam]));

describe('languages', () => {
  it('offers English and Hindi, with English first', () => {
    expect(languages.map((language) => language.shortName)).toEqual(['en', 'hi']);
    expect(languages[0]?.language).toBe('English');
    expect(languages[1]?.language).toMatch(devanagari);
  });
});

describe('states', () => {
  it('have unique slugs and names in both languages', () => {
    expect(duplicates(states.map((state) => state.slug))).toEqual([]);
    for (const state of states) {
      expect(state.slug).toMatch(slugPattern);
      checkTranslations(`state ${state.slug}`, state.translations);
    }
  });

  it('are each used by a course or an exam', () => {
    const used = new Set([...courses, ...exams].map((item) => item.stateSlug));
    for (const state of states) expect(used.has(state.slug), state.slug).toBe(true);
  });
});

describe('categories', () => {
  it('are the nine exam families with unique slugs and sort orders', () => {
    expect(categories).toHaveLength(9);
    expect(duplicates(categories.map((category) => category.slug))).toEqual([]);
    expect(duplicates(categories.map((category) => String(category.sortOrder)))).toEqual([]);
  });

  it('have a name and a description in English and Hindi, the Hindi in Devanagari', () => {
    for (const category of categories) {
      expect(category.slug).toMatch(slugPattern);
      checkTranslations(`category ${category.slug}`, category.translations);
      expect(category.translations.hi.name).toMatch(devanagari);
      expect(category.translations.hi.description).toMatch(devanagari);
      checkImage(`category ${category.slug}`, category.image);
    }
  });
});

describe('exams', () => {
  it('have unique slugs and belong to existing categories and states', () => {
    expect(duplicates(exams.map((exam) => exam.slug))).toEqual([]);
    for (const exam of exams) {
      expect(exam.slug).toMatch(slugPattern);
      expect(categorySlugs.has(exam.categorySlug), `${exam.slug}: category ${exam.categorySlug}`).toBe(true);
      if (exam.stateSlug !== null) expect(stateSlugs.has(exam.stateSlug), `${exam.slug}: state`).toBe(true);
    }
  });

  it('number three to six per category', () => {
    for (const category of categories) {
      const count = exams.filter((exam) => exam.categorySlug === category.slug).length;
      expect(count, category.slug).toBeGreaterThanOrEqual(3);
      expect(count, category.slug).toBeLessThanOrEqual(6);
    }
  });

  it('have translations, a valid status, date and languages', () => {
    for (const exam of exams) {
      checkTranslations(`exam ${exam.slug}`, exam.translations);
      expect(examStatuses).toContain(exam.status);
      if (exam.date !== null) expect(isIsoDate(exam.date), `${exam.slug}: date ${exam.date}`).toBe(true);
      if (exam.image !== null) checkImage(`exam ${exam.slug}`, exam.image);
      expect(exam.languages.length, exam.slug).toBeGreaterThan(0);
      expect(duplicates([...exam.languages])).toEqual([]);
      for (const code of exam.languages) expect(languageCodes).toContain(code);
    }
  });

  it('exercise the cards’ fallbacks: a missing image, missing dates and locked exams', () => {
    expect(exams.filter((exam) => exam.image === null).length).toBeGreaterThanOrEqual(1);
    expect(exams.filter((exam) => exam.date === null).length).toBeGreaterThanOrEqual(2);
    const locked = exams.filter((exam) => exam.status !== 'take').length;
    expect(locked).toBeGreaterThanOrEqual(1);
    expect(locked).toBeLessThan(exams.length / 2);
  });

  it('have sections whose questions and marks add up to the totals', () => {
    for (const exam of exams) {
      expect(exam.questions, exam.slug).toBeGreaterThan(0);
      expect(exam.minutes, exam.slug).toBeGreaterThan(0);
      expect(exam.marks, exam.slug).toBeGreaterThan(0);
      expect(exam.sections.length, exam.slug).toBeGreaterThan(0);
      expect(duplicates(exam.sections.map((section) => section.slug)), exam.slug).toEqual([]);
      const sum = (pick: (section: (typeof exam.sections)[number]) => number) =>
        exam.sections.reduce((total, section) => total + pick(section), 0);
      expect(sum((section) => section.questions), `${exam.slug}: questions`).toBe(exam.questions);
      expect(sum((section) => section.marks), `${exam.slug}: marks`).toBe(exam.marks);
      const timed = exam.sections.filter((section) => section.minutes !== null);
      const timedMinutes = timed.reduce((total, section) => total + (section.minutes ?? 0), 0);
      if (timed.length === exam.sections.length) expect(timedMinutes, `${exam.slug}: minutes`).toBe(exam.minutes);
      else expect(timedMinutes, `${exam.slug}: minutes`).toBeLessThan(exam.minutes);
      for (const section of exam.sections) {
        expect(section.slug).toMatch(slugPattern);
        expect(section.questions).toBeGreaterThan(0);
        expect(section.marks).toBeGreaterThan(0);
        checkTranslations(`exam ${exam.slug} section ${section.slug}`, section.translations);
        const negative = section.negativeMarking ?? exam.negativeMarking;
        expect(negative).toBeGreaterThanOrEqual(0);
        expect(negative).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keep the headline patterns right', () => {
    const pattern = (slug: string) => {
      const exam = examsBySlug.get(slug);
      return exam && [exam.questions, exam.minutes, exam.marks, exam.negativeMarking];
    };
    expect(pattern('sbi-po-prelims')).toEqual([100, 60, 100, 0.25]);
    expect(pattern('ssc-cgl-tier-1')).toEqual([100, 60, 200, 0.25]);
    expect(pattern('rrb-ntpc-cbt-1')).toEqual([100, 90, 100, 1 / 3]);
    expect(pattern('upsc-cse-prelims-gs-1')).toEqual([100, 120, 200, 1 / 3]);
    expect(pattern('jee-main-paper-1')).toEqual([75, 180, 300, 0.25]);
    expect(pattern('neet-ug')).toEqual([180, 180, 720, 0.25]);
    expect(pattern('ctet-paper-1')).toEqual([150, 150, 150, 0]);
    expect(pattern('ctet-paper-2')).toEqual([150, 150, 150, 0]);
  });
});

describe('courses', () => {
  it('number 12 to 18 with unique slugs', () => {
    expect(courses.length).toBeGreaterThanOrEqual(12);
    expect(courses.length).toBeLessThanOrEqual(18);
    expect(duplicates(courses.map((course) => course.slug))).toEqual([]);
  });

  it('refer to existing categories, exams of that category and states', () => {
    for (const course of courses) {
      expect(course.slug).toMatch(slugPattern);
      expect(categorySlugs.has(course.categorySlug), course.slug).toBe(true);
      expect(course.examSlugs.length, course.slug).toBeGreaterThan(0);
      for (const examSlug of course.examSlugs) {
        const exam = examsBySlug.get(examSlug);
        expect(exam, `${course.slug}: exam ${examSlug}`).toBeDefined();
        expect(exam?.categorySlug, `${course.slug}: exam ${examSlug}'s category`).toBe(course.categorySlug);
        expect(exam?.stateSlug, `${course.slug}: exam ${examSlug}'s state`).toBe(course.stateSlug);
      }
      if (course.stateSlug !== null) expect(stateSlugs.has(course.stateSlug), course.slug).toBe(true);
    }
    expect(courses.filter((course) => course.stateSlug !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('have consistent prices, dates and languages', () => {
    for (const course of courses) {
      checkImage(`course ${course.slug}`, course.image);
      expect(course.price, course.slug).toBeGreaterThan(0);
      expect(course.price, course.slug).toBeLessThan(course.listPrice);
      const actual = ((course.listPrice - course.price) / course.listPrice) * 100;
      expect(Math.abs(course.discountPercent - actual), `${course.slug}: discount`).toBeLessThan(1);
      for (const date of [course.publishedOn, course.startsOn, course.endsOn]) {
        expect(isIsoDate(date), `${course.slug}: ${date}`).toBe(true);
      }
      expect(course.publishedOn <= course.startsOn, `${course.slug}: published before it starts`).toBe(true);
      expect(course.startsOn < course.endsOn, `${course.slug}: starts before it ends`).toBe(true);
      expect(course.languages.length).toBeGreaterThan(0);
      for (const code of course.languages) expect(languageCodes).toContain(code);
    }
  });

  it('have a description of 120–250 characters, an audience and three About paragraphs', () => {
    for (const course of courses) {
      checkTranslations(`course ${course.slug}`, course.translations);
      for (const code of languageCodes) {
        const text = course.translations[code];
        expect(text.description.length, `${course.slug} ${code} description`).toBeGreaterThanOrEqual(120);
        expect(text.description.length, `${course.slug} ${code} description`).toBeLessThanOrEqual(250);
        expect(text.about, `${course.slug} ${code} about`).toHaveLength(3);
      }
    }
  });

  it('include the spec’s SBI PO course for banking aspirants, at the spec’s price', () => {
    const course = courses.find((item) => item.slug === 'sbi-po-exam');
    expect(course).toBeDefined();
    if (!course) return;
    expect(course.categorySlug).toBe('banking');
    expect([course.price, course.listPrice, course.discountPercent]).toEqual([6009, 7009, 15]);
    expect([...course.languages].sort()).toEqual(['en', 'hi']);
    expect([course.startsOn, course.endsOn]).toEqual(['2025-04-14', '2027-06-30']);
    expect(course.translations.en.audience).toBe('For Banking Aspirants');
    expect(course.translations.en.audience).not.toMatch(/NEET/);
    // It prepares for the prelims, whose mock tests exist; the later stages are described, not promised.
    expect(course.examSlugs).toEqual(['sbi-po-prelims', 'ibps-po-prelims']);
    const about = course.translations.en.about.join(' ');
    for (const stage of ['prelims', 'Mains', 'interview']) expect(about).toContain(stage);
  });
});

describe('faqs', () => {
  it('are 8 to 10, unique, bilingual and cover the promo code and the free trial', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.length).toBeLessThanOrEqual(10);
    expect(duplicates(faqs.map((faq) => faq.slug))).toEqual([]);
    for (const faq of faqs) checkTranslations(`faq ${faq.slug}`, faq.translations);
    const answers = faqs.map((faq) => faq.translations.en.answer).join(' ');
    expect(answers).toContain('WELCOME10');
    expect(answers).toContain('7-day free trial');
  });
});

describe('testimonials', () => {
  it('are eight unique, bilingual learners', () => {
    expect(testimonials).toHaveLength(8);
    expect(duplicates(testimonials.map((item) => item.slug))).toEqual([]);
    for (const item of testimonials) {
      checkTranslations(`testimonial ${item.slug}`, item.translations);
      if (item.image !== null) checkImage(`testimonial ${item.slug}`, item.image);
    }
  });

  it('store ratings as numbers or numeric strings', () => {
    for (const item of testimonials) {
      expect(Number.isFinite(Number(item.ratings)), `${item.slug}: '${item.ratings}'`).toBe(true);
    }
    expect(testimonials.some((item) => typeof item.ratings === 'string')).toBe(true);
  });

  it('exercise the star fallback and the missing avatar', () => {
    expect(testimonials.filter((item) => item.image === null)).toHaveLength(1);
    expect(testimonials.filter((item) => Number(item.ratings) > 5)).toHaveLength(1);
    expect(testimonials.filter((item) => Number(item.ratings) === 0)).toHaveLength(1);
    const outOfRange = testimonials.filter((item) => !(Number(item.ratings) > 0 && Number(item.ratings) <= 5));
    for (const item of outOfRange) expect(stars(item.ratings)).toBe(3);
    expect(stars('4.5')).toBe(4);
  });
});

describe('mentors', () => {
  it('are 6 to 8, unique and bilingual', () => {
    expect(mentors.length).toBeGreaterThanOrEqual(6);
    expect(mentors.length).toBeLessThanOrEqual(8);
    expect(duplicates(mentors.map((mentor) => mentor.slug))).toEqual([]);
    for (const mentor of mentors) checkTranslations(`mentor ${mentor.slug}`, mentor.translations);
  });

  // A grey fallback among illustrated portraits reads as a broken page (issue 11).
  it('each have their illustrated portrait, and its file exists', () => {
    for (const mentor of mentors) {
      expect(mentor.image, `mentor ${mentor.slug}`).toBe(`/images/mentors/${mentor.slug}.svg`);
      checkImage(`mentor ${mentor.slug}`, mentor.image);
    }
  });
});

describe('test series', () => {
  // The home page shows the first three: the spec's cards, for free exams, so free to use.
  const homeCards = testSeries.slice(0, 3);
  const premium = testSeries.slice(3);

  it('are the three free home-page cards first', () => {
    expect(duplicates(testSeries.map((series) => series.slug))).toEqual([]);
    const free = new Set(exams.filter((exam) => exam.status === 'take').map((exam) => exam.slug));
    for (const series of homeCards) {
      expect([series.price, series.listPrice], `${series.slug}: free`).toEqual([0, 0]);
      // Free to use because every exam of it is free to take.
      for (const slug of series.examSlugs) expect(free.has(slug), `${series.slug}: ${slug} is free`).toBe(true);
    }
    for (const series of testSeries) {
      checkImage(`test series ${series.slug}`, series.image);
      checkTranslations(`test series ${series.slug}`, series.translations);
      expect([...series.languages].sort()).toEqual(['en', 'hi']);
    }
  });

  it('sell a premium series for locked exams', () => {
    const locked = new Set(exams.filter((exam) => exam.status === 'locked').map((exam) => exam.slug));
    const covered = new Set(premium.flatMap((series) => series.examSlugs));
    for (const slug of ['rbi-grade-b-phase-1', 'ssc-cpo-paper-1', 'rrb-je-cbt-1']) expect(covered.has(slug), slug).toBe(true);
    for (const series of premium) {
      for (const slug of series.examSlugs) expect(locked.has(slug), `${series.slug}: ${slug} is locked`).toBe(true);
      expect(series.price, `${series.slug}: price`).toBeGreaterThanOrEqual(499);
      expect(series.price, `${series.slug}: price`).toBeLessThanOrEqual(799);
      expect(series.listPrice, `${series.slug}: list price`).toBeGreaterThan(series.price);
    }
  });

  it('link to existing exams and to a course that prepares for those exams', () => {
    const examSlugs = new Set(exams.map((exam) => exam.slug));
    for (const series of testSeries) {
      expect(series.examSlugs.length, `${series.slug}: exams`).toBeGreaterThan(0);
      expect(duplicates(series.examSlugs), `${series.slug}: exams`).toEqual([]);
      for (const slug of series.examSlugs) expect(examSlugs.has(slug), `${series.slug}: exam ${slug}`).toBe(true);
      if (series.courseSlug === null) continue;
      const course = courses.find((candidate) => candidate.slug === series.courseSlug);
      expect(course, `${series.slug}: course ${series.courseSlug}`).toBeDefined();
      for (const slug of series.examSlugs) {
        expect(course?.examSlugs, `${series.slug}: ${series.courseSlug} prepares for ${slug}`).toContain(slug);
      }
    }
    expect(testSeries.map((series) => [series.examSlugs, series.courseSlug])).toEqual([
      [['sbi-po-prelims'], 'sbi-po-exam'],
      [['ssc-cgl-tier-1'], 'ssc-cgl-complete'],
      [['rrb-ntpc-cbt-1'], 'rrb-ntpc'],
      [['ssc-cpo-paper-1'], null],
      [['rbi-grade-b-phase-1'], 'rbi-grade-b-phase-1'],
      [['rrb-je-cbt-1'], null],
    ]);
  });
});

describe('books', () => {
  it('are three, with covers and a readable chapter in each language', () => {
    expect(books).toHaveLength(3);
    expect(duplicates(books.map((book) => book.slug))).toEqual([]);
    for (const book of books) {
      checkImage(`book ${book.slug}`, book.coverImage);
      checkTranslations(`book ${book.slug}`, book.translations);
      for (const code of book.languages) {
        const chapter = book.translations[code as LanguageCode].sampleChapter;
        expect(chapter).toMatch(/^\/books\/[a-z0-9.-]+\.md$/);
        const file = join(staticDir, ...chapter.slice(1).split('/'));
        expect(existsSync(file), `${book.slug}: ${chapter}`).toBe(true);
        const text = readFileSync(file, 'utf8');
        const words = text.split(/\s+/).filter(Boolean).length;
        expect(words, `${chapter} words`).toBeGreaterThanOrEqual(800);
        expect(words, `${chapter} words`).toBeLessThanOrEqual(1600);
        expect(text.startsWith('# '), `${chapter} starts with a heading`).toBe(true);
        if (code === 'hi') expect(text).toMatch(devanagari);
      }
    }
  });
});

describe('hero slides and site images', () => {
  it('has five hero slides with alternative text', () => {
    expect(heroSlides).toHaveLength(5);
    expect(duplicates(heroSlides.map((slide) => slide.slug))).toEqual([]);
    for (const slide of heroSlides) {
      checkImage(`hero ${slide.slug}`, slide.image);
      checkTranslations(`hero ${slide.slug}`, slide.translations);
    }
  });

  it('has every site image', () => {
    expect(Object.keys(siteImages).sort()).toEqual([...siteImageKeys].sort());
    for (const key of siteImageKeys) {
      checkImage(`site image ${key}`, siteImages[key].image);
      checkTranslations(`site image ${key}`, siteImages[key].translations);
    }
    expect(siteImages.examDefault.image).toBe('/images/exam-default.svg');
    expect(siteImages.avatarDefault.image).toBe('/images/avatar-default.svg');
    expect(siteImages.bookDefault.image).toBe('/images/book-default.svg');
  });
});

describe('static images', () => {
  const files = listFiles(imagesDir);

  it('are small, self-contained SVGs', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const name = relative(imagesDir, file);
      expect(name, 'only SVG files').toMatch(/\.svg$/);
      const text = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(text), `${name} size`).toBeLessThan(4096);
      expect(text, name).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(text, `${name} loads nothing`).not.toMatch(/<image|<script|@import|@font-face|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(text, `${name} has no text`).not.toMatch(/<text/);
    }
  });

  it('are all used by the seed data', () => {
    const referenced = referencedImages();
    const unused = files
      .map((file) => `/images/${relative(imagesDir, file).split(sep).join('/')}`)
      .filter((path) => !referenced.has(path));
    expect(unused).toEqual([]);
  });
});

describe('wording', () => {
  it('has no filler or draft words in any text', () => {
    const everything = [
      ...states,
      ...categories,
      ...exams,
      ...courses,
      ...faqs,
      ...testimonials,
      ...mentors,
      ...testSeries,
      ...books,
      ...heroSlides,
      ...Object.values(siteImages),
    ].flatMap((item) => stringsIn(item.translations, 'translations'));
    for (const [path, text] of everything) {
      expect(text, path).not.toMatch(/lorem|ipsum|placeholder|sample|\bTODO\b|\bTBD\b/i);
    }
  });
});
