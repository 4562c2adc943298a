import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchCombobox, type SearchComboboxGroup, type SearchComboboxStatus } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { coursePath } from '../courses/coursePath';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { minimumSearchLength, searchResultsAtom, searchTermAtom } from './atoms';
import { searchPath } from './siteSearchParams';
import * as styles from './LazyHeaderSearch.css';

/** Waits for a pause in typing so a slow connection is not asked once per letter. */
const typingPauseMs = 250;
/** Enough to choose from in a dropdown; the courses page lists everything. */
const resultsPerGroup = 6;

/**
 * The header's 'Search Exams' box: exams and courses as you type, each leading to its page;
 * Enter without choosing one opens the results page for the text (/search?q=).
 * `initialText` and `keepFocus` carry over what the learner did in the box shown before it loaded.
 */
export default function HeaderSearch({
  initialText = '',
  keepFocus = false,
}: {
  initialText?: string;
  keepFocus?: boolean;
}) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (keepFocus) box.current?.querySelector('input')?.focus();
  }, [keepFocus]);
  const setTerm = useSetAtom(searchTermAtom);
  const results = useAtomValue(searchResultsAtom);

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text), typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [text, setTerm]);

  const searching = text.trim().length >= minimumSearchLength;
  const status: SearchComboboxStatus = !searching
    ? 'idle'
    : results.isFetching || results.isPending
      ? 'loading'
      : results.isError
        ? 'error'
        : 'ready';

  const groups: SearchComboboxGroup[] =
    status === 'ready' && results.data
      ? [
          {
            id: 'exams',
            label: t('search.exams'),
            options: results.data.exams.slice(0, resultsPerGroup).map((exam) => ({
              id: `exam-${exam.id}`,
              label: pickTranslation(exam, 'title', language),
              description: pickTranslation(exam, 'name', language),
              href: `/exam/${exam.slug}`,
            })),
          },
          {
            id: 'courses',
            label: t('search.courses'),
            options: results.data.courses.slice(0, resultsPerGroup).map((course) => ({
              id: `course-${course.id}`,
              label: pickTranslation(course, 'name', language),
              description: course.audience,
              href: coursePath(course.slug),
            })),
          },
        ].filter((group) => group.options.length > 0)
      : [];

  return (
    <div ref={box} className={styles.box}>
      <SearchCombobox
        value={text}
        onValueChange={setText}
        status={status}
        groups={groups}
        onSelect={(option) => {
          setText('');
          void navigate(option.href);
        }}
        onSubmitQuery={(query) => void navigate(searchPath(query))}
        labels={{
          label: t('search.label'),
          placeholder: t('search.label'),
          loading: t('search.loading'),
          error: t('search.error'),
          clear: t('search.clear'),
          noResults: (query: string) => t('search.noResults', { query }),
          resultCount: (count: number) => t('search.resultCount', { count }),
        }}
      />
    </div>
  );
}
