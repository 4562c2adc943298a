import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Book, BookDetail } from '@pariksha/contract';
import type { BookRow, BookTranslationJson, TranslationsJson } from '../../db/content-schema.js';
import { renderMarkdown } from '../markdown.js';
import { type Searchable, searchable } from './search.js';
import { defaultLanguage, pickTranslation } from './translations.js';

/** A book's chapter in `code`, else English (also when that language names no chapter). */
function sampleChapter(translations: TranslationsJson<BookTranslationJson>, code: string): string {
  const chapter = pickTranslation(translations, code).sampleChapter;
  return chapter === '' ? pickTranslation(translations, defaultLanguage).sampleChapter : chapter;
}

/** A book card in `code`; searched by title, author, description and tags. */
export function localiseBook(row: BookRow, code: string): Searchable<Book> {
  const tr = pickTranslation(row.translations, code);
  const item: Book = {
    id: row.id,
    slug: row.slug,
    title: tr.title,
    author: tr.author,
    description: tr.description,
    tags: tr.tags,
    languages: row.languages,
    pages: row.pages,
    cover_image: row.coverImage,
    sample_chapter: sampleChapter(row.translations, code),
    translations: Object.entries(row.translations).map(([language, t]) => ({
      language_code: language,
      title: t.title,
      author: t.author,
      description: t.description,
      tags: t.tags,
      sample_chapter: t.sampleChapter,
    })),
  };
  return searchable(item, row.translations, (t) => [t.title, t.author, t.description, ...t.tags]);
}

/** `/books/name.md` → `name.md`; null for anything that could name a file outside the folder. */
function chapterFileName(urlPath: string): string | null {
  const match = /^\/books\/([A-Za-z0-9][A-Za-z0-9._-]*\.md)$/.exec(urlPath);
  return match?.[1] ?? null;
}

/** A chapter's Markdown as HTML; null when the file is not there. */
async function renderChapter(booksDir: string, urlPath: string): Promise<string | null> {
  const name = chapterFileName(urlPath);
  if (name === null) return null;
  let source: string;
  try {
    source = await readFile(join(booksDir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return renderMarkdown(source);
}

/** The book page's body: the card with its sample chapter rendered from the books/ folder. */
export async function bookDetail(book: Book, booksDir: string): Promise<BookDetail> {
  return { ...book, chapter_html: await renderChapter(booksDir, book.sample_chapter) };
}
