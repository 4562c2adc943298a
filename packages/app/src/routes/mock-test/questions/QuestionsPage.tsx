import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useState, useSyncExternalStore } from 'react';
import {
  selectCurrentQuestion,
  selectIsCritical,
  selectPaletteItems,
  selectRemainingMs,
  selectStatusCounts,
} from '@pariksha/machines';
import type { AttemptView } from '@pariksha/contract/responses';
import { drawnWords } from '../shared/drawnWords';
import { passageGroup } from '../shared/passageGroup';
import { QuestionWithPassage } from './QuestionWithPassage';
import { Button, ConfirmDialog, Dialog, PaletteLegend, QuestionPalette, QuestionView, StatusMessage } from '@pariksha/ui';
import { useAttemptView, useTestSessionActor, type TestSessionActor } from '../../../features/attempts/TestSessionProvider';
import { translatorAtom } from '../../../features/language/atoms';
import { fromViewResponse, toViewResponse, typedValue } from '../shared/answerInput';
import { NoAttempt } from '../shared/AttemptStatus';
import { questionText, sectionName } from '../shared/paperText';
import { SubmittingStatus } from '../shared/SubmittingStatus';
import * as styles from '../shared/test.css';
import { TestClock } from '../shared/TestClock';
import { TestHeader } from '../shared/TestHeader';
import { useTestLabels } from '../shared/useTestLabels';
import { saveStatusOf } from './saveStatus';
import { TestInstructionsDialog } from './TestInstructionsDialog';
import '../../../i18n/testMessages';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** `/dashboard/aptitude?attempt=…`: the question screen of the computer-based test. */
export default function QuestionsPage() {
  const actor = useTestSessionActor();
  const view = useAttemptView();
  if (actor === null || view === null) return <NoAttempt />;
  return <QuestionScreen actor={actor} view={view} />;
}

