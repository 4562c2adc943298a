import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The theme contract: every component reads its colours, spaces and sizes from here. */
export const vars = createThemeContract(tokens);

/** Put this class on the app's root element (Storybook wraps every story in it). */
export const themeClass = createTheme(vars, tokens);

globalStyle(themeClass, {
  fontFamily: vars.font.family,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  WebkitTextSizeAdjust: '100%',
  WebkitFontSmoothing: 'antialiased',
});
