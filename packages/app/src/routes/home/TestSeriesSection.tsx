import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus';
import * as links from '../../components/linkButton.css';
import { testSeriesAtom } from '../../features/content/atoms';
import { translatorAtom } from '../../features/language/atoms';
import { TestSeriesGrid } from '../../features/testSeries/TestSeriesGrid';
import * as page from '../../layout/page.css';
import '../../i18n/contentMessages';

/** The three most used test series; the rest are a click away. */
const shownOnHome = 3;

export function TestSeriesSection() {
  const t = useAtomValue(translatorAtom);
  const series = useAtomValue(testSeriesAtom);

  return (
    <div className={page.band}>
      <section className={page.section} aria-labelledby="test-series-title">
        <h2 id="test-series-title" className={page.sectionTitle}>
          {t('testSeries.title')}
        </h2>
        <p className={page.sectionLead}>{t('testSeries.lead')}</p>
        <ListStatus
          query={series}
          loadingText={t('testSeries.loading')}
          errorText={(message) => t('list.error', { message })}
          emptyText={t('testSeries.empty')}
        >
          {(items) => <TestSeriesGrid series={items.slice(0, shownOnHome)} />}
        </ListStatus>
        <div className={page.sectionActions}>
          <Link className={links.outline} to="/test-series">
            {t('testSeries.explore')}
          </Link>
        </div>
      </section>
    </div>
  );
}
