import type { Category, Faq, HeroSlide, SiteImages, Teacher, Testimonial } from '@pariksha/contract';
import type { CategoryRow, FaqRow, HeroSlideRow, MentorRow, TestimonialRow } from '../../db/content-schema.js';
import { siteImageKeys, siteImages } from '../../seed/content/index.js';
import { type Searchable, searchable } from './search.js';
import { pickTranslation, translationList } from './translations.js';

// The small kinds of content, each a list with no page of its own: categories, FAQs,
// testimonials, teachers, hero slides and the site's pictures.

export function localiseCategory(row: CategoryRow, code: string): Searchable<Category> {
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
}

export function localiseFaq(row: FaqRow, code: string): Searchable<Faq> {
  const tr = pickTranslation(row.translations, code);
  const item: Faq = { id: row.id, ...tr, translations: translationList(row.translations) };
  return searchable(item, row.translations, (t) => [t.question, t.answer]);
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

export function localiseTestimonial(row: TestimonialRow, code: string): Searchable<Testimonial> {
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
}

const teacherMessages: Record<string, string> = {
  en: 'Learn from teachers who have cleared these exams themselves',
  hi: 'उन शिक्षकों से सीखें जिन्होंने ये परीक्षाएँ खुद पास की हैं',
};

/** The heading line above the teachers, in `code` (else English). */
export const teacherMessage = (code: string): string => pickTranslation(teacherMessages, code);

export function localiseTeacher(row: MentorRow, code: string): Searchable<Teacher> {
  const tr = pickTranslation(row.translations, code);
  const item: Teacher = {
    id: row.id,
    name: tr.name,
    position: tr.position,
    image: row.image,
    translations: translationList(row.translations),
  };
  return searchable(item, row.translations, (t) => [t.name, t.position]);
}

export function localiseHeroSlide(row: HeroSlideRow, code: string): HeroSlide {
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    alt: pickTranslation(row.translations, code).alt,
    translations: translationList(row.translations),
  };
}

/** The site's pictures from the seed (no table): the same keys in every language. */
export function localiseSiteImages(code: string): SiteImages {
  const entries = siteImageKeys.map((key) => {
    const { image, translations } = siteImages[key];
    return [key, { image, alt: pickTranslation(translations, code).alt }] as const;
  });
  return Object.fromEntries(entries) as SiteImages;
}
