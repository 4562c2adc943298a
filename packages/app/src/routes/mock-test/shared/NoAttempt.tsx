import { useAtomValue } from 'jotai';
import { ButtonLink, StatusMessage } from '@pariksha/ui';
import { examCategoriesPath } from '../../../features/exams/categoriesPath';
import { translatorAtom } from '../../../features/language/atoms';
import { RouterLink } from '../../../layout/RouterLink';
import * as styles from './test.css';

/** A test page opened without an attempt in its address: the way on is to pick a test. */
export function NoAttempt() {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={styles.page}>
      <StatusMessage tone="neutral">{t('test.pickTest')}</StatusMessage>
      <div className={styles.actions}>
        <ButtonLink href={examCategoriesPath} linkComponent={RouterLink}>
          {t('test.chooseTest')}
        </ButtonLink>
      </div>
    </div>
  );
}
