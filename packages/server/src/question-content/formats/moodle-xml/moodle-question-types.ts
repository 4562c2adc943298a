import { whatParikshaHolds } from '../refusal-messages.js';

/** Moodle's question types Pariksha cannot hold, as a teacher knows them. */
const refusedTypes: Record<string, string> = {
  essay: 'Essay questions',
  matching: 'Matching questions',
  randomsamatch: 'Random short-answer matching questions',
  shortanswer: 'Short-answer questions (typed words)',
  ddwtos: 'Drag-and-drop into text questions',
  ddimageortext: 'Drag-and-drop onto image questions',
  ddmarker: 'Drag-and-drop marker questions',
  gapselect: 'Select-missing-words questions',
  calculated: 'Calculated questions',
  calculatedsimple: 'Simple calculated questions',
  calculatedmulti: 'Calculated multichoice questions',
  multianswer: 'Embedded answers (Cloze) questions',
  description: 'Descriptions (text without a question)',
  random: 'Random questions',
  ordering: 'Ordering questions',
};

export const refusedTypeMessage = (type: string): string =>
  `${refusedTypes[type] ?? `Questions of the Moodle type "${type}"`} cannot be imported: ${whatParikshaHolds}`;
