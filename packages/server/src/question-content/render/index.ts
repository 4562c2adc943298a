/**
 * Question text to what a learner sees: server-only (Temml and the sanitiser never reach a
 * learner's JavaScript). See render-rich-text.ts for the source format.
 */
export { plainText } from './plain-text.js';
export { plainToMarkdown } from './plain-to-markdown.js';
export { renderRichText, type RenderedRichText, type RenderRichTextOptions } from './render-rich-text.js';
