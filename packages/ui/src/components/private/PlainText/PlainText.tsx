import * as styles from './PlainText.css';

export interface PlainTextProps {
  /** What a learner wrote, exactly: '<b>' shows as '<b>', a URL as text, line breaks as breaks. */
  text: string;
  id?: string;
  className?: string;
}

/**
 * Text a learner wrote, shown as text and never as markup: React escapes it, and nothing here
 * turns URLs into links or markdown into HTML (a link in a stranger's post is a phishing risk).
 */
export function PlainText({ text, id, className }: PlainTextProps) {
  return (
    <p id={id} className={className ? `${styles.root} ${className}` : styles.root}>
      {text}
    </p>
  );
}
