import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { BookDetail } from '@pariksha/contract/responses';
import { ButtonLink, PageBanner } from '@pariksha/ui';
import { ItemStatus } from '../../components/ItemStatus';
import { EmptyState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { bookQuery } from '../../features/content/queries';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { useLanguageNames } from '../../features/language/useLanguageNames';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import * as styles from './BookPage.css';
import '../../i18n/contentMessages';

/** The chapter's headings one level down: the page's own title is its h1. */
function underPageTitle(html: string): string {
  return html.replace(/<(\/?)h([1-5])\b/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}

/** `/library/{slug}`: a book and its sample chapter, to read here or download. */
export default function BookPage() {
  const { slug = '' } = useParams();
  const t = useAtomValue(translatorAtom);
  const bookAtom = useMemo(() => queryAtom(bookQuery(slug)), [slug]);
  const book = useAtomValue(bookAtom);
  return (
    <ItemStatus query={book} loadingText={t('books.loadingOne')}>
      {(item) => <BookDetails book={item} />}
    </ItemStatus>
  );
}

export const loader = pageData((ensure, { slug = '' }) => [ensure(bookQuery(slug))]);

function BookDetails({ book }: { book: BookDetail }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const languageNames = useLanguageNames();
  const title = pickTranslation(book, 'title', language);

  return (
    <>
      <PageBanner
        title={title}
        subline={`${t('books.by')} ${pickTranslation(book, 'author', language)} · ${languageNames(book.languages).join(', ')}`}
      />
      <div className={`${page.container} ${styles.layout}`}>
        <aside className={styles.side}>
          <img src={book.cover_image} alt="" width={200} height={280} className={styles.cover} />
          <p className={styles.description}>{pickTranslation(book, 'description', language)}</p>
          <ButtonLink href={book.sample_chapter} variant="outline" download>
            {t('books.download')}
            <span className={styles.hint}> ({t('books.downloadHint')})</span>
          </ButtonLink>
        </aside>
        <article className={styles.chapter} aria-label={t('books.sampleChapter')}>
          {book.chapter_html === null ? (
            <EmptyState text={t('books.chapterMissing')} />
          ) : (
            // The provider renders its own Markdown chapter files to HTML, with raw HTML escaped.
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: underPageTitle(book.chapter_html) }} />
          )}
        </article>
      </div>
    </>
  );
}
