import { FieldFrame } from '../layout/FieldFrame';
import * as styles from '../layout/studio.css';

interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  rows?: number;
  lang?: string;
  name?: string;
}

/** A labelled multi-line field (Markdown with LaTeX): the ui's TextField is one line. */
export function TextArea({ label, value, onChange, hint, error, rows = 4, lang, name }: TextAreaProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} name={name} className={styles.textarea} rows={rows} lang={lang} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FieldFrame>
  );
}
