import { NavLink } from 'react-router-dom';
import type { StaffRole } from '@pariksha/contract/staff-values';
import type { StudioKey } from '../i18n/studio.en';
import { useStudioText } from '../i18n/studioText';
import { can, type StudioAbility } from '../roles';
import * as styles from './studio.css';

/** The studio's pages, each shown only to the roles that may use it. */
const pages: readonly { path: string; label: StudioKey; ability?: StudioAbility; end?: boolean }[] = [
  { path: '/studio', label: 'nav.home', end: true },
  { path: '/studio/questions', label: 'nav.questions', ability: 'readQuestions' },
  { path: '/studio/tests', label: 'nav.tests', ability: 'tests' },
  { path: '/studio/review', label: 'nav.review', ability: 'review' },
  { path: '/studio/reports', label: 'nav.reports', ability: 'reports' },
  { path: '/studio/challenges', label: 'nav.challenges', ability: 'reports' },
  { path: '/studio/quality', label: 'nav.quality', ability: 'reports' },
  { path: '/studio/import', label: 'nav.import', ability: 'import' },
  { path: '/studio/audit', label: 'nav.audit', ability: 'audit' },
  { path: '/studio/security', label: 'nav.security' },
];

export function studioPagesFor(role: StaffRole) {
  return pages.filter((page) => page.ability === undefined || can(role, page.ability));
}

/** The row of the studio's pages under the header; it scrolls sideways on a phone. */
export function StudioNav({ role }: { role: StaffRole }) {
  const t = useStudioText();
  return (
    <nav className={styles.nav} aria-label={t('frame.nav')}>
      <ul className={styles.navList}>
        {studioPagesFor(role).map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} end={page.end} className={styles.navLink}>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
