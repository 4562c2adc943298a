import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { PaletteLegendLabels, QuestionPaletteLabels, QuestionViewLabels } from '@pariksha/ui';
import { translatorAtom } from '../../../features/language/atoms';
import type { ClockLabels } from './timeAlerts';

/** The ui components' words in the reader's language (the components take every text as labels). */
export function useTestLabels() {
  const t = useAtomValue(translatorAtom);
  return useMemo(() => {
    const states = {
      notVisited: t('test.state.notVisited'),
      notAnswered: t('test.state.notAnswered'),
      answered: t('test.state.answered'),
      markedForReview: t('test.state.markedForReview'),
      answeredAndMarked: t('test.state.answeredAndMarked'),
    };
    const legend: PaletteLegendLabels = { legend: t('test.legend'), states };
    const palette: QuestionPaletteLabels = {
      palette: t('test.palette'),
      states,
      question: (number, state) => t('test.paletteQuestion', { number, state }),
      previousPage: t('test.palettePrevious'),
      nextPage: t('test.paletteNext'),
      page: (first, last, total) => t('test.palettePage', { first, last, total }),
    };
    const question: Omit<QuestionViewLabels, 'keypad'> & { keypad: QuestionViewLabels['keypad'] } = {
      question: t('test.questionNumber', { n: '{n}' }),
      direction: t('test.direction'),
      chooseOne: t('test.chooseOne'),
      chooseAll: t('test.chooseAll'),
      typeNumber: t('test.typeNumber'),
      unsaved: t('test.unsaved'),
      saving: t('test.saving'),
      saved: t('test.saved'),
      offline: t('test.offline'),
      keypad: {
        answer: t('test.keypad.answer'),
        empty: t('test.keypad.empty'),
        keypad: t('test.keypad.keypad'),
        point: t('test.keypad.point'),
        minus: t('test.keypad.minus'),
        backspace: t('test.keypad.backspace'),
        clear: t('test.keypad.clear'),
        refusedPoint: t('test.keypad.refusedPoint'),
        refusedMinus: t('test.keypad.refusedMinus'),
        refusedLength: t('test.keypad.refusedLength', { max: '{max}' }),
      },
    };
    // A multiple-correct question in a section with partial marks says so under the question.
    const partialQuestion: typeof question = { ...question, chooseAll: t('test.chooseAllPartial') };
    const timer: ClockLabels = {
      timeLeft: t('test.timeLeft'),
      fiveMinutesLeft: t('test.fiveMinutesLeft'),
      oneMinuteLeft: t('test.oneMinuteLeft'),
    };
    const passage = { heading: t('test.passage', { from: '{from}', to: '{to}' }) };
    return { states, legend, palette, question, partialQuestion, timer, passage };
  }, [t]);
}
