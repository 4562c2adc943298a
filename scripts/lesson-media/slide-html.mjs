// One lesson slide as a self-contained 854×480 HTML page: the product's palette
// (packages/ui/src/themes/tokens.ts) and the self-hosted Noto Sans (Latin + Devanagari) loaded from
// node_modules by file:// URLs, so rendering needs no network.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { topicNames } from './lessons.mjs';

export const slideWidth = 854;
export const slideHeight = 480;

const require = createRequire(import.meta.url);
const fontDir = dirname(require.resolve('@fontsource/noto-sans/package.json'));

/** fontsource's own @font-face rules (with their unicode ranges), pointed at the local files. */
const fontFaces = ['400.css', '700.css']
  .map((file) => readFileSync(join(fontDir, file), 'utf8'))
  .join('\n')
  .replaceAll('url(./files/', `url(${pathToFileURL(join(fontDir, 'files')).href}/`);

const palette = {
  brand: '#3034B8',
  brandSoft: '#EEF0FD',
  text: '#171B34',
  textMuted: '#4F5672',
  surface: '#F5F6FA',
  raised: '#FFFFFF',
  border: '#DDE0E9',
  success: '#137A4E',
  critical: '#B3261E',
  gold: '#F6C944',
};

const css = `
${fontFaces}
* { box-sizing: border-box; margin: 0; }
html, body { width: ${slideWidth}px; height: ${slideHeight}px; overflow: hidden; }
body { font-family: 'Noto Sans', sans-serif; color: ${palette.text}; background: ${palette.surface};
  display: flex; flex-direction: column; font-size: 28px; line-height: 1.35; }
header { display: flex; justify-content: space-between; align-items: center; padding: 14px 32px;
  background: ${palette.brand}; color: #fff; font-size: 18px; font-weight: 700; letter-spacing: 0.02em; }
header .exam { font-weight: 400; }
main { flex: 1; padding: 22px 36px 18px; display: flex; flex-direction: column; gap: 12px; overflow: hidden; }
h1 { font-size: 34px; line-height: 1.2; color: ${palette.brand}; }
h1 .hi, h1 small { font-size: 24px; font-weight: 400; color: ${palette.textMuted}; margin-left: 10px; }
p, li { margin: 0; }
ul { padding-left: 34px; }
.hi { color: ${palette.textMuted}; }
.big { font-size: 1.08em; }
.muted { color: ${palette.textMuted}; }
.mono { font-variant-numeric: tabular-nums; }
.yes { color: ${palette.success}; }
.no { color: ${palette.critical}; }
.answer { font-weight: 700; color: ${palette.success}; }
.formula { font-size: 1.6em; font-weight: 700; color: ${palette.brand}; text-align: center;
  background: ${palette.raised}; border: 2px solid ${palette.border}; border-radius: 12px; padding: 8px; }
.question { font-size: 0.78em; background: ${palette.raised}; border-left: 6px solid ${palette.brand};
  border-radius: 8px; padding: 10px 14px; }
.steps { display: flex; flex-direction: column; gap: 8px; }
.step { opacity: 0.55; }
.step[hidden] { display: none; }
.step.new { opacity: 1; background: ${palette.brandSoft}; border-radius: 8px; padding: 6px 12px; }
.row { display: flex; align-items: center; gap: 20px; }
.row svg { flex: none; }
.tree { font-weight: 700; text-align: center; line-height: 1.15; color: ${palette.brand}; }
.card { background: ${palette.raised}; border: 2px solid ${palette.border}; border-radius: 16px; padding: 18px 22px;
  display: flex; flex-direction: column; gap: 12px; }
.try { border-color: ${palette.gold}; }
.cover { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 14px; }
.cover .topic { font-size: 22px; font-weight: 700; color: ${palette.brand}; text-transform: uppercase; letter-spacing: 0.06em; }
.cover h1 { font-size: 50px; color: ${palette.text}; }
.cover .hititle { font-size: 36px; color: ${palette.textMuted}; }
.cover .examline { font-size: 24px; color: ${palette.textMuted}; }
.close { background: ${palette.brand}; color: #fff; }
.close main { justify-content: center; align-items: center; text-align: center; }
.close .big1 { font-size: 44px; font-weight: 700; }
.close .big2 { font-size: 32px; opacity: 0.92; }
`;

/**
 * Once the fonts have loaded, the body is made to fit the slide (no clipped text): first smaller
 * text (down to 25 px), then the oldest worked steps give way to the newest, then down to 19 px.
 */
const fitScript = `
document.fonts.ready.then(() => {
  const main = document.querySelector('main');
  const overflows = () => main.scrollHeight > main.clientHeight + 1;
  let size = 28;
  const shrinkTo = (least) => {
    while (overflows() && size > least) document.body.style.fontSize = --size + 'px';
  };
  shrinkTo(25);
  for (const old of document.querySelectorAll('.step:not(.new)')) {
    if (!overflows()) break;
    old.hidden = true;
  }
  shrinkTo(19);
  document.body.dataset.fitted = String(!overflows());
});
`;

function page(body, { exam, topic, className = '' }) {
  const topicName = topicNames[topic];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head>
<body class="${className}"><header><span>Pariksha · ${topicName.en} <span lang="hi">(${topicName.hi})</span></span>
<span class="exam">${exam}</span></header><main>${body}</main><script>${fitScript}</script></body></html>`;
}

const heading = (slide) => `<h1>${slide.heading} <span class="hi" lang="hi">${slide.hiHeading}</span></h1>`;

/** The HTML page for `slide` of `lesson`. */
export function slideHtml(lesson, slide) {
  const context = { exam: lesson.exam, topic: lesson.topic };
  switch (slide.kind) {
    case 'title':
      return page(
        `<div class="cover"><p class="topic">${topicNames[lesson.topic].en} · <span lang="hi">${topicNames[lesson.topic].hi}</span></p>
         <h1>${slide.title.en}</h1><p class="hititle" lang="hi">${slide.title.hi}</p>
         <p class="examline">For ${lesson.exam} · Pariksha video lesson</p></div>`,
        context,
      );
    case 'step':
      return page(
        `${heading(slide)}<div class="question">${slide.question}</div><div class="steps">${slide.steps
          .map((step, index) => `<div class="step${index === slide.steps.length - 1 ? ' new' : ''}">${step}</div>`)
          .join('')}</div>`,
        context,
      );
    case 'try':
      return page(`${heading(slide)}<div class="card try">${slide.body}</div>`, context);
    case 'close':
      return page(
        `<p class="big1">${slide.title.en}</p><p class="big2" lang="hi">${slide.title.hi}</p>`,
        { ...context, className: 'close' },
      );
    default:
      return page(`${heading(slide)}<div class="card">${slide.body}</div>`, context);
  }
}
