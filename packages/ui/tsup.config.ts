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
      // The contract's plain values (the phone rule, the feature icons, the form limits) are
      // bundled into the library, their types too: the published package needs no @pariksha/contract.
      paths: { '@pariksha/contract/values': ['../contract/src/values.ts'] },
    },
  },
  clean: true,
  // One file and one stylesheet: a lazy part (the phone menu) is split by the app's bundler from
  // the sources; in the published library it stays inside index.js, its styles in index.css.
  splitting: false,
  sourcemap: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'swiper'],
  // A dev dependency, so bundled already; said here so a move to `dependencies` cannot unbundle it.
  noExternal: ['@pariksha/contract'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
