import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, StatusMessage, TextField } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { LoadingState } from '../../components/PageStates';
import { translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import type { ConfirmSecondFactorEnrolmentResponse, StartSecondFactorEnrolmentResponse } from '@pariksha/contract/staff';
import { confirmEnrolment, startEnrolment } from '../api/staffApi';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { groupedSecret, svgImageSource } from './enrolmentText';
import * as security from './SecurityPage.css';

type Enrolment = StartSecondFactorEnrolmentResponse['data'];
export type EnrolledSession = ConfirmSecondFactorEnrolmentResponse['data'];

interface EnrolmentFormProps {
  challenge: string;
  onEnrolled: (session: EnrolledSession) => void;
}

/** The QR code and the typed key for the app, then its first code. */
export function EnrolmentForm({ challenge, onEnrolled }: EnrolmentFormProps) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const store = useStore();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    // Each ask makes a new secret and the last one counts: only this effect's answer is shown.
    // The parent keys this form by its challenge, so a new challenge starts from a fresh state.
    const controller = new AbortController();
    startEnrolment(api, challenge).then(
      (answer) => !controller.signal.aborted && setEnrolment(answer.data),
      (error: unknown) => !controller.signal.aborted && setStartError(error),
    );
    return () => controller.abort();
  }, [api, challenge]);

  const copy = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      showToast(store, 'success', t('security.copied'));
    } catch {
      showToast(store, 'error', t('security.copyFailed'));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t('security.codeRequired'));
      return;
    }
    setCodeError(undefined);
    setAlert(null);
    setChecking(true);
    try {
      const answer = await confirmEnrolment(api, challenge, digits);
      onEnrolled(answer.data);
    } catch (error) {
      setCode('');
      if (error instanceof ApiError && error.code === 'invalid_code') setCodeError(error.fields?.code ?? error.message);
      else if (error instanceof ApiError && error.code === 'invalid_challenge') setAlert(t('security.expired'));
      else setAlert(failureMessage(tApp, error));
    } finally {
      setChecking(false);
    }
  };

  if (startError !== null) {
    const expired = startError instanceof ApiError && startError.code === 'invalid_challenge';
    return <StatusMessage tone="critical">{expired ? t('security.expired') : t('security.startFailed', { message: failureMessage(tApp, startError) ?? '' })}</StatusMessage>;
  }
  if (enrolment === null) return <LoadingState text={t('security.loading')} />;

  return (
    <div className={`${styles.stack} ${security.narrow}`}>
      <section className={styles.card} aria-labelledby="enrol-step1">
        <h2 id="enrol-step1" className={styles.cardTitle}>
          {t('security.step1')}
        </h2>
        <p className={styles.muted}>{t('security.scan')}</p>
        <img className={security.qr} src={svgImageSource(enrolment.qr_svg)} alt={t('security.qrAlt')} width={200} height={200} />
        <p className={styles.muted} id="enrol-key-label">
          {t('security.typeInstead')}
        </p>
        <code className={`${styles.code} ${security.secret}`} aria-labelledby="enrol-key-label" data-testid="totp-secret">
          {groupedSecret(enrolment.secret)}
        </code>
        <div>
          <Button variant="outline" onClick={() => void copy()}>
            {t('security.copy')}
          </Button>
        </div>
      </section>
      <form className={styles.card} noValidate aria-labelledby="enrol-step2" onSubmit={(event) => void submit(event)}>
        <h2 id="enrol-step2" className={styles.cardTitle}>
          {t('security.step2')}
        </h2>
        {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
        <TextField
          label={t('security.code')}
          hint={t('security.codeHint')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError}
        />
        <div>
          <Button type="submit" loading={checking}>
            {checking ? t('security.confirming') : t('security.confirm')}
          </Button>
        </div>
      </form>
    </div>
  );
}
