import { useAtomValue } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, TextField } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { auditLogQuery } from '../api/staffApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import * as styles from '../layout/studio.css';
import * as table from '../layout/table.css';
import { auditFilterFrom, changeText } from './auditText';

/** The address of a page of the log with `filter`. */
function auditPath(filter: { action: string; actor: string; before?: number }) {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.actor) params.set('actor', filter.actor);
  if (filter.before !== undefined) params.set('before', String(filter.before));
  const search = params.toString();
  return search ? `/studio/audit?${search}` : '/studio/audit';
}

function AuditLog() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const [params, setParams] = useSearchParams();
  const filter = auditFilterFrom(params);
  const [action, setAction] = useState(filter.action);
  const [actor, setActor] = useState(filter.actor);
  const logAtom = useMemo(
    () => queryAtom(auditLogQuery(filter)),
    [filter.action, filter.actor, filter.before], // eslint-disable-line react-hooks/exhaustive-deps -- the filter's parts are the key
  );
  const log = useAtomValue(logAtom);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (action.trim()) next.set('action', action.trim());
    if (/^\d+$/.test(actor.trim())) next.set('actor', actor.trim());
    setParams(next);
  };

  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t('audit.title')}</h1>
        <p className={styles.lead}>{t('audit.lead')}</p>
      </div>
      <form className={styles.filters} role="search" onSubmit={apply}>
        <TextField label={t('audit.action')} hint={t('audit.actionHint')} name="action" value={action} onChange={setAction} />
        <TextField label={t('audit.actor')} name="actor" inputMode="numeric" value={actor} onChange={setActor} />
        <div className={styles.actions}>
          <Button type="submit">{t('audit.filter')}</Button>
          {filter.action || filter.actor ? (
            <ButtonLink href="/studio/audit" variant="ghost" linkComponent={RouterLink} onClick={() => (setAction(''), setActor(''))}>
              {t('audit.clear')}
            </ButtonLink>
          ) : null}
        </div>
      </form>
      {log.data === undefined ? (
        log.isError ? (
          <FailedState message={t('audit.error', { message: failureMessage(tApp, log.error) ?? '' })} error={log.error} onRetry={log.refetch} />
        ) : (
          <LoadingState text={t('audit.loading')} />
        )
      ) : log.data.entries.length === 0 ? (
        <EmptyState text={t('audit.empty')} />
      ) : (
        <>
          <table className={table.table} aria-label={t('audit.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.on')}</th>
                <th scope="col">{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => {
                const before = changeText(entry.before);
                const after = changeText(entry.after);
                return (
                  <tr key={entry.id}>
                    <td data-label={t('audit.when')}>
                      <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    </td>
                    <td data-label={t('audit.who')}>
                      {entry.actor_email ?? t('audit.commandLine')}
                      <span className={table.sub}>{entry.actor_role}</span>
                    </td>
                    <td data-label={t('audit.what')}>
                      <code className={styles.code}>{entry.action}</code>
                    </td>
                    <td data-label={t('audit.on')}>
                      {entry.subject_type}
                      {entry.subject_id ? ` ${entry.subject_id}` : ''}
                    </td>
                    <td data-label={t('audit.details')} className={table.wide}>
                      {before ? <span className={table.sub}>− {before}</span> : null}
                      {after ? <span className={table.sub}>+ {after}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <nav className={styles.actions} aria-label={t('audit.title')}>
            {filter.before !== undefined ? (
              <ButtonLink href={auditPath({ action: filter.action, actor: filter.actor })} variant="outline" linkComponent={RouterLink}>
                {t('audit.newer')}
              </ButtonLink>
            ) : null}
            {log.data.next_before !== null ? (
              <ButtonLink href={auditPath({ action: filter.action, actor: filter.actor, before: log.data.next_before })} variant="outline" linkComponent={RouterLink}>
                {t('audit.older')}
              </ButtonLink>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}

/** `/studio/audit` (admins): every team action, newest first, filtered by action and actor. */
export default function AuditPage() {
  return (
    <RoleGate ability="audit">
      <AuditLog />
    </RoleGate>
  );
}
