import { describe, expect, it } from 'vitest';
import type { FigureResolver } from '../figure-sources.js';
import type { ContentLanguage } from '../item.js';
import { renderRichText } from './render-rich-text.js';

/**
 * The ui's stories show real renderer output, kept in a checked-in fixture this test writes:
 * it fails when the renderer's HTML no longer matches the file, so the stories cannot drift.
 * After a deliberate change: `pnpm exec vitest run --project server rich-text-samples -u`.
 */
const fixture = '../../../../ui/src/components/RichText/richTextSamples.ts';

/** The story's own drawing (triangle.svg in the fixture's folder), at this address in the HTML. */
const sampleFigureAddress = '/media/figures/sample/';
const figures: FigureResolver = (name) =>
  name === 'triangle.svg' ? { src: `${sampleFigureAddress}triangle.svg`, width: 240, height: 180, sources: [] } : undefined;

interface SampleSource {
  lang: ContentLanguage;
  text: string;
  options?: string[];
  explanation?: string;
}

const samples: Record<string, SampleSource> = {
  jeeLimit: {
    lang: 'en',
    text: 'Evaluate $\\displaystyle\\lim_{x \\to 0} \\frac{1 - \\cos 4x}{x^2}$.',
    options: ['$2$', '$4$', '$8$', '$16$'],
    explanation:
      'Since $1 - \\cos 4x = 2\\sin^2 2x$,\n\n$$\\lim_{x \\to 0} \\frac{1 - \\cos 4x}{x^2} = \\lim_{x \\to 0} 8\\left(\\frac{\\sin 2x}{2x}\\right)^2 = 8$$',
  },
  neetCombustion: {
    lang: 'en',
    text: 'Which is the balanced equation for the complete combustion of methane?',
    options: ['\\ce{CH4 + O2 -> CO2 + H2O}', '\\ce{CH4 + 2O2 -> CO2 + 2H2O}', '\\ce{2CH4 + 3O2 -> 2CO + 4H2O}', '\\ce{CH4 + 2O2 -> C + 2H2O}'],
    explanation: 'Balance carbon, then hydrogen, then oxygen:\n\n$$\\ce{CH4 + 2O2 -> CO2 + 2H2O}$$\n\nFour oxygen atoms on each side.',
  },
  pipesFraction: {
    lang: 'en',
    text: 'Pipe A fills a tank in 6 hours and pipe B in 3 hours. What part of the tank do both fill in **one hour**?',
    options: ['$\\frac{1}{2}$', '$\\frac{1}{3}$', '$\\frac{1}{6}$', '$\\frac{2}{9}$'],
    explanation: 'In one hour $\\frac{1}{6} + \\frac{1}{3} = \\frac{1}{6} + \\frac{2}{6} = \\frac{1}{2}$ of the tank.',
  },
  triangleFigure: {
    lang: 'en',
    text:
      'In the figure, $\\angle ABC = 90^\\circ$, $AB = 3$ cm and $BC = 4$ cm. Find $AC$.\n\n' +
      '![Right triangle ABC with the right angle at B, AB = 3 cm and BC = 4 cm](figure:triangle.svg)',
    options: ['5 cm', '6 cm', '7 cm', '$\\sqrt{7}$ cm'],
    explanation: 'By Pythagoras, $AC = \\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$ cm.',
  },
  triangleFigureHindi: {
    lang: 'hi',
    text:
      'चित्र में $\\angle ABC = 90^\\circ$, $AB = 3$ सेमी और $BC = 4$ सेमी है। $AC$ ज्ञात कीजिए।\n\n' +
      '![समकोण त्रिभुज ABC, जिसमें B पर समकोण है, AB = 3 सेमी और BC = 4 सेमी](figure:triangle.svg)',
    options: ['5 सेमी', '6 सेमी', '7 सेमी', '$\\sqrt{7}$ सेमी'],
    explanation: 'पाइथागोरस प्रमेय से $AC = \\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$ सेमी।',
  },
  admissionsTable: {
    lang: 'en',
    text:
      'Students admitted to five colleges:\n\n| College | 2021 | 2022 | 2023 | Change 2021–2023 |\n|---|--:|--:|--:|--:|\n' +
      '| P | 450 | 540 | 600 | +33.3% |\n| Q | 380 | 420 | 475 | +25.0% |\n| R | 520 | 494 | 560 | +7.7% |\n' +
      '| S | 300 | 360 | 390 | +30.0% |\n| T | 400 | 450 | 550 | +37.5% |\n\nWhich college admitted the most students in 2022?',
    options: ['P', 'Q', 'R', 'T'],
  },
  quadraticHindi: {
    lang: 'hi',
    text: 'यदि $x^2 - 5x + 6 = 0$ है, तो $x$ के मान क्या हैं?',
    options: ['$2$ और $3$', '$-2$ और $-3$', '$1$ और $6$', '$-1$ और $6$'],
    explanation: '$x^2 - 5x + 6 = (x - 2)(x - 3)$, इसलिए\n\n$$x = 2 \\quad \\text{या} \\quad x = 3$$',
  },
  wideIntegral: {
    lang: 'en',
    text:
      'Show that\n\n$$\\int_0^{\\pi/2} \\frac{\\sin^n x}{\\sin^n x + \\cos^n x}\\,dx = \\int_0^{\\pi/2} \\frac{\\cos^n x}{\\sin^n x + \\cos^n x}\\,dx = \\frac{1}{2}\\int_0^{\\pi/2} 1\\,dx = \\frac{\\pi}{4}$$',
  },
  readingPassage: {
    lang: 'en',
    text:
      'India has more than 22,000 *kilometres* of navigable inland waterways, yet they carry a small share of its freight. ' +
      'A barge uses far less fuel per tonne-kilometre than a truck, and a river needs no new land.\n\n' +
      'Since 2016, 111 waterways have been declared national waterways. Where a river is deep enough all year, ' +
      'cargo has begun to move by water again; where it is not, dredging costs more than the trade it would bring.',
  },
  readingPassageHindi: {
    lang: 'hi',
    text:
      'भारत में 22,000 किलोमीटर से अधिक नौगम्य अंतर्देशीय जलमार्ग हैं, फिर भी वे इसके माल का छोटा हिस्सा ही ढोते हैं। ' +
      'एक बजरा प्रति टन-किलोमीटर ट्रक से बहुत कम ईंधन खर्च करता है, और नदी को नई ज़मीन नहीं चाहिए।\n\n' +
      '2016 से 111 जलमार्ग राष्ट्रीय जलमार्ग घोषित किए गए हैं।',
  },
};

