import type { CatalogueMatches } from '../../../features/exams/searchCatalogue';
import type { Translator } from '../../../i18n/translate';

/** The results' one line, e.g. 'Found for “ssc”: 1 category and 5 exams.', or the way on when nothing matched. */
export function resultSummary(t: Translator, query: string, matches: CatalogueMatches): string {
  const categories = matches.categories.length;
  const exams = matches.exams.length;
  if (categories + exams === 0) return t('testsPage.noMatch', { query });
  return t('testsPage.found', {
    query,
    categories: t('testsPage.categoryCount', { count: categories }),
    exams: t('testsPage.examCount', { count: exams }),
  });
}
