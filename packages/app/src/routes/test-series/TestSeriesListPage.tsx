import { useAtomValue } from 'jotai';
import { PageBanner } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { testSeriesAtom } from '../../features/content/atoms';
import { translatorAtom } from '../../features/language/atoms';
import { TestSeriesGrid } from '../../features/testSeries/TestSeriesGrid';
import * as page from '../../layout/page.css';
import '../../i18n/contentMessages';
import { pageData } from '../../data/routeData';
import { testSeriesQuery } from '../../features/content/queries';

/** `/test-series`: every test series ('Explore Test Series' and the footer lead here). */
export default function TestSeriesListPage() {
  const t = useAtomValue(translatorAtom);
  const series = useAtomValue(testSeriesAtom);
  return (
    <>
      <PageBanner title={t('testSeries.title')} subline={t('testSeries.lead')} />
      <section className={page.section} aria-label={t('testSeries.title')}>
        <ListStatus
          query={series}
          loadingText={t('testSeries.loading')}
          errorText={(message) => t('list.error', { message })}
          emptyText={t('testSeries.empty')}
        >
          {(items) => <TestSeriesGrid series={items} />}
        </ListStatus>
      </section>
    </>
  );
}

export const loader = pageData((ensure) => [ensure(testSeriesQuery)]);
