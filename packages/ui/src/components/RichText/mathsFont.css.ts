import { globalFontFace } from '@vanilla-extract/css';

/**
 * The maths face: Noto Sans Math, whose OpenType MATH table Chromium needs to stretch brackets,
 * stack fractions and place limits. It matches the text's Noto Sans. Only the `math` elements use
 * it, so a browser fetches it (270 kB, woff2) on a page with maths and never on another; a phone
 * that has it installed uses its own copy. The address is the npm package's file, which the app's
 * bundler copies and self-hosts (fontsource's own CSS would declare it for Latin code points only,
 * and maths lives outside them).
 */
export const mathsFontFamily = 'Pariksha Math';

globalFontFace(mathsFontFamily, {
  src: [
    "local('Noto Sans Math')",
    "local('NotoSansMath-Regular')",
    "url('@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2') format('woff2')",
  ].join(', '),
  fontDisplay: 'swap',
  fontStyle: 'normal',
  fontWeight: 400,
});
