import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SiteSearchResults } from '@pariksha/contract/responses';
import { ButtonLink, PageBanner } from '@pariksha/ui';
import { ItemStatus } from '../../components/ItemStatus';
import { EmptyState } from '../../components/PageStates';
import { pageData } from '../../data/routeData';
import { queryAtom } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { resultCount, SearchResultGroups } from '../../features/search/SearchResultGroups';
import { siteSearchQuery } from '../../features/search/siteSearchQuery';
import { SiteSearchForm } from '../../features/search/SiteSearchForm';
import * as page from '../../layout/page.css';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './SearchPage.css';
import '../../i18n/contentMessages';

/** The term in the address, as the provider will read it (trimmed, at most 100 characters). */
const termOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, 100);

/**
 * `/search?q=`: what matches the term among the exams, courses, test series and books, a group
 * per kind with its count, each item a link to its page. Enter in the header's search leads here.
 */
export default function SearchPage() {
  const t = useAtomValue(translatorAtom);
  const [params] = useSearchParams();
  const term = termOf(params);

  return (
    <>
      <PageBanner title={t('siteSearch.title')} subline={term ? t('siteSearch.lead', { query: term }) : undefined} />
      <section className={page.section} aria-label={t('siteSearch.title')}>
        {/* A new term from the header starts the box afresh. */}
        <SiteSearchForm key={term} query={term} />
        <div className={styles.results}>
          {term ? <Results term={term} /> : <p className={page.sectionLead}>{t('siteSearch.prompt')}</p>}
        </div>
      </section>
    </>
  );
}

function Results({ term }: { term: string }) {
  const t = useAtomValue(translatorAtom);
  const resultsAtom = useMemo(() => queryAtom(siteSearchQuery(term)), [term]);
  const results = useAtomValue(resultsAtom);
  return (
    <ItemStatus query={results} loadingText={t('siteSearch.loading')} className={page.listState}>
      {(found) => <Found term={term} results={found} />}
    </ItemStatus>
  );
}

function Found({ term, results }: { term: string; results: SiteSearchResults }) {
  const t = useAtomValue(translatorAtom);
  const count = resultCount(results);
  if (count === 0) return <NoResults term={term} />;
  return (
    <>
      <p role="status" className={styles.count}>
        {t('siteSearch.count', { count })}
      </p>
      <SearchResultGroups results={results} />
    </>
  );
}

/** Nothing matched: say so, and offer the lists to browse instead. */
function NoResults({ term }: { term: string }) {
  const t = useAtomValue(translatorAtom);
  return (
    <EmptyState text={t('siteSearch.empty', { query: term })}>
      <p className={styles.hint}>{t('siteSearch.tryThese')}</p>
      <div className={styles.ways}>
        <ButtonLink href="/course" variant="outline" linkComponent={RouterLink}>
          {t('nav.courses')}
        </ButtonLink>
        <ButtonLink href="/test-series" variant="outline" linkComponent={RouterLink}>
          {t('footer.testSeries')}
        </ButtonLink>
        <ButtonLink href="/library" variant="outline" linkComponent={RouterLink}>
          {t('title.library')}
        </ButtonLink>
      </div>
    </EmptyState>
  );
}

export const loader = pageData((ensure, _params, request) => {
  const term = termOf(new URL(request.url).searchParams);
  return term ? [ensure(siteSearchQuery(term))] : [];
});
