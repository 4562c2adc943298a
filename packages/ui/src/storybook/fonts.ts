// Storybook's copy of what every app imports once (see the package README): the self-hosted
// Noto Sans and Noto Sans Devanagari faces, in the three weights the theme uses.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
