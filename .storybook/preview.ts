import type { Preview } from '@storybook/react-vite';
// The self-hosted faces every app imports once (see packages/ui/README.md). Imported here, not
// from inside packages/ui, whose "sideEffects" list would let the production build drop them.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import { withTheme } from '../packages/ui/src/storybook/decorators';
import { tokens } from '../packages/ui/src/themes/tokens';

const preview: Preview = {
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test run.
    a11y: { test: 'error' },
    backgrounds: {
      options: {
        surface: { name: 'Page surface', value: tokens.color.surface },
        raised: { name: 'Card surface', value: tokens.color.surfaceRaised },
      },
    },
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i },
    },
    viewport: {
      options: {
        phone360: {
          name: 'Small Android phone (360 × 740)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet (768 × 1024)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Laptop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: {
        method: 'alphabetical',
        order: ['Introduction', 'Components'],
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'surface' },
  },
};

export default preview;
