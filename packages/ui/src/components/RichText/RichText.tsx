import { useRef } from 'react';
import type { ContentLanguage } from '../QuestionView/QuestionView';
import * as styles from './RichText.css';
import { useScrollRegions } from './useScrollRegions';

export interface RichTextProps {
  /**
   * HTML made by Pariksha's server renderer (`renderRichText`): Markdown, MathML Core, tables and
   * figures. It is put into the page as it is, TRUSTED because the server sanitised it (raw HTML
   * escaped, MathML cut to MathML Core, links and pictures checked): never pass HTML from anywhere else.
   */
  html: string;
  /** The language of the words: Hindi gets Devanagari's line spacing (and a screen reader its voice). */
  lang?: ContentLanguage;
  /** An option's words: a `<span>` that sits inside the option's label, not a block. */
  inline?: boolean;
  id?: string;
  className?: string;
}

/**
 * A question's words, drawn from the server's HTML with no maths script: the browser lays out
 * the MathML itself, in the maths face. Wide formulas and tables scroll sideways by themselves
 * (reachable with Tab when they do); figures never overflow their column.
 */
export function RichText({ html, lang, inline = false, id, className }: RichTextProps) {
  const ref = useRef<HTMLElement | null>(null);
  useScrollRegions(ref, html);
  const Element = inline ? 'span' : 'div';
  return (
    <Element
      ref={(element: HTMLElement | null) => {
        ref.current = element;
      }}
      id={id}
      lang={lang}
      className={[inline ? styles.inline : styles.root, className].filter(Boolean).join(' ')}
      // The server's renderer sanitised it: see `html`.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
