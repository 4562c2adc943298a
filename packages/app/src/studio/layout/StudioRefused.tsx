import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '@pariksha/ui';
import { RouterLink } from '../../layout/RouterLink';
import type { StudioKey } from '../i18n/studio.en';
import { useStudioText } from '../i18n/studioText';
import * as styles from './studio.css';

export const refusalReasons = ['signedOut', 'learner', 'secondFactor', 'role'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

const explanations: Record<RefusalReason, StudioKey> = {
  signedOut: 'refused.signedOut',
  learner: 'refused.learner',
  secondFactor: 'refused.secondFactor',
  role: 'refused.role',
};

/** The login, remembering the studio page to come back to after it. */
function LoginLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { href: string }) {
  const location = useLocation();
  return <Link to={href} state={{ from: `${location.pathname}${location.search}` }} {...props} />;
}

/**
 * What a learner, a signed-out visitor or a staff member without the role sees on a studio
 * page: plainly whose area it is, and the way back to their own.
 */
export function StudioRefused({ reason }: { reason: RefusalReason }) {
  const t = useStudioText();
  return (
    <section className={styles.card} aria-labelledby="refused-title">
      <h1 id="refused-title" className={styles.title}>
        {t('refused.title')}
      </h1>
      <p className={styles.lead}>{t(explanations[reason])}</p>
      <div className={styles.actions}>
        {reason === 'signedOut' ? (
          <>
            <ButtonLink href="/login" linkComponent={LoginLink}>
              {t('refused.login')}
            </ButtonLink>
            <ButtonLink href="/" variant="outline" linkComponent={RouterLink}>
              {t('refused.home')}
            </ButtonLink>
          </>
        ) : reason === 'learner' ? (
          <>
            <ButtonLink href="/dashboard/courses" linkComponent={RouterLink}>
              {t('refused.dashboard')}
            </ButtonLink>
            <ButtonLink href="/" variant="outline" linkComponent={RouterLink}>
              {t('refused.home')}
            </ButtonLink>
          </>
        ) : reason === 'role' ? (
          <ButtonLink href="/studio" linkComponent={RouterLink}>
            {t('refused.studioHome')}
          </ButtonLink>
        ) : (
          <ButtonLink href="/" variant="outline" linkComponent={RouterLink}>
            {t('refused.home')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
