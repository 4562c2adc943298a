import type { ImportedFigure, ImportedItem, ImportedPassage, ItemWords } from '../../item.js';
import { figureReferences } from '../figure-references.js';
import { markdownToHtml } from '../markup/markdown-to-html.js';
import { escapeAttribute, escapeXml } from '../markup/markup-node.js';

const pluginFile = (name: string) => `@@PLUGINFILE@@/${name.split('/').map(encodeURIComponent).join('/')}`;
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** A figure as Moodle carries it: base64 inside the text that shows it, its folder in `path`. */
function fileElement(figure: ImportedFigure): string {
  const slash = figure.name.lastIndexOf('/');
  const path = `/${figure.name.slice(0, slash + 1)}`;
  const name = figure.name.slice(slash + 1);
  return `<file name="${escapeAttribute(name)}" path="${escapeAttribute(path)}" encoding="base64">${Buffer.from(figure.data).toString('base64')}</file>`;
}

/** A Moodle text element: the Markdown as HTML with TeX for Moodle's filter, and the figures it shows. */
function textElement(tag: string, markdown: string, figures: readonly ImportedFigure[], indent: string): string {
  const shown = new Set(figureReferences(markdown).map((reference) => reference.name));
  const files = figures.filter((figure) => shown.has(figure.name)).map((figure) => `\n${indent}  ${fileElement(figure)}`);
  const html = markdown === '' ? '' : cdata(markdownToHtml(markdown, { maths: 'moodle', figureSource: pluginFile }));
  return `${indent}<${tag} format="html">\n${indent}  <text>${html}</text>${files.join('')}\n${indent}</${tag}>`;
}

/** Moodle holds one language a question: English when the item has it, else Hindi. */
const exportedWords = (item: ImportedItem): ItemWords => item.translations.en ?? item.translations.hi ?? { text: '', explanation: '' };

function passageText(passage: ImportedPassage | undefined, language: 'en' | 'hi'): string {
  return passage?.translations[language]?.text ?? passage?.translations.en?.text ?? '';
}

function answers(item: ImportedItem, words: ItemWords): string[] {
  if (item.type === 'numeric') {
    return [`    <answer fraction="100" format="moodle_auto_format">\n      <text>${item.answer}</text>\n      <tolerance>${item.tolerance}</tolerance>\n    </answer>`];
  }
  const right = Array.isArray(item.answer) ? item.answer : [item.answer];
  // Moodle accepts only its own list of grades; 100 divided by 2–6 right answers is on it.
  const share = Number((100 / right.length).toFixed(5));
  return (words.options ?? []).map((option, index) => {
    const fraction = right.includes(index) ? share : 0;
    return `    <answer fraction="${fraction}" format="html">\n      <text>${cdata(markdownToHtml(option, { maths: 'moodle', figureSource: pluginFile }))}</text>\n    </answer>`;
  });
}

function question(item: ImportedItem, passages: ReadonlyMap<string, ImportedPassage>): string {
  const words = exportedWords(item);
  const language = item.translations.en ? 'en' : 'hi';
  const passage = item.passage ? passages.get(item.passage) : undefined;
  // Moodle has no shared passage: the passage is shown above the question it belongs to.
  const text = passage ? `${passageText(passage, language)}\n\n${words.text}` : words.text;
  const figures = [...item.figures, ...(passage?.figures ?? [])];
  const type = item.type === 'numeric' ? 'numerical' : 'multichoice';
  const lines = [
    `  <question type="${type}">`,
    `    <name>\n      <text>${escapeXml(item.key)}</text>\n    </name>`,
    textElement('questiontext', text, figures, '    '),
    textElement('generalfeedback', words.explanation, item.figures, '    '),
    '    <defaultgrade>1</defaultgrade>',
    `    <idnumber>${escapeXml(item.key)}</idnumber>`,
  ];
  if (type === 'multichoice') lines.push(`    <single>${item.type === 'single'}</single>`, '    <shuffleanswers>false</shuffleanswers>', '    <answernumbering>ABCD</answernumbering>');
  lines.push(...answers(item, words));
  lines.push(`    <tags>\n      <tag><text>${item.difficulty}</text></tag>\n    </tags>`, '  </question>');
  return lines.join('\n');
}

const categoryPath = (item: ImportedItem) => `$course$/top/${item.subject}/${(item.topic.names?.en ?? item.topic.slug).replace(/\//g, '//')}`;

/**
 * Items as a Moodle XML question export: each subject/topic a `<category>`, maths as `\( … \)` for
 * Moodle's TeX filter, figures as base64 `<file>`s. One language a question (English, else Hindi).
 */
export function exportMoodleXml(items: readonly ImportedItem[], passages: readonly ImportedPassage[]): string {
  const passageByKey = new Map(passages.map((passage) => [passage.key, passage]));
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category = '';
  for (const item of items) {
    const path = categoryPath(item);
    if (path !== category) {
      category = path;
      parts.push(`  <question type="category">\n    <category>\n      <text>${escapeXml(path)}</text>\n    </category>\n  </question>`);
    }
    parts.push(question(item, passageByKey));
  }
  parts.push('</quiz>', '');
  return parts.join('\n');
}
