import { ButtonLink } from '../ButtonLink/ButtonLink';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import * as styles from './ForumTopicList.css';

export interface ForumPagerLabels {
  /** The navigation's name: 'Pages of topics'. */
  pages: string;
  previous: string;
  next: string;
  /** 'Page 2 of 5'. */
  pageOf: (page: string, pages: string) => string;
}

export interface ForumPagerProps {
  page: number;
  totalPages: number;
  /** The address of a page: links, so paging works before the app's script has loaded. */
  pageHref: (page: number) => string;
  linkComponent?: LinkComponent;
  locale: string;
  labels: ForumPagerLabels;
}

/** Previous and Next with 'Page n of m' between; nothing when everything fits on one page. */
export function ForumPager({ page, totalPages, pageHref, linkComponent, locale, labels }: ForumPagerProps) {
  if (totalPages <= 1) return null;
  const numbers = new Intl.NumberFormat(locale);
  return (
    <nav aria-label={labels.pages} className={styles.pager}>
      <div className={styles.pagerStart}>
        {page > 1 ? (
          <ButtonLink href={pageHref(page - 1)} linkComponent={linkComponent} variant="outline" rel="prev">
            {labels.previous}
          </ButtonLink>
        ) : null}
      </div>
      <p className={styles.pageOf}>
        {labels.pageOf(numbers.format(page), numbers.format(totalPages))}
      </p>
      <div className={styles.pagerEnd}>
        {page < totalPages ? (
          <ButtonLink href={pageHref(page + 1)} linkComponent={linkComponent} variant="outline" rel="next">
            {labels.next}
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
