import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdle } from '../../components/useIdle';
import { translatorAtom } from '../language/atoms';
import * as styles from './LazyHeaderSearch.css';
import { searchPath } from './siteSearchParams';

const HeaderSearch = lazy(() => import('./HeaderSearch'));

/**
 * The header's 'Search Exams' box without its code on the first paint: a plain box that looks
 * the same until the page is idle or the learner reaches for it; then the live search takes its
 * place, with what was typed and the focus kept.
 */
export function LazyHeaderSearch() {
  const t = useAtomValue(translatorAtom);
  const idle = useIdle();
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();

  // A GET form: Enter before the live search has loaded (or without JavaScript) still opens the
  // results page, which the server draws.
  const placeholder = (
    <form
      role="search"
      action="/search"
      method="get"
      className={styles.root}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchPath(text));
      }}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        name="q"
        className={styles.input}
        aria-label={t('search.label')}
        placeholder={t('search.label')}
        value={text}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );

  if (!idle && !wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderSearch initialText={text} keepFocus={focused} />
    </Suspense>
  );
}
