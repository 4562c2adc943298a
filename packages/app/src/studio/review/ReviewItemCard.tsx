import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useId, useMemo, useState } from 'react';
import type { ReviewItem } from '@pariksha/contract/studio-questions';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { scopeOf } from '../../data/scope';
import { translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { RouterLink } from '../../layout/RouterLink';
import { questionAction, studioQuestionsKey } from '../api/questionsApi';
import { TextArea } from '../editor/TextArea';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { questionPath } from '../questions/QuestionsPage';
import { StateBadge } from '../questions/StateBadge';
import { ChangeList } from './ChangeList';
import { versionChanges } from './versionDiff';

/** One question waiting for review: its changes, a note, and approve or send back. */
export function ReviewItemCard({ item }: { item: ReviewItem }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'send-back' | null>(null);
  const changes = useMemo(() => versionChanges(item.published?.content ?? null, item.proposed.content), [item]);

  const decide = async (action: 'approve' | 'send-back') => {
    if (action === 'send-back' && note.trim() === '') {
      setNoteError(t('review.noteRequired'));
      return;
    }
    setNoteError(undefined);
    setAlert(null);
    setBusy(action);
    try {
      const answer = await questionAction(api, item.key, action, note.trim());
      showToast(store, 'success', answer.msg ?? t(action === 'approve' ? 'review.approved' : 'review.sentBack'));
      await queryClient.invalidateQueries({ queryKey: studioQuestionsKey(scopeOf(store)) });
    } catch (error) {
      setAlert(failureMessage(tApp, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.actions}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          <RouterLink href={questionPath(item.key)} className={styles.link}>
            {item.key}
          </RouterLink>
        </h2>
        <StateBadge state={item.proposed.state} />
        <span className={styles.muted}>
          {item.published ? t('review.against', { proposed: item.proposed.version, published: item.published.version }) : t('review.firstVersion', { version: item.proposed.version })}
        </span>
      </div>
      {item.proposed.content.author_note ? <p className={styles.muted}>{t('review.authorNote', { note: item.proposed.content.author_note })}</p> : null}
      <ChangeList changes={changes} />
      {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
      <TextArea label={t('review.note')} hint={t('review.noteHint')} name={`note-${item.key}`} rows={2} value={note} onChange={setNote} error={noteError} />
      <div className={styles.actions}>
        <Button onClick={() => void decide('approve')} loading={busy === 'approve'}>
          {t('questions.bulkApprove')}
        </Button>
        <Button variant="outline" onClick={() => void decide('send-back')} loading={busy === 'send-back'}>
          {t('review.sendBack')}
        </Button>
      </div>
    </article>
  );
}
