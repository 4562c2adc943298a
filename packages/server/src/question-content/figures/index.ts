export { figureFileUrl, figuresPath, parseFigureFileName, svgFileName, variantFileName } from './figure-files.js';
export { maxFigureBytes, maxFigureSide } from './limits.js';
export { checkUpload, figureHash, prepareFigure, type FigureRefusal, type PreparedFigure } from './prepare-figure.js';
export { createFigureResolver, loadFigureRecords, loadFigureResolver, type NamedFigure } from './resolver.js';
export { createServedFigureFiles, type ServedFigureFile, type ServedFigureFiles } from './served-files.js';
export { figureSources, type FigureRecord } from './sources.js';
export {
  findFigure,
  saveFigure,
  storeFigure,
  type FigureStore,
  type StoredFigure,
  type StoreFigureOptions,
  type StoreFigureResult,
} from './store-figure.js';
export { figureWidths } from './variant-plan.js';
