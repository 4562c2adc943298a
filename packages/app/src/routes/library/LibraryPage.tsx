import { useAtomValue } from 'jotai';
import { PageBanner } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { BookList } from '../../features/books/BookList';
import { booksAtom } from '../../features/content/atoms';
import { translatorAtom } from '../../features/language/atoms';
import * as page from '../../layout/page.css';
import '../../i18n/contentMessages';
import { pageData } from '../../data/routeData';
import { booksQuery } from '../../features/content/queries';

/** `/library`: every book with a free sample chapter ('Explore More Books' leads here). */
export default function LibraryPage() {
  const t = useAtomValue(translatorAtom);
  const books = useAtomValue(booksAtom);
  return (
    <>
      <PageBanner title={t('books.libraryTitle')} subline={t('books.lead')} />
      <section className={page.section} aria-label={t('books.libraryTitle')}>
        <ListStatus
          query={books}
          loadingText={t('books.loading')}
          errorText={(message) => t('list.error', { message })}
          emptyText={t('books.empty')}
        >
          {(items) => <BookList books={items} />}
        </ListStatus>
      </section>
    </>
  );
}

export const loader = pageData((ensure) => [ensure(booksQuery)]);
