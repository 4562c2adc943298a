import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { describePixels, maxFigureSide } from './limits.js';
import { isLocalCss, isLocalReference } from './svg-references.js';
import { svgSize } from './svg-size.js';

const svgNamespace = 'http://www.w3.org/2000/svg';

type SvgTools = { purify: DOMPurify; window: JSDOM['window'] };

let tools: Promise<SvgTools> | undefined;

/**
 * One DOM and one DOMPurify for the process, loaded when the first SVG arrives: importing jsdom
 * takes a second or more, which no server start (and no learner) should wait for. DOMPurify gets
 * the rules its SVG profile leaves open: where hrefs and CSS may point (svg-references.ts).
 */
function svgTools(): Promise<SvgTools> {
  tools ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    // jsdom's window is the DOM DOMPurify documents for Node; its types are not DOMPurify's WindowLike.
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName;
      if (name === 'href' || name.endsWith(':href')) {
        if (!isLocalReference(data.attrValue)) data.keepAttr = false;
      } else if (name === 'style' || data.attrValue.toLowerCase().includes('url(')) {
        if (!isLocalCss(data.attrValue)) data.keepAttr = false;
      }
    });
    return { purify, window };
  })();
  return tools;
}

export type SanitisedSvg = { ok: true; svg: Buffer; width: number; height: number } | { ok: false; message: string };

/** jsdom's '1:49: unexpected close tag.' as a teacher reads it. */
function describeParseError(text: string): string {
  const match = /^(\d+):(\d+):\s*(.*?)\.?$/.exec(text.trim());
  return match === null ? text.trim() : `line ${match[1]}, column ${match[2]}: ${match[3]}`;
}

/**
 * An uploaded SVG made safe to show: read as XML (not HTML, so the drawing means what its author
 * saw), then cleaned by DOMPurify's SVG profile, which removes scripts, event handlers
 * (onload, onclick), foreignObject and animation elements (which can set an href to javascript:);
 * `use` is allowed back, since its href may only point inside the drawing. Every href must point
 * inside the drawing or be a data: PNG or JPEG; CSS (style elements and attributes, fill="url(…)")
 * may not load anything. The viewBox is kept (added when missing), so the drawing scales.
 */
export async function sanitiseSvg(name: string, data: Uint8Array): Promise<SanitisedSvg> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { ok: false, message: `'${name}' is not an SVG saved as UTF-8 text. Save it again as a plain SVG.` };
  }
  const { purify, window } = await svgTools();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.localName === 'parsererror') {
    return {
      ok: false,
      message: `'${name}' cannot be read as an SVG (${describeParseError(root.textContent ?? '')}). Save it again from the drawing program.`,
    };
  }
  if (root.localName !== 'svg' || root.namespaceURI !== svgNamespace) {
    return {
      ok: false,
      message: `'${name}' is not an SVG drawing: it must start with <svg xmlns="${svgNamespace}">.`,
    };
  }
  const size = svgSize(root);
  if (size === null) {
    return {
      ok: false,
      message: `'${name}' has neither a width and height nor a viewBox, so its size is unknown. Add a viewBox.`,
    };
  }
  if (Math.max(size.width, size.height) > maxFigureSide) {
    return {
      ok: false,
      message: `'${name}' says it is ${describePixels(size.width)} × ${describePixels(size.height)} pixels; a figure may be at most ${describePixels(maxFigureSide)} pixels on a side.`,
    };
  }
  purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
  // A <style> that would load something is removed whole: mending CSS is a parser's work.
  for (const style of Array.from(root.getElementsByTagNameNS(svgNamespace, 'style'))) {
    if (!isLocalCss(style.textContent ?? '')) style.remove();
  }
  if (size.addedViewBox !== undefined) root.setAttribute('viewBox', size.addedViewBox);
  const svg = Buffer.from(new window.XMLSerializer().serializeToString(root), 'utf8');
  return { ok: true, svg, width: size.width, height: size.height };
}
