import { useAtomValue } from 'jotai';
import { ButtonLink } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { BookList } from '../../features/books/BookList';
import { booksAtom } from '../../features/content/atoms';
import { translatorAtom } from '../../features/language/atoms';
import * as page from '../../layout/page.css';
import { RouterLink } from '../../layout/RouterLink';
import '../../i18n/contentMessages';

/** Three books on the home page; the library lists them all. */
const shownOnHome = 3;

export function BooksSection() {
  const t = useAtomValue(translatorAtom);
  const books = useAtomValue(booksAtom);
  return (
    <div className={page.band}>
      <section className={page.section} aria-labelledby="books-title">
        <h2 id="books-title" className={page.sectionTitle}>
          {t('books.title')}
        </h2>
        <p className={page.sectionLead}>{t('books.lead')}</p>
        <ListStatus
          query={books}
          loadingText={t('books.loading')}
          errorText={(message) => t('list.error', { message })}
          emptyText={t('books.empty')}
        >
          {(items) => <BookList books={items.slice(0, shownOnHome)} />}
        </ListStatus>
        <div className={page.sectionActions}>
          <ButtonLink href="/library" variant="outline" linkComponent={RouterLink}>
            {t('books.explore')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
