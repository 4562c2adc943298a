import { useAtomValue } from 'jotai';
import { useId } from 'react';
import type { SearchHit, SiteSearchResults } from '@pariksha/contract/responses';
import type { MessageKey } from '../../i18n/en';
import { RouterLink } from '../../layout/RouterLink';
import { coursePath } from '../courses/coursePath';
import { translatorAtom } from '../language/atoms';
import * as styles from './SearchResultGroups.css';

/** The kinds of result, in the order shown, each with its heading and the page an item leads to. */
const groups: ReadonlyArray<{ kind: Exclude<keyof SiteSearchResults, 'query'>; heading: MessageKey; path: (slug: string) => string }> = [
  { kind: 'exams', heading: 'siteSearch.exams', path: (slug) => `/exam/${slug}` },
  { kind: 'courses', heading: 'siteSearch.courses', path: coursePath },
  { kind: 'test_series', heading: 'siteSearch.testSeries', path: (slug) => `/test-series/${slug}` },
  { kind: 'books', heading: 'siteSearch.books', path: (slug) => `/library/${slug}` },
];

/** How many results a search found in all. */
export function resultCount(results: SiteSearchResults): number {
  return groups.reduce((total, group) => total + results[group.kind].length, 0);
}

function Group({ heading, hits, path }: { heading: string; hits: readonly SearchHit[]; path: (slug: string) => string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.heading}>
        {heading} <span className={styles.count}>({hits.length})</span>
      </h2>
      <ul className={styles.list}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <RouterLink href={path(encodeURIComponent(hit.slug))} className={styles.link}>
              <span className={styles.title}>{hit.title}</span>
              {hit.detail ? <span className={styles.detail}>{hit.detail}</span> : null}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The results, a group per kind that has any: a heading with its count, then a link per item. */
export function SearchResultGroups({ results }: { results: SiteSearchResults }) {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={styles.groups}>
      {groups.map(({ kind, heading, path }) =>
        results[kind].length > 0 ? <Group key={kind} heading={t(heading)} hits={results[kind]} path={path} /> : null,
      )}
    </div>
  );
}
