import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getStudioQuestionResponse, type StudioQuestion, type StudioVersion } from '@pariksha/contract/responses/studio-questions';
import { Button, StatusMessage, Tabs, TextField } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { scopeOf } from '../../data/scope';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { createQuestion, questionAction, saveQuestion, studioQuestionQuery, studioQuestionsKey } from '../api/questionsApi';
import { studioGet } from '../api/studioRequest';
import { useStudioText } from '../i18n/studioText';
import { useStaff } from '../layout/staffContext';
import * as styles from '../layout/studio.css';
import { questionPath } from '../questions/QuestionsPage';
import { StateBadge } from '../questions/StateBadge';
import { can } from '../roles';
import { ConflictPanel } from './ConflictPanel';
import { type ContentProblems, problemsFromFields } from './contentProblems';
import { browserStorage, forgetDraft, keepDraft, readKeptDraft, type KeptDraft } from './draftStorage';
import { contentFromDraft, draftFromContent, emptyDraft, sameContent, type EditorDraft, type EditorLanguage } from './editorDraft';
import * as editor from './EditorPage.css';
import { useEditorShortcuts } from './editorShortcuts';
import { FigureField } from './FigureField';
import { MetaFields } from './MetaFields';
import { PreviewPane } from './PreviewPane';
import { usePreview } from './usePreview';
import { QuestionReports, VersionHistory } from './VersionHistory';
import { WordsEditor } from './WordsEditor';

/** How long after the last change the work is copied to this browser's storage. */
const keepDelayMs = 400;

interface Base {
  versionId: number;
  updatedAt: string;
}

const baseOf = (version: StudioVersion | undefined): Base | null => (version ? { versionId: version.version_id, updatedAt: version.updated_at } : null);

/**
 * The editor of one question (or a new one): both languages, the scoring, a live preview;
 * Ctrl/⌘+S saves and Ctrl/⌘+Enter submits for review. Work is copied to this browser as it is
 * typed and offered back after a reload; another's save since it was opened is never overwritten.
 */
