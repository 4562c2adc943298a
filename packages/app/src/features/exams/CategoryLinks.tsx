import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { ButtonLink } from '@pariksha/ui';
import { categoriesAtom } from '../content/atoms';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import { categoryTestsPath } from './categoriesPath';
import * as styles from './CategoryLinks.css';
import '../../i18n/testMessages';

/** Every category as a link to its tests: the way on from a category that does not exist. */
export function CategoryLinks() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const categories = useAtomValue(categoriesAtom);
  const titleId = useId();
  // Without the list (still loading, or failed) the page's back link remains the way on.
  if (!categories.data || categories.data.length === 0) return null;
  return (
    <nav className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('testList.otherCategories')}
      </h2>
      <ul className={styles.list}>
        {categories.data.map((category) => (
          <li key={category.id}>
            <ButtonLink href={categoryTestsPath(category.id)} variant="outline" linkComponent={RouterLink}>
              {pickTranslation(category, 'name', language)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
