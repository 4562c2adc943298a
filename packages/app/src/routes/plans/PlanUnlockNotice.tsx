import { useAtomValue } from 'jotai';
import type { Exam } from '@pariksha/contract/responses';
import { categoriesAtom, testSeriesAtom } from '../../features/content/atoms';
import { unlockingPlans } from '../../features/commerce/unlockingPlans';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './SubscriptionPlansPage.css';

/** The test list's Unlock lands here with `?exam=`: which plans open that exam, and its own test series. */
export function PlanUnlockNotice({ exam }: { exam: Exam }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const categories = useAtomValue(categoriesAtom);
  const series = useAtomValue(testSeriesAtom);
  const category = categories.data?.find((item) => item.id === exam.category_id);
  const { plans, basic } = unlockingPlans(category?.slug ?? '');
  const ownSeries = (series.data ?? []).filter((item) => item.price > 0 && item.exam_slugs.includes(exam.slug));
  const names = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(plans);

  return (
    <div className={styles.notice}>
      <p>
        <strong>{t('plans.unlockNotice', { plans: names, exam: pickTranslation(exam, 'title', language) })}</strong>{' '}
        {basic ? t('plans.unlockBasic') : null}
        {ownSeries.length > 0 ? (
          <>
            {' '}
            {t('plans.unlockSeries')}{' '}
            {ownSeries.map((item, index) => (
              <span key={item.slug}>
                {index > 0 ? ', ' : null}
                <RouterLink href={`/test-series/${item.slug}`}>{pickTranslation(item, 'title', language)}</RouterLink>
              </span>
            ))}
          </>
        ) : null}
      </p>
    </div>
  );
}
