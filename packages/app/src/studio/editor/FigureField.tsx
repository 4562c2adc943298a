import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { translatorAtom } from '../../features/language/atoms';
import { uploadFigure } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';

interface FigureFieldProps {
  /** Figure name → the stored figure's hash, as the question keeps them. */
  figures: Readonly<Record<string, string>>;
  onChange: (figures: Record<string, string>) => void;
}

/**
 * The question's figures: upload a PNG, JPEG or SVG (stored once, made in modern sizes by the
 * server), then write it in a text as `![a description](figure:NAME)`; each is listed with what
 * to write, and can be taken off the question.
 */
export function FigureField({ figures, onChange }: FigureFieldProps) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const inputId = useId();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string } | { kind: 'added'; name: string }>({ kind: 'idle' });

  const upload = async (file: File | undefined) => {
    if (file === undefined) return;
    setState({ kind: 'uploading' });
    try {
      const { data } = await uploadFigure(api, file);
      onChange({ ...figures, [data.name]: data.hash });
      setState({ kind: 'added', name: data.name });
    } catch (error) {
      setState({ kind: 'failed', message: failureMessage(tApp, error) ?? t('editor.figureFailed') });
    }
  };

  const names = Object.keys(figures).sort();
  return (
    <section className={styles.card} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.cardTitle}>
        {t('editor.figures')}
      </h2>
      <p>{t('editor.figuresHint')}</p>
      <label htmlFor={inputId}>{t('editor.addFigure')}</label>{' '}
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
        disabled={state.kind === 'uploading'}
        onChange={(event) => {
          void upload(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <div aria-live="polite">
        {state.kind === 'uploading' ? <p>{t('editor.figureUploading')}</p> : null}
        {state.kind === 'failed' ? <StatusMessage tone="critical">{state.message}</StatusMessage> : null}
        {state.kind === 'added' ? <p>{t('editor.figureAdded', { name: state.name })}</p> : null}
      </div>
      {names.length > 0 ? (
        <ul>
          {names.map((name) => (
            <li key={name}>
              <code>{`![…](figure:${name})`}</code>{' '}
              <Button
                variant="outline"
                tone="neutral"
                onClick={() => {
                  const rest = { ...figures };
                  delete rest[name];
                  onChange(rest);
                }}
              >
                {t('editor.removeFigure', { name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
