import type { Decorator } from '@storybook/react-vite';
import { themeClass } from '../themes/theme.css';
import * as styles from './storybook.css';

/** Story parameters read by `withTheme`. */
export interface FrameParameters {
  /** The language of the story's text; Hindi stories set 'hi' so fonts and screen readers follow. */
  lang?: 'en' | 'hi';
  /** The column the story sits in: a phone-width card column, the page width, or edge to edge. */
  width?: 'narrow' | 'wide' | 'full';
}

/** Wraps every story in the theme, on the page surface, in the story's language. */
export const withTheme: Decorator = (Story, context) => {
  const frame = (context.parameters.frame ?? {}) as FrameParameters;
  const width = frame.width ?? 'full';
  return (
    <div className={`${themeClass} ${styles.frame}`} lang={frame.lang ?? 'en'}>
      <div className={width === 'narrow' ? styles.narrow : width === 'wide' ? styles.wide : undefined}>
        <Story />
      </div>
    </div>
  );
};
