import * as styles from '../layout/studio.css';
import * as editor from './TestEditor.css';

interface CheckFieldProps {
  /** Unique on the page: the hint's and the problem's ids are made from it. */
  id: string;
  name: string;
  label: string;
  /** What ticking it does, read with the checkbox. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's problem with it, read with the checkbox too. */
  error?: string | undefined;
}

/** A labelled checkbox of the test editor, its hint (and any problem) under the label and read with it. */
export function CheckField({ id, name, label, hint, checked, onChange, error }: CheckFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={editor.checkField}>
      <label className={styles.check}>
        <input
          type="checkbox"
          className={editor.checkInput}
          name={name}
          checked={checked}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className={`${styles.fieldHint} ${editor.checkHint}`}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={`${styles.fieldError} ${editor.checkHint}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
