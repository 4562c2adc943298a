import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { ResponseAnswer } from '@pariksha/contract/responses';
import { Button, challengedAnswerLabel, optionLetter, StatusMessage, TextField } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { localeAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { decideChallenge, type StudioAnswerChallenge } from '../api/questionsApi';
import { TextArea } from '../editor/TextArea';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { useDecision } from '../layout/useDecision';
import { questionPath } from '../questions/QuestionsPage';

const chosen = (answer: ResponseAnswer): number[] => ('choice' in answer ? [answer.choice] : 'choices' in answer ? answer.choices : []);

/**
 * One learner's challenge: the question with its key and the proposed answer, the reason, how many
 * others propose the same and how many attempts a correction scores again; accept with the
 * corrected key (the proposed one unless the reviewer picks another) or reject, with a line the
 * learner reads.
 */
export function ChallengeCard({ challenge }: { challenge: StudioAnswerChallenge }) {
  const t = useStudioText();
  const locale = useAtomValue(localeAtom);
  const api = useAtomValue(apiAtom);
  const id = useId();
  const [choices, setChoices] = useState<number[]>(chosen(challenge.answer));
  const [value, setValue] = useState('value' in challenge.answer ? challenge.answer.value : '');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const keyNow = chosen(challenge.current_answer);
  const proposed = chosen(challenge.answer);

  const corrected = (): ResponseAnswer =>
    challenge.type === 'numeric' ? { value: value.trim() } : challenge.type === 'multiple' ? { choices: [...choices].sort((a, b) => a - b) } : { choice: choices[0] ?? 0 };

  const { note, setNote, noteError, alert, busy, decide } = useDecision(
    (decision, words) => decideChallenge(api, challenge.id, decision === 'accepted' ? { decision, note: words, answer: corrected() } : { decision, note: words }),
    t('challenges.noteRequired'),
    t('reports.decided'),
  );

  const toggle = (index: number) =>
    setChoices((now) => (challenge.type === 'multiple' ? (now.includes(index) ? now.filter((one) => one !== index) : [...now, index]) : [index]));

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.actions}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t('challenges.keyIs', { answer: challengedAnswerLabel(challenge.current_answer, locale), answer2: challengedAnswerLabel(challenge.answer, locale) })}
        </h2>
        <time className={styles.muted} dateTime={challenge.challenged_at}>
          {when.format(new Date(challenge.challenged_at))}
        </time>
      </div>
      <p>
        <RouterLink href={questionPath(challenge.key)} className={styles.link}>
          {challenge.key}
        </RouterLink>{' '}
        <span className={styles.muted}>{t('questions.version', { version: challenge.version })}</span>
      </p>
      <blockquote className={styles.muted}>{challenge.excerpt}</blockquote>
      {challenge.options.length > 0 ? (
        <ol className={styles.stackTight} type="A">
          {challenge.options.map((option, index) => (
            <li key={optionLetter(index)}>
              {option}
              {keyNow.includes(index) ? <strong> · {t('challenges.keyNow')}</strong> : null}
              {proposed.includes(index) ? <strong> · {t('challenges.proposed')}</strong> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {challenge.shown_order === null ? null : (
        <p className={styles.muted}>
          {t('challenges.shownOrder', {
            numbers: challenge.shown_order.map((_, position) => position + 1).join(', '),
            letters: challenge.shown_order.map((option) => optionLetter(option)).join(', '),
          })}
        </p>
      )}
      <p>{t('challenges.reason', { reason: challenge.reason })}</p>
      <p className={styles.muted}>
        {t('challenges.sameAnswer', { count: challenge.same_answer })} {t('challenges.attempts', { count: challenge.attempts })}
      </p>
      {challenge.status === 'received' ? (
        <>
          {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
          {challenge.type === 'numeric' ? (
            <TextField label={t('challenges.correctedValue')} name={`corrected-${challenge.id}`} inputMode="decimal" value={value} onChange={setValue} />
          ) : (
            <fieldset className={styles.actions}>
              <legend className={styles.fieldLabel}>{t('challenges.correctedKey')}</legend>
              {challenge.options.map((_, index) => (
                <label key={optionLetter(index)} className={styles.check}>
                  <input
                    type={challenge.type === 'multiple' ? 'checkbox' : 'radio'}
                    name={`corrected-${challenge.id}`}
                    checked={choices.includes(index)}
                    onChange={() => toggle(index)}
                  />
                  {optionLetter(index)}
                </label>
              ))}
            </fieldset>
          )}
          <TextArea label={t('challenges.answer')} hint={t('challenges.answerHint')} name={`answer-${challenge.id}`} rows={2} value={note} onChange={setNote} error={noteError} />
          <div className={styles.actions}>
            <Button onClick={() => void decide('accepted')} loading={busy === 'accepted'}>
              {t('challenges.accept')}
            </Button>
            <Button variant="outline" onClick={() => void decide('rejected')} loading={busy === 'rejected'}>
              {t('challenges.reject')}
            </Button>
          </div>
        </>
      ) : challenge.decision_note ? (
        <p className={styles.muted}>{t('challenges.answered', { note: challenge.decision_note })}</p>
      ) : null}
    </article>
  );
}
