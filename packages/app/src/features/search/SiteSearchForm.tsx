import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@pariksha/ui';
import { translatorAtom } from '../language/atoms';
import { searchPath } from './siteSearchParams';
import * as styles from './SiteSearchForm.css';

/**
 * The results page's own search box. A plain GET form to /search, so it works before the page's
 * code has arrived; once it has, the router moves to the new results without a reload.
 */
export function SiteSearchForm({ query }: { query: string }) {
  const t = useAtomValue(translatorAtom);
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(query);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchPath(text));
  };

  return (
    <form role="search" action="/search" method="get" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('siteSearch.label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          value={text}
          maxLength={100}
          enterKeyHint="search"
          placeholder={t('siteSearch.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('siteSearch.submit')}</Button>
      </div>
    </form>
  );
}
