import { useAtomValue } from 'jotai';
import type { TestSeries } from '@pariksha/contract';
import { TestSeriesCard } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import { defaultImages } from '../content/defaultImages';
import * as page from '../../layout/page.css';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { useLanguageNames } from '../language/useLanguageNames';
import '../../i18n/contentMessages';

/** Test series as cards, each leading to its own page. */
export function TestSeriesGrid({ series }: { series: readonly TestSeries[] }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const languageNames = useLanguageNames();
  return (
    <ul className={page.cardGrid}>
      {series.map((item) => (
        <li key={item.id}>
          <TestSeriesCard
            title={pickTranslation(item, 'title', language)}
            imageSrc={item.image}
            fallbackImageSrc={defaultImages.card}
            users={item.users > 0 ? item.users : undefined}
            tests={item.tests}
            languages={languageNames(item.languages)}
            locale={locale}
            href={`/test-series/${item.slug}`}
            linkComponent={RouterLink}
            labels={{
              users: (count, users) => t('testSeries.users', { count, users }),
              viewTestSeries: t('testSeries.view'),
              languages: t('testSeries.languages'),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
