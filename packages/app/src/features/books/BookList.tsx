import { useAtomValue } from 'jotai';
import type { Book } from '@pariksha/contract';
import { BookCard } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import * as page from '../../layout/page.css';
import { defaultImages } from '../content/defaultImages';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { useLanguageNames } from '../language/useLanguageNames';
import '../../i18n/contentMessages';

/** Books as cards: read the sample chapter here, or download it as a file. */
export function BookList({ books }: { books: readonly Book[] }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const languageNames = useLanguageNames();
  return (
    <ul className={page.cardGrid}>
      {books.map((book) => (
        <li key={book.id}>
          <BookCard
            title={pickTranslation(book, 'title', language)}
            author={pickTranslation(book, 'author', language)}
            coverSrc={book.cover_image}
            fallbackCoverSrc={defaultImages.bookCover}
            tags={book.tags}
            languages={languageNames(book.languages)}
            pages={book.pages}
            readHref={`/library/${book.slug}`}
            downloadHref={book.sample_chapter}
            downloadHint={t('books.downloadHint')}
            locale={locale}
            linkComponent={RouterLink}
            labels={{
              readNow: t('books.readNow'),
              download: t('books.download'),
              byAuthor: t('books.byAuthor'),
              tags: t('books.tags'),
              languages: t('testSeries.languages'),
              pages: t('books.pages'),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
