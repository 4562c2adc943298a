import { useAtomValue } from 'jotai';
import { CategoryChips } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { pickTranslation } from '../../i18n/pickTranslation';
import { categoriesAtom } from '../content/atoms';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';

interface CategoryFilterProps {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The chip that shows everything: 'All Exams', 'All Courses'. */
  allLabel: string;
}

/** The categories as chips over a list of exams or courses, with their loading, failed and empty states. */
export function CategoryFilter({ selectedId, onSelect, allLabel }: CategoryFilterProps) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const categories = useAtomValue(categoriesAtom);
  return (
    <ListStatus
      query={categories}
      loadingText={t('categories.loading')}
      errorText={(message) => t('categories.error', { message })}
      emptyText={t('categories.empty')}
    >
      {(items) => (
        <CategoryChips
          categories={items.map((category) => ({ id: category.id, label: pickTranslation(category, 'name', language) }))}
          selectedId={selectedId}
          onSelect={(id) => onSelect(id === null ? null : Number(id))}
          allLabel={allLabel}
          ariaLabel={t('exams.categories')}
        />
      )}
    </ListStatus>
  );
}
