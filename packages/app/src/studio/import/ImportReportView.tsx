import type { ImportReport } from '@pariksha/contract/studio-questions';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import * as table from '../layout/table.css';
import * as page from './ImportPage.css';

const counts = ['valid', 'invalid', 'created', 'updated', 'unchanged'] as const;

/** What an import found (a dry run) or did: the counts, then every problem with its file and line. */
export function ImportReportView({ report, dryRun }: { report: ImportReport; dryRun: boolean }) {
  const t = useStudioText();
  return (
    <section className={styles.card} aria-labelledby="import-report-title">
      <h2 id="import-report-title" className={styles.cardTitle}>
        {dryRun ? t('import.dryRunReport') : report.imported ? t('import.doneReport') : t('import.notImported')}
      </h2>
      <dl className={page.counts}>
        {counts.map((name) => (
          <div key={name} className={page.count}>
            <dt className={styles.muted}>{t(`import.count.${name}`)}</dt>
            <dd className={page.number}>{report[name]}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length === 0 ? (
        <p>{t('import.noErrors')}</p>
      ) : (
        <table className={table.table} aria-label={t('import.errors')}>
          <thead>
            <tr>
              <th scope="col">{t('import.file')}</th>
              <th scope="col">{t('import.line')}</th>
              <th scope="col">{t('import.message')}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, index) => (
              <tr key={`${error.file}-${error.line}-${index}`}>
                <td data-label={t('import.file')}>{error.file}</td>
                <td data-label={t('import.line')}>{error.line}</td>
                <td data-label={t('import.message')}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
