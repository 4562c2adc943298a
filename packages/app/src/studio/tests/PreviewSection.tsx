import { useId, useRef, useState } from 'react';
import type { TestPreview, TestPreviewQuestion } from '@pariksha/contract/responses/studio-tests';
import { Button, QuestionPreview, type ContentLanguage } from '@pariksha/ui';
import { useResultLabels } from '../../routes/mock-test/shared/useResultLabels';
import { useTestLabels } from '../../routes/mock-test/shared/useTestLabels';
import { useStudioText, type StudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { Slotted } from './previewText';
import * as preview from './TestPreview.css';
import '../../i18n/testMessages';

export type PreviewedSection = TestPreview['sections'][number];

/** Words in `lang`, else in English (a Hindi title or name left empty). */
export function inLanguage(words: { en: string; hi: string }, lang: ContentLanguage): string {
  return words[lang].trim() === '' ? words.en : words[lang];
}

/** 'Right: +2 · Wrong: −0.5 · …': how the section is marked, as the candidate's instructions say it. */
function markingLine(t: StudioText, section: PreviewedSection, format: (value: number) => string): string {
  const parts = [t('testPreview.markRight', { marks: format(section.marks_correct) })];
  parts.push(section.marks_wrong === 0 ? t('testPreview.noNegative') : t('testPreview.markWrong', { marks: format(Math.abs(section.marks_wrong)) }));
  if (section.partial_marks) parts.push(t('testPreview.partialMarks'));
  if (section.minutes !== null) parts.push(t('testPreview.ownMinutes', { minutes: format(section.minutes) }));
  if (section.leave_early) parts.push(t('testPreview.leaveEarly'));
  return parts.join(' · ');
}

function difficultyOf(t: StudioText, difficulty: string): string {
  return difficulty === 'easy' || difficulty === 'medium' || difficulty === 'hard' ? t(`difficulty.${difficulty}`) : difficulty;
}

interface PreviewSectionProps {
  section: PreviewedSection;
  /** 0-based place in the paper. */
  index: number;
  lang: ContentLanguage;
  format: (value: number) => string;
}

/**
 * One section of a drawn paper: its name and marking, then its questions one at a time, each as
 * the editor's preview draws a question (answerable, then its solution card with the key), with
 * its key, topic and difficulty for the team. A new draw or another section starts at its first.
 */
export function PreviewSection({ section, index, lang, format }: PreviewSectionProps) {
  const t = useStudioText();
  const headingId = useId();
  const counterRef = useRef<HTMLParagraphElement>(null);
  const [at, setAt] = useState(0);
  const count = section.questions.length;
  const current = Math.min(at, Math.max(count - 1, 0));
  const question = section.questions[current];

  // A button spent by the move (Previous on the first, Next on the last) would drop the focus: it goes to where the reader now is.
  const go = (to: number) => {
    setAt(to);
    if (to === 0 || to === count - 1) requestAnimationFrame(() => counterRef.current?.focus());
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.stackTight}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Slotted text={t('testPreview.sectionHeading', { n: format(index + 1) })} slot="name">
            <span lang={lang}>{inLanguage(section.name, lang)}</span>
          </Slotted>
        </h2>
        <p className={styles.muted}>{markingLine(t, section, format)}</p>
      </div>
      {question === undefined ? (
        <p className={styles.muted}>{t('testPreview.emptySection')}</p>
      ) : (
        <>
          <div className={styles.stackTight}>
            <p ref={counterRef} tabIndex={-1} role="status" className={preview.counter}>
              {t('testPreview.counter', { n: format(current + 1), count: format(count) })}
            </p>
            <div className={styles.actions}>
              <Button variant="outline" disabled={current === 0} onClick={() => go(current - 1)}>
                {t('testPreview.previous')}
              </Button>
              <Button variant="outline" disabled={current >= count - 1} onClick={() => go(current + 1)}>
                {t('testPreview.next')}
              </Button>
            </div>
            <p className={preview.teamLine}>
              {t('testPreview.questionFacts', { key: question.key, topic: question.topic, difficulty: difficultyOf(t, question.difficulty) })}
            </p>
          </div>
          <PreviewedQuestion key={question.key} question={question} lang={lang} />
        </>
      )}
    </section>
  );
}

/** The question drawn as the editor's preview pane draws one, under the number the palette gives it. */
function PreviewedQuestion({ question, lang }: { question: TestPreviewQuestion; lang: ContentLanguage }) {
  const t = useStudioText();
  const testLabels = useTestLabels();
  const resultLabels = useResultLabels();
  const words = question.translations[lang];
  return (
    <div data-testid="preview">
      {words ? (
        <QuestionPreview
          type={question.type}
          words={words}
          lang={lang}
          correctAnswer={question.correct_answer}
          acceptedRange={question.accepted_range ?? undefined}
          labels={{ width: t('editor.previewWidth'), phone: t('editor.width.phone'), desktop: t('editor.width.desktop') }}
          questionLabels={{ ...testLabels.question, question: testLabels.question.question.replaceAll('{n}', String(question.number)) }}
          solutionLabels={resultLabels.solutions.card}
        />
      ) : (
        <p className={styles.muted}>{t('testPreview.noWords')}</p>
      )}
    </div>
  );
}
