import { useAtomValue } from 'jotai';
import type { Category } from '@pariksha/contract/responses';
import { ButtonLink } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { categoryTestsPath } from './categoriesPath';
import * as styles from './CategoryCard.css';
import '../../i18n/testMessages';

/** A category on the Tests page: its name and description in the reader's language, and Explore Now to its tests. */
export function CategoryCard({ category }: { category: Category }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const name = pickTranslation(category, 'name', language);
  const explore = t('testsPage.explore');
  return (
    <article className={styles.card}>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.description}>{pickTranslation(category, 'description', language)}</p>
      <div className={styles.action}>
        {/* Every card has an Explore Now: a screen reader's list of links says which is which
            (the name starts with the visible words, so speaking them still finds the link). */}
        <ButtonLink href={categoryTestsPath(category.id)} variant="outline" linkComponent={RouterLink} aria-label={`${explore}: ${name}`}>
          {explore}
        </ButtonLink>
      </div>
    </article>
  );
}
