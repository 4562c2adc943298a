import type { CatalogueMatches } from '../../../features/exams/searchCatalogue';
import type { MessageKey } from '../../../i18n/en';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The results' one line, e.g. 'Found for “ssc”: 1 category and 5 exams.', or the way on when nothing matched. */
export function resultSummary(t: Translate, query: string, matches: CatalogueMatches): string {
  const categories = matches.categories.length;
  const exams = matches.exams.length;
  if (categories + exams === 0) return t('testsPage.noMatch', { query });
  return t('testsPage.found', {
    query,
    categories: categories === 1 ? t('testsPage.categoryCountOne') : t('testsPage.categoryCount', { count: categories }),
    exams: exams === 1 ? t('testsPage.examCountOne') : t('testsPage.examCount', { count: exams }),
  });
}
