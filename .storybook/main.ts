import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@chromatic-com/storybook', '@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // The seed content's media (/images, /books, /lessons: the video lessons' clips and captions).
  staticDirs: ['../packages/server/static'],
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Relative addresses, so the static build (storybook-static/) works wherever it is hosted: on
    // its own origin, never the app's (pnpm start serves it on STORYBOOK_PORT).
    viteConfig.base = './';
    return viteConfig;
  },
};

export default config;
