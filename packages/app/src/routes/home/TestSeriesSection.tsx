import { useAtomValue } from 'jotai';
import { ButtonLink } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { testSeriesAtom } from '../../features/content/atoms';
import { translatorAtom } from '../../features/language/atoms';
import { TestSeriesGrid } from '../../features/testSeries/TestSeriesGrid';
import * as page from '../../layout/page.css';
import { RouterLink } from '../../layout/RouterLink';
import '../../i18n/contentMessages';

/** The first three test series in the provider's order (the free ones); the rest are a click away. */
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
          <ButtonLink href="/test-series" variant="outline" linkComponent={RouterLink}>
            {t('testSeries.explore')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
