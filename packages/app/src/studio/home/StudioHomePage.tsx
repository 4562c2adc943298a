import { ButtonLink } from '@pariksha/ui';
import { RouterLink } from '../../layout/RouterLink';
import type { StudioKey } from '../i18n/studio.en';
import { useStudioText } from '../i18n/studioText';
import { useStaff } from '../layout/staffContext';
import * as styles from '../layout/studio.css';
import { can, type StudioAbility } from '../roles';
import * as home from './StudioHomePage.css';

/** Below this many recovery codes the home page says how to get new ones. */
const fewRecoveryCodes = 3;

const tasks: readonly { path: string; label: StudioKey; text: StudioKey; ability: StudioAbility }[] = [
  { path: '/studio/questions', label: 'nav.questions', text: 'home.questions', ability: 'readQuestions' },
  { path: '/studio/tests', label: 'nav.tests', text: 'home.tests', ability: 'tests' },
  { path: '/studio/review', label: 'nav.review', text: 'home.review', ability: 'review' },
  { path: '/studio/reports', label: 'nav.reports', text: 'home.reports', ability: 'reports' },
  { path: '/studio/import', label: 'nav.import', text: 'home.import', ability: 'import' },
  { path: '/studio/audit', label: 'nav.audit', text: 'home.audit', ability: 'audit' },
];

/** `/studio`: the staff member greeted by name and role, with the studio's parts their role may open. */
export default function StudioHomePage() {
  const t = useStudioText();
  const staff = useStaff();
  const mine = tasks.filter((task) => can(staff.role, task.ability));
  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t('home.greeting', { name: staff.first_name || staff.email })}</h1>
        <p className={styles.lead}>{t('home.role', { email: staff.email, role: t(`role.${staff.role}`) })}</p>
      </div>
      {staff.recovery_codes_left <= fewRecoveryCodes ? (
        <p className={home.warning} role="note">
          {t('home.lowCodes', { count: staff.recovery_codes_left })}
        </p>
      ) : null}
      <section className={styles.stackTight} aria-labelledby="home-what">
        <h2 id="home-what" className={styles.cardTitle}>
          {t('home.what')}
        </h2>
        {mine.length === 0 ? <p className={styles.muted}>{t('home.nothingYet')}</p> : null}
        <ul className={home.grid}>
          {mine.map((task) => (
            <li key={task.path} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <RouterLink href={task.path} className={styles.link}>
                  {t(task.label)}
                </RouterLink>
              </h3>
              <p className={styles.muted}>{t(task.text)}</p>
              {task.ability === 'readQuestions' && can(staff.role, 'write') ? (
                <div>
                  <ButtonLink href="/studio/questions/new" variant="outline" linkComponent={RouterLink}>
                    {t('home.newQuestion')}
                  </ButtonLink>
                </div>
              ) : null}
            </li>
          ))}
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>
              <RouterLink href="/studio/security" className={styles.link}>
                {t('nav.security')}
              </RouterLink>
            </h3>
            <p className={styles.muted}>{t('home.security', { count: staff.recovery_codes_left })}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
