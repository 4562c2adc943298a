import { useAtomValue } from 'jotai';
import { translatorAtom } from '../../../features/language/atoms';
import * as styles from './test.css';

/** The general instructions of a computer-based test, as on exam day. */
export function GeneralInstructions() {
  const t = useAtomValue(translatorAtom);
  return (
    <section className={styles.card}>
      <h3 className={styles.subtitle}>{t('test.generalHeading')}</h3>
      <ol className={styles.list}>
        <li>{t('test.general.clock')}</li>
        <li>{t('test.general.save')}</li>
        <li>{t('test.general.mark')}</li>
        <li>{t('test.general.jump')}</li>
        <li>{t('test.general.language')}</li>
        <li>{t('test.general.offline')}</li>
      </ol>
    </section>
  );
}
