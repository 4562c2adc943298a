import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { translatorAtom } from '../../features/language/atoms';
import * as styles from './test.css';

/**
 * A table wider than a phone scrolls sideways in its own box, never the page. The box takes the
 * keyboard's focus, so arrow keys can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ card = false, children }: { card?: boolean; children: ReactNode }) {
  const t = useAtomValue(translatorAtom);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={card ? `${styles.card} ${styles.tableScroll}` : styles.tableScroll} role="region" aria-label={t('test.tableRegion')} tabIndex={0}>
      {children}
    </div>
  );
}
