import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PoolShortfall, StudioTest } from '@pariksha/contract/responses/studio-tests';
import { Button, ButtonLink, StatusMessage } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { queryAtom } from '../../data/queryAtom';
import { scopeOf } from '../../data/scope';
import { translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { RouterLink } from '../../layout/RouterLink';
import { createTest, fetchTest, refusedTest, saveTest, studioTestQuery, studioTestsKey, testAction, testTopicsQuery, type TestAction } from '../api/testsApi';
import * as editorStyles from '../editor/EditorPage.css';
import { useEditorShortcuts } from '../editor/editorShortcuts';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { SectionEditor, sectionTitleId } from './SectionEditor';
import {
  addSection,
  definitionFromForm,
  emptyTestForm,
  formFromDefinition,
  moveSection,
  problemOf,
  problemsFromFields,
  removeSection,
  sameTest,
  testTotals,
  type TestForm,
  type TestProblems,
} from './testDraft';
import * as editor from './TestEditor.css';
import { TestSettingsFields } from './TestSettingsFields';
import { testEditorPath } from './TestsPage';
import { TestStateBadge } from './TestStateBadge';

type Busy = 'save' | TestAction;

/** Focuses an element once React has drawn the change that made it (a moved section's heading). */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The builder of one test (or a new one): its settings, its sections in order and the pools each
 * draws from, with how many published questions fit each pool. Saving never publishes: publishing
 * takes the saved test, so it waits while the form holds unsaved changes. Another's save since
 * the test was opened is never overwritten unknowingly.
 */
export function TestEditor({ test }: { test: StudioTest | null }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const navigate = useNavigate();

  const initial = useMemo(() => (test ? formFromDefinition(test.draft) : emptyTestForm()), [test]);
  const [saved, setSaved] = useState<TestForm>(initial);
  const [form, setForm] = useState<TestForm>(initial);
  const [current, setCurrent] = useState<StudioTest | null>(test);
  const [base, setBase] = useState<string | null>(test?.updated_at ?? null);
  const [problems, setProblems] = useState<TestProblems | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<StudioTest | null>(null);
  const [shortfalls, setShortfalls] = useState<readonly PoolShortfall[]>([]);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const problemsRef = useRef<HTMLDivElement>(null);
  const shortfallsRef = useRef<HTMLDivElement>(null);

  const isNew = current === null;
  const dirty = isNew || !sameTest(form, saved);
  const topicsAtom = useMemo(() => queryAtom(testTopicsQuery(form.exam.trim())), [form.exam]);
  const topics = useAtomValue(topicsAtom);
  const totals = testTotals(form);

  // Leaving with unsaved changes: the browser asks first.
  useEffect(() => {
    if (isNew ? sameTest(form, initial) : !dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, isNew, form, initial]);

  const remember = (answer: StudioTest) => {
    const scope = scopeOf(store);
    queryClient.setQueryData(studioTestQuery(answer.id)(scope).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: [...studioTestsKey(scope), 'list'] });
  };

  /** The test as the server now holds it; the form keeps the editor's own changes. */
  const took = (answer: StudioTest) => {
    remember(answer);
    setCurrent(answer);
    setBase(answer.updated_at);
  };

  /**
   * Someone else saved since: their test becomes the base, so the next save goes on top of it
   * knowingly, and the editor's changes count as unsaved against it (publishing waits for them).
   */
  const conflictWith = (fresh: StudioTest) => {
    took(fresh);
    setTheirs(fresh);
    setSaved(formFromDefinition(fresh.draft));
  };
  const conflicted = async (id: number, error: unknown) => {
    try {
      conflictWith(refusedTest(error) ?? (await fetchTest(api, id)));
    } catch {
      setAlert(t('testEditor.conflict'));
    }
  };

  const save = async () => {
    setAlert(null);
    setProblems(null);
    const sent = form;
    const draft = definitionFromForm(sent);
    try {
      const answer = current === null || base === null ? await createTest(api, draft) : await saveTest(api, current.id, base, draft);
      took(answer.data);
      showToast(store, 'success', answer.msg ?? t(current === null ? 'testEditor.created' : 'testEditor.saved'));
      setSaved(sent);
      setTheirs(null);
      // The pools the last refused publish named were the saved test's: this one is checked at the next publish.
      setShortfalls([]);
      if (current === null) void navigate(testEditorPath(answer.data.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'version_conflict' && current !== null) {
        await conflicted(current.id, error);
      } else if (error instanceof ApiError && error.fields) {
        setProblems(problemsFromFields(error.fields));
        requestAnimationFrame(() => problemsRef.current?.focus());
      } else {
        setAlert(failureMessage(tApp, error) ?? t('testEditor.saveFailed'));
      }
    }
  };

  const act = async (action: TestAction) => {
    if (current === null || base === null) return;
    setAlert(null);
    try {
      const answer = await testAction(api, current.id, action, base);
      took(answer.data);
      setShortfalls([]);
      showToast(store, 'success', answer.msg ?? t(action === 'publish' ? 'testEditor.published' : 'testEditor.withdrawn'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'version_conflict') {
        await conflicted(current.id, error);
      } else if (error instanceof ApiError && error.code === 'pools_short') {
        // The refusal names the pools by their places in the saved test, which is what the form holds.
        try {
          const fresh = refusedTest(error) ?? (await fetchTest(api, current.id));
          if (fresh.updated_at === base) {
            took(fresh);
            setShortfalls(fresh.shortfalls);
            // Only fixed questions in the way: the server's sentence says so, and each section names its keys.
            if (fresh.shortfalls.length === 0) setAlert(failureMessage(tApp, error) ?? t('testEditor.shortfalls'));
            else requestAnimationFrame(() => shortfallsRef.current?.focus());
          } else {
            conflictWith(fresh);
          }
        } catch {
          setAlert(failureMessage(tApp, error) ?? t('testEditor.shortfalls'));
        }
      } else {
        // A refusal for the test's state (withdrawing one already withdrawn): the screen shows it as it stands.
        const fresh = refusedTest(error);
        if (fresh !== null && fresh.updated_at === base) took(fresh);
        setAlert(failureMessage(tApp, error) ?? t('testEditor.actionFailed'));
      }
    }
  };

  const run = async (what: Busy) => {
    if (busy !== null) return;
    setBusy(what);
    try {
      if (what === 'save') await save();
      else await act(what);
    } finally {
      setBusy(null);
    }
  };

  useEditorShortcuts({ save: () => void run('save'), submit: () => undefined });

  const loadTheirs = (fresh: StudioTest) => {
    const theirForm = formFromDefinition(fresh.draft);
    setForm(theirForm);
    setSaved(theirForm);
    setTheirs(null);
    setProblems(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const section = form.sections[index];
    if (section === undefined) return;
    setForm(moveSection(form, index, by));
    setAnnouncement(t('testEditor.moved', { n: index + by + 1 }));
    focusSoon(sectionTitleId(section));
  };
  const remove = (index: number) => {
    const next = removeSection(form, index);
    setForm(next);
    setAnnouncement(t('testEditor.sectionRemoved', { n: index + 1 }));
    const neighbour = next.sections[Math.min(index, next.sections.length - 1)];
    if (neighbour) focusSoon(sectionTitleId(neighbour));
  };
  const add = () => {
    const next = addSection(form);
    setForm(next);
    const added = next.sections[next.sections.length - 1];
    if (added) focusSoon(sectionTitleId(added));
  };

  const topicList = topics.data ?? null;
  const upToDate = current?.state === 'published' && !current.changed;
  const publishBlocked = isNew ? t('testEditor.saveToPublish') : dirty ? t('testEditor.saveFirst') : upToDate ? t('testEditor.upToDate') : null;
  const sectionsProblem = problemOf(problems, 'sections');

  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{current === null ? t('testEditor.newTitle') : t('testEditor.title', { title: current.title })}</h1>
        {current ? (
          <p className={styles.actions}>
            <TestStateBadge state={current.state} />
            <span className={styles.muted}>{current.version === null ? t('tests.neverPublished') : t('tests.version', { version: current.version })}</span>
            {current.version !== null && current.changed ? <span className={styles.muted}>{t('tests.changed')}</span> : null}
          </p>
        ) : null}
        <p className={styles.lead}>{t('testEditor.lead')}</p>
        {current?.source === 'content' && current.version === null ? <p className={styles.lead}>{t('testEditor.fromContent', { exam: current.exam.title })}</p> : null}
        <ul className={editorStyles.shortcuts} aria-label={t('editor.shortcuts')}>
          <li>
            <kbd className={editorStyles.kbd}>Ctrl</kbd>/<kbd className={editorStyles.kbd}>⌘</kbd> + <kbd className={editorStyles.kbd}>S</kbd> {t('editor.shortcutSave')}
          </li>
        </ul>
      </div>

      {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
      {problems && problems.all.length > 0 ? (
        <div ref={problemsRef} tabIndex={-1} className={editorStyles.notice} role="alert" aria-labelledby="test-problems-title">
          <h2 id="test-problems-title" className={styles.cardTitle}>
            {t('editor.problems')}
          </h2>
          <ul className={editorStyles.problems}>
            {problems.all.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {shortfalls.length > 0 ? (
        <div ref={shortfallsRef} tabIndex={-1} className={editorStyles.notice} role="alert" aria-labelledby="test-shortfalls-title">
          <h2 id="test-shortfalls-title" className={styles.cardTitle}>
            {t('testEditor.shortfallsTitle')}
          </h2>
          <p>{t('testEditor.shortfalls')}</p>
          <ul className={editorStyles.problems}>
            {shortfalls.map((shortfall) => (
              <li key={`${shortfall.section}-${shortfall.pool}`}>
                {t('testEditor.shortfallLine', { section: shortfall.section + 1, pool: shortfall.pool + 1, asked: shortfall.asked, available: shortfall.available })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {theirs ? (
        <div className={editorStyles.notice} role="alert">
          <p>{t('testEditor.conflict')}</p>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => loadTheirs(theirs)}>
              {t('testEditor.loadTheirs')}
            </Button>
          </div>
        </div>
      ) : null}

      <TestSettingsFields form={form} onChange={setForm} problems={problems} />

      <section className={styles.stack} aria-labelledby="test-sections-title">
        <div className={styles.stackTight}>
          <h2 id="test-sections-title" className={styles.cardTitle}>
            {t('testEditor.sections')}
          </h2>
          {form.exam.trim() === '' ? (
            <p className={styles.muted}>{t('testEditor.chooseExamFirst')}</p>
          ) : topics.data === undefined ? (
            topics.isError ? (
              <StatusMessage tone="critical">{t('testEditor.topicsFailed', { message: failureMessage(tApp, topics.error) ?? '' })}</StatusMessage>
            ) : (
              <StatusMessage tone="neutral" busy>
                {t('testEditor.topicsLoading')}
              </StatusMessage>
            )
          ) : topics.data.length === 0 ? (
            <p className={styles.muted}>{t('testEditor.noTopics')}</p>
          ) : null}
          {topics.isError && topics.data === undefined && form.exam.trim() !== '' ? (
            <div>
              <Button variant="outline" onClick={() => void topics.refetch()}>
                {t('testEditor.retryTopics')}
              </Button>
            </div>
          ) : null}
          {sectionsProblem ? <p className={styles.fieldError}>{sectionsProblem}</p> : null}
        </div>
        {form.sections.map((section, index) => (
          <SectionEditor
            key={section.id}
            form={form}
            index={index}
            onChange={setForm}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
            topics={topicList}
            problems={problems}
            shortfalls={dirty ? [] : shortfalls}
            missing={dirty || current === null ? [] : current.missing}
          />
        ))}
        <div>
          <Button variant="outline" onClick={add}>
            {t('testEditor.addSection')}
          </Button>
        </div>
        <p className={editor.announcement} role="status">
          {announcement}
        </p>
      </section>

      <div className={editorStyles.stickyBar}>
        <div className={styles.stackTight}>
          <p className={editor.totals}>{t('testEditor.total', { questions: totals.questions, marks: totals.marks })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void run('save')} loading={busy === 'save'} variant="outline">
              {t('testEditor.save')}
            </Button>
            <Button onClick={() => void run('publish')} loading={busy === 'publish'} disabled={publishBlocked !== null} aria-describedby={publishBlocked === null ? undefined : 'test-publish-blocked'}>
              {t('testEditor.publish')}
            </Button>
            {current === null ? null : dirty ? (
              // The preview draws the saved test, and leaving would drop the changes: it waits for a save.
              <Button variant="outline" disabled aria-describedby="test-preview-saved">
                {t('testEditor.preview')}
              </Button>
            ) : (
              <ButtonLink href={`${testEditorPath(current.id)}/preview`} variant="outline" linkComponent={RouterLink}>
                {t('testEditor.preview')}
              </ButtonLink>
            )}
            {current?.state === 'published' ? (
              <Button tone="critical" variant="ghost" onClick={() => void run('withdraw')} loading={busy === 'withdraw'}>
                {t('testEditor.withdraw')}
              </Button>
            ) : null}
            <span role="status" className={styles.muted}>
              {busy === 'save' ? t('editor.saving') : isNew ? (sameTest(form, initial) ? '' : t('testEditor.unsaved')) : dirty ? t('testEditor.unsaved') : t('testEditor.allSaved')}
            </span>
          </div>
          {publishBlocked !== null ? (
            <p id="test-publish-blocked" className={styles.muted}>
              {publishBlocked}
            </p>
          ) : null}
          {current !== null && dirty ? (
            <p id="test-preview-saved" className={styles.muted}>
              {t('testEditor.previewSaved')}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
