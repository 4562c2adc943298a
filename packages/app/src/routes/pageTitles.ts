import { categoriesQuery, bookQuery, courseQuery, examsQuery, oneTestSeriesQuery } from '../features/content/queries';
import { sbiPoCourseSlug } from '../features/courses/coursePath';
import { attemptIdOf } from '../features/attempts/attemptAddress';
import { attemptKey } from '../features/attempts/attemptKey';
import { forumTopicKey } from '../features/forum/forumTopicKey';
import { videoLessonKey } from '../features/videos/videoLessonKey';
import { pickTranslation } from '../i18n/pickTranslation';
import type { TitleSource } from './pageTitle';

// The titles of the pages that show one item: its name, from the data the page's loader fetched
// (the same query factories, or the keys alone for the dashboard's pages, whose queries stay out of
// every page's shell), in the reader's language; a plain name while the data is not there.

/** `/exam/{slug}`: 'SBI PO Prelims'; an exam missing from the loaded list is a wrong address. */
export function examTitle({ t, language, params, cached }: TitleSource): string {
  const exams = cached(examsQuery(null));
  const exam = exams?.find((item) => item.slug === params.slug);
  if (exam) return pickTranslation(exam, 'title', language);
  return exams ? t('notFound.title') : t('title.exam');
}

/** `/course/{slug}` and `/sbi-po-exam`: the course's name. */
export function courseTitle({ t, language, params, cached }: TitleSource): string {
  const course = cached(courseQuery(params.slug ?? sbiPoCourseSlug));
  return course ? pickTranslation(course, 'name', language) : t('nav.courses');
}

/** `/test-series/{slug}`: the series' title. */
export function testSeriesTitle({ t, language, params, cached }: TitleSource): string {
  const series = cached(oneTestSeriesQuery(params.slug ?? ''));
  return series ? pickTranslation(series, 'title', language) : t('footer.testSeries');
}

/** `/library/{slug}`: the book's title. */
export function bookTitle({ t, language, params, cached }: TitleSource): string {
  const book = cached(bookQuery(params.slug ?? ''));
  return book ? pickTranslation(book, 'title', language) : t('title.library');
}

/** `/dashboard/test-list/{category}`: the category's name, e.g. 'Banking'. */
export function testListTitle({ t, language, params, cached }: TitleSource): string {
  const category = cached(categoriesQuery)?.find((item) => String(item.id) === params.category);
  return category ? pickTranslation(category, 'name', language) : t('title.mockTests');
}

/** `/search?q=`: 'Results for “bank”'. */
export function searchTitle({ t, search }: TitleSource): string {
  const query = search.get('q')?.trim() ?? '';
  return query ? t('title.searchFor', { query }) : t('title.search');
}

/** `/dashboard/aptitude?attempt=…`: the paper's title, e.g. 'SSC CGL Tier I'. */
export function testQuestionsTitle({ t, search, cached }: TitleSource): string {
  const attemptId = attemptIdOf(search);
  const attempt = attemptId === null ? undefined : cached((scope) => ({ queryKey: attemptKey(scope, attemptId) }));
  return attempt ? attempt.paper.title : t('title.mockTest');
}

/** `/dashboard/discussion-forum/{id}`: the topic's title as its author wrote it. */
export function forumTopicTitle({ t, params, search, cached }: TitleSource): string {
  const page = Number(search.get('page')) || 1;
  return cached((scope) => ({ queryKey: forumTopicKey(scope, params.topicId ?? '', page) }))?.topic.title ?? t('title.forum');
}

/** `/dashboard/video/{slug}`: the lesson's title. */
export function videoLessonTitle({ t, params, cached }: TitleSource): string {
  return cached((scope) => ({ queryKey: videoLessonKey(scope, params.slug ?? '') }))?.title ?? t('title.videos');
}
