import { useEffect, useRef } from 'react';
import { Button } from '@pariksha/ui';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { recoveryCodesFile } from './enrolmentText';
import * as security from './SecurityPage.css';

interface RecoveryCodesProps {
  codes: readonly string[];
  email: string;
  onSaved: () => void;
}

/** The ten recovery codes, shown this once, with a download and 'I have saved them'. */
export function RecoveryCodes({ codes, email, onSaved }: RecoveryCodesProps) {
  const t = useStudioText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The codes replace the form: a screen reader and the keyboard start from their heading.
  useEffect(() => headingRef.current?.focus(), []);

  const download = () => {
    const text = recoveryCodesFile(t('security.fileTitle', { email }), t('security.fileNote'), codes);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = 'pariksha-recovery-codes.txt';
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className={styles.card} aria-labelledby="codes-title">
      <h2 id="codes-title" ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        {t('security.codesTitle')}
      </h2>
      <p className={styles.lead}>{t('security.codesLead')}</p>
      <ol className={security.codes} aria-label={t('security.codesList')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="outline" onClick={download}>
          {t('security.download')}
        </Button>
        <Button onClick={onSaved}>{t('security.saved')}</Button>
      </div>
    </section>
  );
}