export function QuestionEditor({ question }: { question: StudioQuestion | null }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const staff = useStaff();
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const navigate = useNavigate();
  const storage = useMemo(() => browserStorage(), []);
  const isNew = question === null;
  const latest = question?.versions[0];
  const storedAs = question?.key ?? null;

  const initial = useMemo(() => (latest ? draftFromContent(latest.content) : emptyDraft()), [latest]);
  const [saved, setSaved] = useState<EditorDraft>(initial);
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [newKey, setNewKey] = useState('');
  const [base, setBase] = useState<Base | null>(baseOf(latest));
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const kept = readKeptDraft(storage, storedAs);
    return kept && !sameContent(kept.draft, initial) ? kept : null;
  });
  const [problems, setProblems] = useState<ContentProblems | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'submit' | 'retire' | null>(null);
  const [theirs, setTheirs] = useState<StudioVersion | null>(null);
  const [phoneLanguage, setPhoneLanguage] = useState<EditorLanguage>('en');
  const problemsRef = useRef<HTMLDivElement>(null);
  const preview = usePreview(draft);
  const dirty = !sameContent(draft, saved) || (isNew && newKey.trim() !== '');
  const writable = can(staff.role, 'write');

  // Copies the work to this browser while it differs from what is saved (not while a kept copy
  // is still offered: answering the offer decides which one stays).
  useEffect(() => {
    if (offer !== null) return;
    const timer = setTimeout(() => {
      if (dirty) keepDraft(storage, storedAs, { key: isNew ? newKey : (question?.key ?? ''), draft, baseVersionId: base?.versionId ?? null, keptAt: Date.now() });
      else forgetDraft(storage, storedAs);
    }, keepDelayMs);
    return () => clearTimeout(timer);
  }, [draft, newKey, dirty, offer, storage, storedAs, isNew, question?.key, base?.versionId]);

  // Leaving with unsaved work: the browser asks first (the copy in storage stays either way).
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const change = (next: EditorDraft) => {
    setDraft(next);
  };

  const remember = (answer: StudioQuestion) => {
    const scope = scopeOf(store);
    queryClient.setQueryData(studioQuestionQuery(answer.key)(scope).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: [...studioQuestionsKey(scope), 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...studioQuestionsKey(scope), 'review'] });
  };

  const showProblems = (found: ContentProblems) => {
    setProblems(found);
    requestAnimationFrame(() => problemsRef.current?.focus());
  };

  /** Saves the draft; the saved question, or null when it was not saved (the screen says why). */
  const save = async (): Promise<StudioQuestion | null> => {
    setAlert(null);
    setProblems(null);
    const content = contentFromDraft(draft);
    try {
      const answer = isNew || base === null ? await createQuestion(api, newKey.trim(), content) : await saveQuestion(api, question.key, base, content);
      forgetDraft(storage, storedAs);
      remember(answer.data);
      showToast(store, 'success', answer.msg ?? t('editor.saved'));
      setSaved(draft);
      setTheirs(null);
      setBase(baseOf(answer.data.versions[0]));
      if (isNew) void navigate(questionPath(answer.data.key), { replace: true });
      return answer.data;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'version_conflict' && question) {
        // Their version becomes the base: the next save, made knowingly, goes on top of it.
        try {
          const fresh = await studioGet(api, questionPath(question.key), getStudioQuestionResponse);
          remember(fresh);
          setTheirs(fresh.versions[0] ?? null);
          setBase(baseOf(fresh.versions[0]));
        } catch {
          setAlert(t('editor.conflict'));
        }
      } else if (error instanceof ApiError && error.fields) {
        showProblems(problemsFromFields(error.fields));
      } else {
        setAlert(failureMessage(tApp, error) ?? t('editor.saveFailed'));
      }
      return null;
    }
  };

  const run = async (what: 'save' | 'submit' | 'retire') => {
    if (busy !== null) return;
    setBusy(what);
    try {
      if (what === 'save') {
        await save();
        return;
      }
      const current = dirty || isNew ? await save() : question;
      if (current === null) return;
      const answer = await questionAction(api, current.key, what);
      remember(answer.data);
      showToast(store, 'success', answer.msg ?? t(what === 'submit' ? 'editor.submitted' : 'editor.retired'));
      setBase(baseOf(answer.data.versions[0]));
    } catch (error) {
      setAlert(failureMessage(tApp, error) ?? t('editor.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  useEditorShortcuts({
    save: () => writable && void run('save'),
    submit: () => can(staff.role, 'submit') && void run('submit'),
  });

  const restore = (kept: KeptDraft) => {
    setDraft(kept.draft);
    if (isNew) setNewKey(kept.key);
    setOffer(null);
  };
  const discard = () => {
    forgetDraft(storage, storedAs);
    setOffer(null);
  };
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const sentBack = latest?.state === 'draft' && latest.review_note ? latest.review_note : null;
  const language = (id: EditorLanguage) => (phoneLanguage === id ? undefined : editor.otherLanguage);

  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{isNew ? t('editor.newTitle') : t('editor.title', { key: question.key })}</h1>
        {latest ? (
          <p className={styles.actions}>
            <StateBadge state={latest.state} />
            <span className={styles.muted}>{t('questions.version', { version: latest.version })}</span>
          </p>
        ) : null}
        <ul className={editor.shortcuts} aria-label={t('editor.shortcuts')}>
          <li>
            <kbd className={editor.kbd}>Ctrl</kbd>/<kbd className={editor.kbd}>⌘</kbd> + <kbd className={editor.kbd}>S</kbd> {t('editor.shortcutSave')}
          </li>
          <li>
            <kbd className={editor.kbd}>Ctrl</kbd>/<kbd className={editor.kbd}>⌘</kbd> + <kbd className={editor.kbd}>Enter</kbd> {t('editor.shortcutSubmit')}
          </li>
        </ul>
      </div>

      {offer ? (
        <div className={editor.notice} role="alert">
          <p>{t('editor.restoreOffer', { when: when.format(new Date(offer.keptAt)) })}</p>
          <div className={styles.actions}>
            <Button onClick={() => restore(offer)}>{t('editor.restore')}</Button>
            <Button variant="outline" onClick={discard}>
              {t('editor.discard')}
            </Button>
          </div>
        </div>
      ) : null}
      {sentBack ? <StatusMessage tone="critical">{t('editor.sentBack', { note: sentBack })}</StatusMessage> : null}
      {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
      {problems && problems.all.length > 0 ? (
        <div ref={problemsRef} tabIndex={-1} className={editor.notice} role="alert" aria-labelledby="problems-title">
          <h2 id="problems-title" className={styles.cardTitle}>
            {t('editor.problems')}
          </h2>
          <ul className={editor.problems}>
            {problems.all.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {theirs ? <ConflictPanel theirs={theirs} /> : null}

      <div className={editor.workspace}>
        {isNew ? (
          <div className={styles.card}>
            <TextField label={t('editor.key')} hint={t('editor.keyHint')} name="key" required value={newKey} onChange={setNewKey} error={problems?.byField.key} />
          </div>
        ) : null}
        <MetaFields draft={draft} onChange={change} errors={problems?.byField ?? {}} />
        <FigureField figures={draft.figures} onChange={(figures) => change({ ...draft, figures })} />
        <div className={editor.languageTabs}>
          <Tabs label={t('editor.language')} tabs={[{ id: 'en', label: 'English' }, { id: 'hi', label: 'हिन्दी' }]} value={phoneLanguage} onValueChange={(id) => setPhoneLanguage(id as EditorLanguage)} />
        </div>
        <div className={editor.languages}>
          <WordsEditor language="en" draft={draft} onChange={change} className={language('en')} />
          <WordsEditor language="hi" draft={draft} onChange={change} className={language('hi')} />
        </div>
        <PreviewPane draft={draft} state={preview} />
        {question ? <VersionHistory question={question} /> : null}
        {question ? <QuestionReports question={question} /> : null}
      </div>

      <div className={editor.stickyBar}>
        <div className={styles.actions}>
          {writable ? (
            <Button onClick={() => void run('save')} loading={busy === 'save'} variant={can(staff.role, 'submit') ? 'outline' : 'solid'}>
              {busy === 'save' ? t('editor.saving') : t('editor.save')}
            </Button>
          ) : null}
          {can(staff.role, 'submit') ? (
            <Button onClick={() => void run('submit')} loading={busy === 'submit'}>
              {t('questions.bulkSubmit')}
            </Button>
          ) : null}
          {!isNew && can(staff.role, 'retire') && latest?.state !== 'retired' ? (
            <Button tone="critical" variant="ghost" onClick={() => void run('retire')} loading={busy === 'retire'}>
              {t('questions.bulkRetire')}
            </Button>
          ) : null}
          <span role="status" className={styles.muted}>
            {dirty ? t('editor.unsaved') : isNew ? '' : t('editor.allSaved')}
          </span>
        </div>
      </div>
    </div>
  );
}
