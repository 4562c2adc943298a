import { FieldFrame } from '../layout/FieldFrame';
import * as editor from './TestEditor.css';

interface DateTimeFieldProps {
  label: string;
  name: string;
  /** A datetime-local value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** A labelled date and time in the reader's time zone: the ui's TextField has no datetime-local. */
export function DateTimeField({ label, name, value, onChange, hint, error }: DateTimeFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input {...control} name={name} type="datetime-local" className={editor.control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FieldFrame>
  );
}
