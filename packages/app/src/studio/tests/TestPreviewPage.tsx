import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TestPreview } from '@pariksha/contract/responses/studio-tests';
import { Button, ButtonLink, SelectField, StatusMessage, Tabs, type ContentLanguage } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { refusalMessage, testPreviewQuery } from '../api/testsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import * as styles from '../layout/studio.css';
import { inLanguage, PreviewSection } from './PreviewSection';
import { Slotted } from './previewText';
import { TakeAsCandidate } from './TakeAsCandidate';
import * as preview from './TestPreview.css';
import { testId } from './testId';
import { testEditorPath } from './TestsPage';

const languageNames: Record<ContentLanguage, string> = { en: 'English', hi: 'हिन्दी' };

function BackToTest({ id }: { id: number }) {
  const t = useStudioText();
  return (
    <ButtonLink href={testEditorPath(id)} variant="outline" linkComponent={RouterLink}>
      {t('testPreview.backToTest')}
    </ButtonLink>
  );
}

function BackToList() {
  const t = useStudioText();
  return (
    <ButtonLink href="/studio/tests" variant="outline" linkComponent={RouterLink}>
      {t('testEditor.backToList')}
    </ButtonLink>
  );
}

interface PaperProps {
  id: number;
  paper: TestPreview;
  /** When this draw arrived: a new one starts each section at its first question again. */
  drawnAt: number;
  drawing: boolean;
  /** Why the last "Draw again" failed (the draw before it stays on screen), else null. */
  redrawFailed: string | null;
  onDrawAgain: () => Promise<boolean>;
}

/** A drawn paper: what it is, the way to another draw, its language, then a section at a time. */
function Paper({ id, paper, drawnAt, drawing, redrawFailed, onDrawAgain }: PaperProps) {
  const t = useStudioText();
  const locale = useAtomValue(localeAtom);
  const reading = useAtomValue(selectedLanguageAtom);
  const [chosen, setChosen] = useState<ContentLanguage | null>(null);
  const [sectionIndex, setSectionIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const format = useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return (value: number) => number.format(value);
  }, [locale]);

  const offered: readonly ContentLanguage[] = paper.languages.length > 0 ? paper.languages : ['en'];
  const lang: ContentLanguage = chosen !== null && offered.includes(chosen) ? chosen : (offered.find((each) => each === reading) ?? offered[0] ?? 'en');
  const questions = paper.sections.reduce((sum, section) => sum + section.questions.length, 0);
  const shownSection = Math.min(sectionIndex, Math.max(paper.sections.length - 1, 0));
  const section = paper.sections[shownSection];

  const drawAgain = async () => {
    setAnnouncement('');
    if (await onDrawAgain()) setAnnouncement(t('testPreview.drawn'));
  };

  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>
          <Slotted text={t('testPreview.title')} slot="title">
            <span lang={lang}>{inLanguage(paper.title, lang)}</span>
          </Slotted>
        </h1>
        <p className={styles.muted}>{t('testPreview.facts', { minutes: format(paper.minutes), questions: format(questions), marks: format(paper.total_marks) })}</p>
        <p className={styles.lead}>{t('testPreview.lead')}</p>
        {paper.shuffle_options ? <p className={styles.muted}>{t('testPreview.shuffled')}</p> : null}
        <div className={styles.actions}>
          <Button onClick={() => void drawAgain()} loading={drawing}>
            {t('testPreview.drawAgain')}
          </Button>
          <BackToTest id={id} />
        </div>
        <TakeAsCandidate id={id} />
        <p role="status" className={preview.announcement}>
          {announcement}
        </p>
      </div>
      {redrawFailed !== null ? <StatusMessage tone="critical">{redrawFailed}</StatusMessage> : null}
      {offered.length > 1 ? (
        <Tabs
          label={t('editor.previewLanguage')}
          tabs={offered.map((each) => ({ id: each, label: languageNames[each] }))}
          value={lang}
          onValueChange={(id) => setChosen(id === 'hi' ? 'hi' : 'en')}
        />
      ) : null}
      {paper.sections.length > 1 ? (
        <SelectField
          label={t('testPreview.section')}
          name="section"
          value={String(shownSection)}
          onChange={(value) => setSectionIndex(Number(value))}
          options={paper.sections.map((each, index) => ({
            value: String(index),
            label: t('testPreview.sectionOption', { n: format(index + 1), name: inLanguage(each.name, lang), count: format(each.questions.length) }),
          }))}
        />
      ) : null}
      {section === undefined ? (
        <EmptyState text={t('testPreview.noSections')} />
      ) : (
        <PreviewSection key={`${shownSection}-${drawnAt}`} section={section} index={shownSection} lang={lang} format={format} />
      )}
    </div>
  );
}

function Preview({ id }: { id: number }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const previewAtom = useMemo(() => queryAtom(testPreviewQuery(id)), [id]);
  const drawn = useAtomValue(previewAtom);
  const error = drawn.isError ? drawn.error : null;

  // The saved test cannot be drawn now (a pool short, a fixed question unusable): the server says why; the way is back to the editor.
  if (error instanceof ApiError && error.code === 'pools_short') {
    return (
      <FailedState message={refusalMessage(error) ?? failureMessage(tApp, error) ?? t('testPreview.short')} error={error}>
        <BackToTest id={id} />
      </FailedState>
    );
  }
  if (drawn.data !== undefined) {
    const drawAgain = async () => (await drawn.refetch()).status === 'success';
    return (
      <Paper
        id={id}
        paper={drawn.data}
        drawnAt={drawn.dataUpdatedAt}
        drawing={drawn.isFetching}
        redrawFailed={error === null ? null : t('testPreview.redrawFailed', { message: failureMessage(tApp, error) ?? '' })}
        onDrawAgain={drawAgain}
      />
    );
  }
  if (error !== null) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <FailedState message={t('testEditor.notFound', { id })} error={error}>
          <BackToList />
        </FailedState>
      );
    }
    return (
      <FailedState message={t('testPreview.loadFailed', { message: failureMessage(tApp, error) ?? '' })} error={error} onRetry={drawn.refetch}>
        <BackToTest id={id} />
      </FailedState>
    );
  }
  return <LoadingState text={t('testPreview.loading')} />;
}

function PreviewRoute() {
  const t = useStudioText();
  const { id = '' } = useParams();
  const number = testId(id);
  if (number === null) {
    return (
      <EmptyState text={t('testEditor.notFound', { id })}>
        <BackToList />
      </EmptyState>
    );
  }
  return <Preview key={number} id={number} />;
}

/** `/studio/tests/:id/preview` (editors, reviewers, admins): one draw of the saved test, with the keys (nothing is stored), and the way to take one as a candidate. */
export default function TestPreviewPage() {
  return (
    <RoleGate ability="tests">
      <PreviewRoute />
    </RoleGate>
  );
}