function render(source: string, lang: ContentLanguage, inline = false) {
  const { html, problems } = renderRichText(source, { figures, lang, inline });
  expect(problems, source).toEqual([]);
  return { source, html };
}

function fixtureFile(): string {
  const rendered = Object.fromEntries(
    Object.entries(samples).map(([name, sample]) => [
      name,
      {
        lang: sample.lang,
        text: render(sample.text, sample.lang),
        ...(sample.options ? { options: sample.options.map((option) => render(option, sample.lang, true)) } : {}),
        ...(sample.explanation ? { explanation: render(sample.explanation, sample.lang) } : {}),
      },
    ]),
  );
  return [
    '// Written by packages/server/src/question-content/render/rich-text-samples.test.ts with the server renderer:',
    '// do not edit. After a change to the renderer: `pnpm exec vitest run --project server rich-text-samples -u`.',
    '',
    '/** A source and the HTML the server renders from it. */',
    'export interface RichTextSample {',
    '  source: string;',
    '  html: string;',
    '}',
    '',
    'export interface RichTextSampleQuestion {',
    "  lang: 'en' | 'hi';",
    '  text: RichTextSample;',
    '  options?: RichTextSample[];',
    '  explanation?: RichTextSample;',
    '}',
    '',
    `/** Figures are at ${sampleFigureAddress}NAME in the HTML; the stories point that at their own files. */`,
    `export const sampleFigureAddress = '${sampleFigureAddress}';`,
    '',
    `export const richTextSamples = ${JSON.stringify(rendered, null, 2)} satisfies Record<string, RichTextSampleQuestion>;`,
    '',
  ].join('\n');
}

describe('the ui stories’ rich-text fixture', () => {
  it('is what the renderer draws today', async () => {
    await expect(fixtureFile()).toMatchFileSnapshot(fixture);
  });
});
