import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    compilerOptions: {
      // The workspace resolves @pariksha/* to sources through a custom condition; the published
      // declarations must not depend on it.
      customConditions: [],
    },
  },
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'swiper'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
