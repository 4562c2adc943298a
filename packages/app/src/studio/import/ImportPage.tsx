import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useId, useState, type FormEvent } from 'react';
import type { ImportReport } from '@pariksha/contract/studio-questions';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { scopeOf } from '../../data/scope';
import { translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { importQuestions, studioQuestionsKey } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import { useStaff } from '../layout/staffContext';
import * as styles from '../layout/studio.css';
import { can } from '../roles';
import * as page from './ImportPage.css';
import { ImportReportView } from './ImportReportView';

/** The files the importer reads (docs/question-formats.md). */
const accepted = '.csv,.xlsx,.txt,.gift,.xml,.zip';

function Importer() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const staff = useStaff();
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [publish, setPublish] = useState(false);
  const [checked, setChecked] = useState<{ report: ImportReport; file: File; skipInvalid: boolean } | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const mayPublish = can(staff.role, 'publishImport');

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file === null) {
      setAlert(t('import.chooseFirst'));
      return;
    }
    setAlert(null);
    setResult(null);
    setBusy('check');
    try {
      const answer = await importQuestions(api, file, { dryRun: true, skipInvalid, publish: false });
      setChecked({ report: answer.data, file, skipInvalid });
    } catch (error) {
      setAlert(failureMessage(tApp, error));
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (checked === null) return;
    setAlert(null);
    setBusy('import');
    try {
      const answer = await importQuestions(api, checked.file, { dryRun: false, skipInvalid: checked.skipInvalid, publish: mayPublish && publish });
      setResult(answer.data);
      setChecked(null);
      showToast(store, 'success', answer.msg ?? t('import.done'));
      await queryClient.invalidateQueries({ queryKey: studioQuestionsKey(scopeOf(store)) });
    } catch (error) {
      setAlert(failureMessage(tApp, error));
    } finally {
      setBusy(null);
    }
  };

  const blocked = checked !== null && checked.report.invalid > 0 && !checked.skipInvalid;
  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t('import.title')}</h1>
        <p className={styles.lead}>{t('import.lead')}</p>
      </div>
      <form className={styles.card} onSubmit={(event) => void check(event)}>
        <div>
          <label htmlFor={fileId} className={styles.fieldLabel}>
            {t('import.file')}
          </label>
          <p className={styles.fieldHint} id={`${fileId}-hint`}>
            {t('import.fileHint')}
          </p>
          <input
            id={fileId}
            className={page.file}
            type="file"
            accept={accepted}
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setChecked(null);
              setResult(null);
            }}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={skipInvalid} onChange={(event) => (setSkipInvalid(event.target.checked), setChecked(null))} />
          {t('import.skipInvalid')}
        </label>
        {mayPublish ? (
          <label className={styles.check}>
            <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} />
            {t('import.publish')}
          </label>
        ) : (
          <p className={styles.muted}>{t('import.asDrafts')}</p>
        )}
        {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
        <div>
          <Button type="submit" loading={busy === 'check'}>
            {t('import.check')}
          </Button>
        </div>
      </form>
      {checked ? (
        <>
          <ImportReportView report={checked.report} dryRun />
          {blocked ? <StatusMessage tone="critical">{t('import.blocked')}</StatusMessage> : null}
          <div className={styles.actions}>
            <Button onClick={() => void run()} loading={busy === 'import'} disabled={blocked || checked.report.valid === 0}>
              {mayPublish && publish ? t('import.runPublish', { count: checked.report.valid }) : t('import.run', { count: checked.report.valid })}
            </Button>
          </div>
        </>
      ) : null}
      {result ? <ImportReportView report={result} dryRun={false} /> : null}
    </div>
  );
}

/** `/studio/import`: a file checked first (a dry run with every problem), then imported. */
export default function ImportPage() {
  return (
    <RoleGate ability="import">
      <Importer />
    </RoleGate>
  );
}
