import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authActor } from '../../features/auth/authActor';
import { enrolmentChallenge, forgetEnrolment } from '../../features/auth/studioDoor';
import { useStudioText } from '../i18n/studioText';
import { RequireStaff } from '../layout/RequireStaff';
import { useStaff } from '../layout/staffContext';
import * as styles from '../layout/studio.css';
import { EnrolmentForm, type EnrolledSession } from './EnrolmentForm';
import { RecoveryCodes } from './RecoveryCodes';
import * as security from './SecurityPage.css';

/** A signed-in staff member's second factor: set up, and how many recovery codes are left. */
function SecondFactorStatus() {
  const t = useStudioText();
  const staff = useStaff();
  return (
    <section className={`${styles.card} ${security.narrow}`} aria-labelledby="security-title">
      <h1 id="security-title" className={styles.title}>
        {t('security.title')}
      </h1>
      <p>{t('security.enrolled')}</p>
      <p>{t('security.codesLeft', { count: staff.recovery_codes_left })}</p>
      <p className={styles.muted}>{t('security.lostPhone')}</p>
    </section>
  );
}

/**
 * `/studio/security`: after a staff member's first password login ("Set it up now", which hands
 * over the login's challenge in this tab), the authenticator app's enrolment and the recovery codes shown
 * once; for a signed-in staff member, the state of their second factor.
 */
export default function SecurityPage() {
  const t = useStudioText();
  const navigate = useNavigate();
  // Handed over by the login's "Set it up now" (features/auth/studioDoor.ts); none for a signed-in staff member.
  const [challenge] = useState(enrolmentChallenge);
  const [enrolled, setEnrolled] = useState<EnrolledSession | null>(null);

  const onEnrolled = (session: EnrolledSession) => {
    setEnrolled(session);
    forgetEnrolment();
    // The login waiting for this enrolment becomes the session (the codes stay on screen).
    if (authActor.getSnapshot().can({ type: 'SESSION_STARTED', user: session.user, token: session.token })) {
      authActor.send({ type: 'SESSION_STARTED', user: session.user, token: session.token });
    }
  };

  if (enrolled !== null || challenge !== null) {
    return (
      <main id="content" className={styles.main}>
        <div className={styles.stack}>
          <div className={styles.stackTight}>
            <h1 className={styles.title}>{t('security.title')}</h1>
            <p className={styles.lead}>{t('security.lead')}</p>
          </div>
          {enrolled !== null ? (
            <RecoveryCodes
              codes={enrolled.recovery_codes}
              email={enrolled.user.email}
              onSaved={() => void navigate(authActor.getSnapshot().context.isAuthenticated ? '/studio' : '/login', { replace: true })}
            />
          ) : challenge !== null ? (
            <EnrolmentForm key={challenge} challenge={challenge} onEnrolled={onEnrolled} />
          ) : null}
        </div>
      </main>
    );
  }
  return (
    <RequireStaff>
      <SecondFactorStatus />
    </RequireStaff>
  );
}