function QuestionScreen({ actor, view }: { actor: TestSessionActor; view: AttemptView }) {
  const t = useAtomValue(translatorAtom);
  const labels = useTestLabels();
  const snapshot = useSelector(actor, (current) => current);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The keypad's text as typed ("12."), for the question it was typed on; the machine holds the number.
  const [typed, setTyped] = useState<{ questionId: number; text: string } | null>(null);
  const { context } = snapshot;
  const question = selectCurrentQuestion(context);

  // Elsewhere (instructions, summary): the layout (SessionAddress) moves the address on.
  if (snapshot.matches('instructions') || snapshot.matches('summary')) return null;
  if (!snapshot.matches('inProgress')) return <SubmittingStatus actor={actor} />;
  if (question === undefined) return <NoAttempt />;

  const { language } = context;
  const sections = view.paper.sections;
  const section = sections[context.sectionIndex];
  const words = questionText(question, language);
  const typedText = typed !== null && typed.questionId === question.id ? typed.text : null;
  const shownTyped = typedText !== null && typedValue(typedText) === (context.draft !== null && 'value' in context.draft ? context.draft.value : null) ? typedText : null;
  const palette = selectPaletteItems(context).map((item) => ({ id: String(item.questionId), number: item.number, state: item.status }));
  const counts = selectStatusCounts(context);
  const can = (type: 'NEXT_SECTION' | 'LEAVE_SECTION' | 'SAVE_AND_NEXT' | 'MARK_AND_NEXT' | 'CLEAR' | 'SUBMIT_TEST') => snapshot.can({ type });
  // Under sectional timing, Next Section leaves a section that may be left early, after asking.
  const mayLeave = can('LEAVE_SECTION');
  const paletteBlock = (
    <>
      <QuestionPalette
        questions={palette}
        currentId={String(question.id)}
        onSelect={(id) => {
          actor.send({ type: 'JUMP', questionId: Number(id) });
          setPaletteOpen(false);
        }}
        labels={labels.palette}
        sectionName={section ? sectionName(section, language) : undefined}
      />
      <PaletteLegend counts={counts} labels={labels.legend} />
    </>
  );

  return (
    <div className={styles.page}>
      <TestHeader
        title={view.paper.title}
        time={<TestClock remainingMs={selectRemainingMs(context)} critical={selectIsCritical(context)} />}
        language={language}
        onLanguageChange={(next) => actor.send({ type: 'SET_LANGUAGE', language: next })}
      />
      <nav aria-label={t('test.sections')} className={styles.sectionTabs}>
        {sections.map((item, sectionIndex) => (
          <button
            key={item.id}
            type="button"
            className={styles.sectionTab}
            aria-current={sectionIndex === context.sectionIndex ? 'true' : undefined}
            disabled={sectionIndex !== context.sectionIndex && !snapshot.can({ type: 'SELECT_SECTION', sectionIndex })}
            onClick={() => actor.send({ type: 'SELECT_SECTION', sectionIndex })}
          >
            {sectionName(item, language)}
          </button>
        ))}
      </nav>
      {selectIsCritical(context) ? (
        <StatusMessage tone="critical">{t('test.lastMinutes')}</StatusMessage>
      ) : null}
      <div className={styles.testGrid}>
        <div className={styles.page}>
          <div className={styles.questionBar}>
            <span>{t('test.questionOf', { number: question.number, total: view.paper.sections.reduce((sum, item) => sum + item.questions.length, 0) })}</span>
            <span className={styles.paletteToggle}>
              <Button variant="outline" onClick={() => setPaletteOpen(true)}>
                {t('test.openPalette')}
              </Button>
            </span>
          </div>
          {words ? (
            <QuestionWithPassage
              group={section === undefined ? null : passageGroup(section.questions, section.questions.findIndex((item) => item.id === question.id), language)}
              number={question.number}
              lang={language}
              labels={labels.passage}
            >
              <QuestionView
                key={`${question.id}-${language}`}
                number={question.number}
                direction={words.direction ?? undefined}
                text={words.text}
                options={words.options ?? undefined}
                {...(words.html === true ? drawnWords(words, { withPassage: true }) : {})}
                value={toViewResponse(question.type, context.draft, shownTyped)}
                onChange={(response) => {
                  if (response.type === 'numeric') setTyped({ questionId: question.id, text: response.typed });
                  actor.send({ type: 'SELECT_ANSWER', answer: fromViewResponse(response) });
                }}
                saveStatus={saveStatusOf(context, question.id, online)}
                lang={language}
                labels={section?.partial_marks ? labels.partialQuestion : labels.question}
              />
            </QuestionWithPassage>
          ) : null}
          <div className={styles.testActions}>
            <Button variant="outline" onClick={() => actor.send({ type: 'MARK_AND_NEXT' })} disabled={!can('MARK_AND_NEXT')}>
              {t('test.markAndNext')}
            </Button>
            <Button variant="outline" onClick={() => { setTyped(null); actor.send({ type: 'CLEAR' }); }} disabled={!can('CLEAR')}>
              {t('test.clear')}
            </Button>
            <Button onClick={() => actor.send({ type: 'SAVE_AND_NEXT' })} disabled={!can('SAVE_AND_NEXT')}>
              {t('test.saveAndNext')}
            </Button>
            <Button
              variant="outline"
              onClick={() => (mayLeave ? setLeaving(true) : actor.send({ type: 'NEXT_SECTION' }))}
              disabled={!mayLeave && !can('NEXT_SECTION')}
            >
              {t('test.nextSection')}
            </Button>
            <Button variant="ghost" onClick={() => setInstructionsOpen(true)}>
              {t('test.instructions')}
            </Button>
            <Button tone="critical" onClick={() => actor.send({ type: 'SUBMIT_TEST' })} disabled={!can('SUBMIT_TEST')}>
              {t('test.submitTest')}
            </Button>
          </div>
        </div>
        <aside className={styles.paletteColumn} aria-label={t('test.palette')}>
          {paletteBlock}
        </aside>
      </div>
      <Dialog open={paletteOpen} onClose={() => setPaletteOpen(false)} title={t('test.palette')} labels={{ close: t('dialog.close') }}>
        <div className={styles.drawer}>{paletteBlock}</div>
      </Dialog>
      <TestInstructionsDialog open={instructionsOpen} onClose={() => setInstructionsOpen(false)} />
      <ConfirmDialog
        open={leaving && mayLeave}
        title={t('test.leaveSection.title', { section: section === undefined ? '' : sectionName(section, language) })}
        message={t('test.leaveSection.message')}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          setTyped(null);
          actor.send({ type: 'LEAVE_SECTION' });
        }}
        labels={{ cancel: t('test.leaveSection.stay'), confirm: t('test.leaveSection.leave') }}
      />
    </div>
  );
}
