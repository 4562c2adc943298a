import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useId, useMemo, useState } from 'react';
import type { DeviceSession } from '@pariksha/contract/responses';
import { Button } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { ListStatus } from '../../components/ListStatus';
import { queryAtom } from '../../data/queryAtom';
import { scopeAtom } from '../../data/scope';
import { localeAtom, translatorAtom } from '../language/atoms';
import * as styles from '../../routes/dashboard/DashboardPage.css';
import { revokeSession, sessionsQuery } from './queries';
import * as devices from './SignedInDevices.css';

const sessionsAtom = queryAtom(sessionsQuery);

/**
 * Settings' 'Signed-in devices': where the account is signed in now, this device first marked,
 * with a way to sign out any other one, or all of them at once.
 */
export function SignedInDevices() {
  const t = useAtomValue(translatorAtom);
  const sessions = useAtomValue(sessionsAtom);
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('devices.title')}
      </h2>
      <p className={devices.lead}>{t('devices.lead')}</p>
      <ListStatus
        query={sessions}
        loadingText={t('devices.loading')}
        errorText={(message) => t('list.error', { message })}
        emptyText={t('devices.empty')}
      >
        {(items) => <DeviceList sessions={items} />}
      </ListStatus>
    </section>
  );
}

function DeviceList({ sessions }: { sessions: readonly DeviceSession[] }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const api = useAtomValue(apiAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);

  const signOut = async (sessionId: number | 'others') => {
    setBusy(sessionId);
    try {
      await revokeSession(api, sessionId);
    } catch {
      // The api client has said why in a toast; the list below is fetched again either way.
    } finally {
      await queryClient.invalidateQueries({ queryKey: sessionsQuery(scope).queryKey });
      setBusy(null);
    }
  };

  return (
    <>
      <ul className={devices.list}>
        {sessions.map((session) => (
          <li key={session.id} className={devices.item}>
            <div>
              <p className={devices.name}>
                {session.device ?? t('devices.unknown')}
                {session.current ? <span className={devices.current}>{t('devices.current')}</span> : null}
              </p>
              <p className={devices.meta}>
                {t('devices.signedIn', { date: when.format(new Date(session.created_at)) })} ·{' '}
                {t('devices.lastUsed', { date: when.format(new Date(session.last_used_at)) })}
              </p>
            </div>
            {session.current ? null : (
              <Button variant="outline" disabled={busy !== null} onClick={() => void signOut(session.id)}>
                {busy === session.id ? t('devices.signingOut') : t('devices.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {sessions.filter((session) => !session.current).length > 1 ? (
        <div>
          <Button variant="outline" tone="critical" disabled={busy !== null} onClick={() => void signOut('others')}>
            {busy === 'others' ? t('devices.signingOut') : t('devices.signOutOthers')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
