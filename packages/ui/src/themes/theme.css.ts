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

// Browsers give form controls their own system font, which on many phones has no Devanagari:
// 'लॉग आउट' would show as empty boxes. Every control takes the theme's faces instead. `:where()`
// keeps this at zero specificity, so a component's own class still sets its font.
globalStyle(`:where(${themeClass}) :where(button, input, select, textarea, optgroup)`, {
  fontFamily: 'inherit',
});
