import type { QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom, type QueryFactory } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { reportStatuses, type ReportStatus } from '../api/questionsApi';
import type { StudioKey } from '../i18n/studio.en';
import { useStudioText } from '../i18n/studioText';
import * as styles from './studio.css';

const statusOf = (value: string | null): ReportStatus => ((reportStatuses as readonly string[]).includes(value ?? '') ? (value as ReportStatus) : 'received');

/** The words of a queue: its title, lead and every state of its list. */
export type DecisionQueueText = Record<'title' | 'lead' | 'which' | 'loading' | 'error' | 'emptyWaiting' | 'empty', StudioKey>;

/**
 * A queue of learners' requests the reviewers decide (reports, challenges): tabs by status (waiting,
 * accepted, rejected) kept in the address, and the list with its loading, error and empty states.
 */
export function DecisionQueue<Item extends { id: number }, Key extends QueryKey>({
  text,
  query,
  render,
}: {
  text: DecisionQueueText;
  query: (status: ReportStatus) => QueryFactory<Item[], Key>;
  render: (item: Item) => ReactNode;
}) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const listAtom = useMemo(() => queryAtom(query(status)), [query, status]);
  const list = useAtomValue(listAtom);
  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t(text.title)}</h1>
        <p className={styles.lead}>{t(text.lead)}</p>
      </div>
      <Tabs
        label={t(text.which)}
        tabs={reportStatuses.map((id) => ({ id, label: t(`reportStatus.${id}`) }))}
        value={status}
        onValueChange={(id) => setParams(id === 'received' ? {} : { status: id }, { replace: true })}
      />
      {list.data === undefined ? (
        list.isError ? (
          <FailedState message={t(text.error, { message: failureMessage(tApp, list.error) ?? '' })} error={list.error} onRetry={list.refetch} />
        ) : (
          <LoadingState text={t(text.loading)} />
        )
      ) : list.data.length === 0 ? (
        <EmptyState text={status === 'received' ? t(text.emptyWaiting) : t(text.empty)} />
      ) : (
        list.data.map((item) => <div key={item.id}>{render(item)}</div>)
      )}
    </div>
  );
}
