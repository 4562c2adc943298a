import { strToU8, zipSync } from 'fflate';
import type { ContentLanguage, ImportedFigure, ImportedItem, ImportedPassage } from '../../item.js';
import { markdownToHtml } from '../markup/markdown-to-html.js';
import { escapeAttribute, escapeXml, serializeXml } from '../markup/markup-node.js';
import { readHtml } from '../markup/read-html.js';
import { optionLetters } from '../template/template-columns.js';
import type { QtiMetadata } from './qti-metadata.js';

const itemNamespace = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const matchCorrect = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';

/** A key as a folder name inside the package. */
const folderOf = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, '_');

/** Markdown as the XHTML a QTI body holds: `$…$` maths kept as text, figures beside the file by their own names. */
function xhtml(markdown: string): string {
  const html = markdownToHtml(markdown, { maths: 'dollars', figureSource: (name) => name });
  return readHtml(html).children.map(serializeXml).join('');
}

const choiceId = (index: number) => optionLetters[index]?.toUpperCase() ?? `O${index}`;

function responseProcessing(item: ImportedItem): string {
  if (item.type !== 'numeric' || item.tolerance === 0) return `  <qti-response-processing template="${matchCorrect}"/>`;
  // A numeric answer within the tolerance scores: qti-equal with an absolute tolerance either side.
  return [
    '  <qti-response-processing>',
    '    <qti-response-condition>',
    '      <qti-response-if>',
    `        <qti-equal tolerance-mode="absolute" tolerance="${item.tolerance} ${item.tolerance}">`,
    '          <qti-variable identifier="RESPONSE"/>',
    '          <qti-correct identifier="RESPONSE"/>',
    '        </qti-equal>',
    '        <qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">1</qti-base-value></qti-set-outcome-value>',
    '      </qti-response-if>',
    '    </qti-response-condition>',
    '  </qti-response-processing>',
  ].join('\n');
}

function itemXml(item: ImportedItem, language: ContentLanguage): string {
  const words = item.translations[language];
  if (!words) return '';
  const answers = Array.isArray(item.answer) ? item.answer : [item.answer];
  const declaration =
    item.type === 'numeric'
      ? `  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float">\n    <qti-correct-response><qti-value>${item.answer}</qti-value></qti-correct-response>\n  </qti-response-declaration>`
      : `  <qti-response-declaration identifier="RESPONSE" cardinality="${item.type}" base-type="identifier">\n    <qti-correct-response>${answers.map((index) => `<qti-value>${choiceId(index)}</qti-value>`).join('')}</qti-correct-response>\n  </qti-response-declaration>`;
  const interaction =
    item.type === 'numeric'
      ? '    <p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>'
      : [
          `    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${item.type === 'single' ? 1 : 0}">`,
          ...(words.options ?? []).map((option, index) => `      <qti-simple-choice identifier="${choiceId(index)}">${xhtml(option)}</qti-simple-choice>`),
          '    </qti-choice-interaction>',
        ].join('\n');
  const passage = item.passage ? `  <qti-assessment-stimulus-ref identifier="${escapeAttribute(item.passage)}" href="../../stimuli/${folderOf(item.passage)}/stimulus.${language}.xml"/>\n` : '';
  const feedback =
    words.explanation === ''
      ? ''
      : `\n  <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="SOLUTION" show-hide="show">\n    <qti-content-body>${xhtml(words.explanation)}</qti-content-body>\n  </qti-modal-feedback>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${itemNamespace}" identifier="${escapeAttribute(item.key)}" title="${escapeAttribute(item.key)}" xml:lang="${language}" adaptive="false" time-dependent="false">
${declaration}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>
${passage}  <qti-item-body>
    ${xhtml(words.text)}
${interaction}
  </qti-item-body>
${responseProcessing(item)}${feedback}
</qti-assessment-item>
`;
}

function stimulusXml(passage: ImportedPassage, language: ContentLanguage): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-stimulus xmlns="${itemNamespace}" identifier="${escapeAttribute(passage.key)}" title="${escapeAttribute(passage.key)}" xml:lang="${language}">
  <qti-stimulus-body>${xhtml(passage.translations[language]?.text ?? '')}</qti-stimulus-body>
</qti-assessment-stimulus>
`;
}

/** The item's metadata as LOM keywords `name:value`, which the importer reads back. */
function keywords(item: QtiMetadata & Pick<ImportedItem, 'topic'>): string {
  const pairs: [string, string][] = [
    ['subject', item.subject],
    ['topic', item.topic.slug],
    ...(item.topic.names?.en ? ([['topic-en', item.topic.names.en]] as [string, string][]) : []),
    ...(item.topic.names?.hi ? ([['topic-hi', item.topic.names.hi]] as [string, string][]) : []),
    ...(item.subtopic ? ([['subtopic', item.subtopic]] as [string, string][]) : []),
    ['difficulty', item.difficulty],
    ...item.exams.map((exam): [string, string] => ['exam', exam]),
    ...(item.source ? ([['source', item.source]] as [string, string][]) : []),
  ];
  const list = pairs.map(([name, value]) => `<imsmd:keyword><imsmd:string>${escapeXml(`${name}:${value}`)}</imsmd:string></imsmd:keyword>`).join('');
  return `<metadata><imsmd:lom><imsmd:general>${list}</imsmd:general></imsmd:lom></metadata>`;
}

const languagesOf = (translations: Partial<Record<ContentLanguage, unknown>>) => (['en', 'hi'] as const).filter((language) => translations[language]);

/**
 * Items and passages as a QTI 3.0 content package (zip): imsmanifest.xml, one item file per
 * question and language (English and Hindi share the item's identifier), shared stimuli for
 * passages, and the figures beside the files that show them.
 */
export function exportQtiPackage(items: readonly ImportedItem[], passages: readonly ImportedPassage[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const resources: string[] = [];
  const addFigures = (folder: string, figures: readonly ImportedFigure[]) =>
    figures.map((figure) => {
      files[`${folder}/${figure.name}`] = figure.data;
      return `<file href="${escapeAttribute(`${folder}/${figure.name}`)}"/>`;
    });
  for (const passage of passages) {
    const folder = `stimuli/${folderOf(passage.key)}`;
    const figureFiles = addFigures(folder, passage.figures);
    for (const language of languagesOf(passage.translations)) {
      const href = `${folder}/stimulus.${language}.xml`;
      files[href] = strToU8(stimulusXml(passage, language));
      resources.push(`    <resource identifier="${escapeAttribute(`stimulus-${folderOf(passage.key)}-${language}`)}" type="imsqti_stimulus_xmlv3p0" href="${escapeAttribute(href)}"><file href="${escapeAttribute(href)}"/>${figureFiles.join('')}</resource>`);
    }
  }
  for (const item of items) {
    const folder = `items/${folderOf(item.key)}`;
    const figureFiles = addFigures(folder, item.figures);
    for (const language of languagesOf(item.translations)) {
      const href = `${folder}/item.${language}.xml`;
      files[href] = strToU8(itemXml(item, language));
      resources.push(`    <resource identifier="${escapeAttribute(`item-${folderOf(item.key)}-${language}`)}" type="imsqti_item_xmlv3p0" href="${escapeAttribute(href)}">${keywords(item)}<file href="${escapeAttribute(href)}"/>${figureFiles.join('')}</resource>`);
    }
  }
  files['imsmanifest.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:imsmd="http://ltsc.ieee.org/xsd/LOM" identifier="pariksha-export">
  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
${resources.join('\n')}
  </resources>
</manifest>
`);
  return zipSync(files, { level: 6 });
}
