import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { selectIsCritical, selectSectionSummaries, selectStatus, selectRemainingMs, type SectionSummary } from '@pariksha/machines';
import type { AttemptView } from '@pariksha/contract/responses';
import { Button, StatusMessage } from '@pariksha/ui';
import { useAttemptView, useTestSessionActor, type TestSessionActor } from '../../../features/attempts/TestSessionProvider';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { NoAttempt } from '../shared/AttemptStatus';
import { sectionName } from '../shared/paperText';
import { SectionTable } from '../shared/SectionTable';
import { SubmittingStatus } from '../shared/SubmittingStatus';
import * as styles from '../shared/test.css';
import { TestClock } from '../shared/TestClock';
import { TestHeader } from '../shared/TestHeader';
import { useTestLabels } from '../shared/useTestLabels';
import '../../../i18n/testMessages';

/** `/dashboard/test-summary?attempt=…`: each section's counts, what will and will not be scored, then Submit. */
export default function SummaryPage() {
  const actor = useTestSessionActor();
  const view = useAttemptView();
  if (actor === null || view === null) return <NoAttempt />;
  return <Summary actor={actor} view={view} />;
}

const columns = ['answered', 'answeredAndMarked', 'notAnswered', 'markedForReview', 'notVisited'] as const;

function Summary({ actor, view }: { actor: TestSessionActor; view: AttemptView }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const labels = useTestLabels();
  const headingId = useId();
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  // Elsewhere (instructions, questions): the layout (SessionAddress) moves the address on.
  if (snapshot.matches('instructions') || snapshot.matches('inProgress')) return null;
  if (!snapshot.matches('summary')) return <SubmittingStatus actor={actor} />;

  const number = new Intl.NumberFormat(locale);
  const summaries = selectSectionSummaries(context);
  const nameOf = (summary: SectionSummary) => {
    const section = view.paper.sections.find((item) => item.id === summary.sectionId);
    return section ? sectionName(section, context.language) : summary.name;
  };
  const questions = context.paper.sections.flatMap((section) => section.questions);
  const numbersIn = (status: 'markedForReview' | 'answeredAndMarked') =>
    questions.filter((question) => selectStatus(context, question.id) === status).map((question) => number.format(question.number));
  const markedOnly = numbersIn('markedForReview');
  const answeredMarked = numbersIn('answeredAndMarked');
  const list = (numbers: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(numbers);

  return (
    <div className={styles.page}>
      <TestHeader
        title={view.paper.title}
        time={<TestClock remainingMs={selectRemainingMs(context)} critical={selectIsCritical(context)} />}
        language={context.language}
        onLanguageChange={(next) => actor.send({ type: 'SET_LANGUAGE', language: next })}
      />
      <h2 id={headingId} className={styles.title}>{t('test.summaryTitle')}</h2>
      <SectionTable
        framed
        labelledBy={headingId}
        columns={[t('test.col.section'), t('test.col.noOfQuestions'), ...columns.map((column) => labels.states[column])]}
        rows={summaries.map((summary) => ({
          key: String(summary.sectionId),
          name: nameOf(summary),
          values: [summary.questions, ...columns.map((column) => summary[column])].map((count) => number.format(count)),
        }))}
      />
      {markedOnly.length > 0 || answeredMarked.length > 0 ? (
        <div role="note" className={styles.notice}>
          <ul className={styles.warningList}>
            {markedOnly.length > 0 ? <li>{t('test.markedNotScored', { questions: list(markedOnly) })}</li> : null}
            {answeredMarked.length > 0 ? <li>{t('test.answeredMarkedScored', { questions: list(answeredMarked) })}</li> : null}
          </ul>
        </div>
      ) : null}
      {context.pendingSaves > 0 ? <StatusMessage tone="neutral">{t('test.pendingBeforeSubmit')}</StatusMessage> : null}
      <p className={styles.subtitle}>{t('test.confirmSubmit')}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => actor.send({ type: 'BACK' })}>
          {t('test.back')}
        </Button>
        <Button tone="critical" onClick={() => actor.send({ type: 'SUBMIT' })}>
          {t('test.submit')}
        </Button>
      </div>
    </div>
  );
}
