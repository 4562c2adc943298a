import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '@pariksha/machines';
import type { AttemptView } from '@pariksha/contract/responses';
import { Button, PaletteLegend } from '@pariksha/ui';
import { useAttemptView, useTestSessionActor, type TestSessionActor } from '../../../features/attempts/TestSessionProvider';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { NoAttempt } from '../shared/AttemptStatus';
import { GeneralInstructions } from '../shared/GeneralInstructions';
import { sectionName } from '../shared/paperText';
import { paperTotals, previewTotals, type PaperTotals } from '../shared/paperTotals';
import { SectionTable } from '../shared/SectionTable';
import * as styles from '../shared/test.css';
import { TestHeader } from '../shared/TestHeader';
import { useTestLabels } from '../shared/useTestLabels';
import '../../../i18n/testMessages';

/**
 * `/dashboard/test-instruction?attempt=…`: the exam-day instructions before START TEST. Opened
 * with the spec's query parameters instead (title, questions, minutes, marks) it shows those
 * totals and leads to the tests, since there is no attempt to start.
 */
export default function InstructionsPage() {
  const actor = useTestSessionActor();
  const view = useAttemptView();
  if (actor === null || view === null) return <PreviewInstructions />;
  return <AttemptInstructions actor={actor} view={view} />;
}

function PreviewInstructions() {
  const t = useAtomValue(translatorAtom);
  const [search] = useSearchParams();
  const [language, setLanguage] = useState<Language>('en');
  const totals = previewTotals(search);
  return (
    <div className={styles.page}>
      <TestHeader title={totals.title || t('test.instructionsTitle')} time={<Duration minutes={totals.minutes} />} language={language} onLanguageChange={setLanguage} />
      <Totals totals={totals} />
      <GeneralInstructions />
      <NoAttempt />
    </div>
  );
}

function AttemptInstructions({ actor, view }: { actor: TestSessionActor; view: AttemptView }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const labels = useTestLabels();
  const language = useSelector(actor, (snapshot) => snapshot.context.language);
  const canStart = useSelector(actor, (snapshot) => snapshot.can({ type: 'START' }));
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const { paper } = view;
  const negative = paper.sections.some((section) => section.marks_wrong > 0);
  const timed = paper.sections.some((section) => section.minutes !== null);
  const leavable = paper.sections.filter((section) => section.leave_early).map((section) => sectionName(section, language));

  return (
    <div className={styles.page}>
      <TestHeader
        title={paper.title}
        time={<Duration minutes={paper.minutes} />}
        language={language}
        onLanguageChange={(next) => actor.send({ type: 'SET_LANGUAGE', language: next })}
      />
      <h2 className={styles.title}>{t('test.instructionsTitle')}</h2>
      <Totals totals={paperTotals(view)} />
      {/* The general test (not the exam's pattern) and a staff preview say so. */}
      {paper.notice ? <p className={styles.notice}>{paper.notice}</p> : null}
      <section className={styles.card} aria-labelledby={`${checkboxId}-sections`}>
        <h3 id={`${checkboxId}-sections`} className={styles.subtitle}>
          {t('test.sectionsHeading', { count: paper.sections.length })}
        </h3>
        <SectionTable
          labelledBy={`${checkboxId}-sections`}
          columns={[t('test.col.section'), t('test.col.questions'), t('test.col.marksCorrect'), t('test.col.negative'), t('test.col.sectionTime')]}
          rows={paper.sections.map((section) => ({
            key: String(section.id),
            name: sectionName(section, language),
            values: [
              number.format(section.questions.length),
              `+${number.format(section.marks_correct)}`,
              section.marks_wrong > 0 ? `−${number.format(section.marks_wrong)}` : number.format(0),
              section.minutes === null ? t('test.sharedTime') : t('test.minutesShort', { minutes: number.format(section.minutes) }),
            ],
          }))}
        />
        {timed ? <p>{t('test.timedSections')}</p> : null}
        {timed && leavable.length > 0 ? <p>{t('test.leaveEarlyAllowed', { sections: new Intl.ListFormat(locale, { type: 'conjunction' }).format(leavable) })}</p> : null}
      </section>
      <section className={styles.card}>
        <h3 className={styles.subtitle}>{t('test.legendHeading')}</h3>
        <PaletteLegend labels={labels.legend} />
      </section>
      <GeneralInstructions />
      <section className={styles.card}>
        <h3 className={styles.subtitle}>{t('test.markingHeading')}</h3>
        <ul className={styles.list}>
          {paper.sections.map((section) => (
            <li key={section.id}>
              {section.marks_wrong > 0
                ? t('test.markingNegative', { section: sectionName(section, language), correct: number.format(section.marks_correct), wrong: number.format(section.marks_wrong) })
                : t('test.markingPlain', { section: sectionName(section, language), correct: number.format(section.marks_correct) })}
              {/* JEE Advanced: a multiple-correct question earns 1 mark per right option chosen, with no wrong one. */}
              {section.partial_marks ? ` ${t('test.markingPartial')}` : null}
            </li>
          ))}
          {negative ? <li>{t('test.markingUnanswered')}</li> : <li>{t('test.noNegative')}</li>}
          <li>{t('test.markingMarked')}</li>
        </ul>
      </section>
      <label className={styles.declaration} htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" className={styles.checkbox} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{t('test.declaration')}</span>
      </label>
      <div className={styles.actions}>
        <Button size="large" disabled={!agreed || !canStart} onClick={() => actor.send({ type: 'START' })}>
          {t('test.start')}
        </Button>
      </div>
    </div>
  );
}

function Duration({ minutes }: { minutes: number }) {
  const t = useAtomValue(translatorAtom);
  return <span>{t('test.duration', { minutes })}</span>;
}

function Totals({ totals }: { totals: PaperTotals }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const number = new Intl.NumberFormat(locale);
  const items = [
    { value: totals.questions, name: t('test.totalQuestions') },
    { value: totals.minutes, name: t('test.totalMinutes') },
    { value: totals.marks, name: t('test.totalMarks') },
  ];
  return (
    <dl className={styles.totals}>
      {items.map((item) => (
        <div key={item.name} className={`${styles.card} ${styles.total}`}>
          <dt className={styles.totalName}>{item.name}</dt>
          <dd className={styles.totalValue}>{number.format(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
