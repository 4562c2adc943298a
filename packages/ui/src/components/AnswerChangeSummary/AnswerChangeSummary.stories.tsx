import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { AnswerChangeSummary, type AnswerChangeSummaryLabels } from './AnswerChangeSummary';

const hindiLabels: AnswerChangeSummaryLabels = {
  heading: 'बदले गए उत्तर',
  rightToWrong: 'सही से ग़लत',
  wrongToRight: 'ग़लत से सही',
  wrongToWrong: 'ग़लत से ग़लत',
  advice: {
    none: 'आपने कोई उत्तर नहीं बदला।',
    trustFirstInstinct: 'आपका पहला उत्तर अक्सर सही था: उत्तर तभी बदलें जब आपको कोई ग़लती दिखे।',
    recheckingPaidOff: 'दोबारा जाँचने का फ़ायदा हुआ: जिन प्रश्नों पर संदेह हो, उन पर लौटते रहें।',
    evenTrade: 'आपके बदलावों ने जितने उत्तर सुधारे, उतने ही बिगाड़े: उत्तर तभी बदलें जब ग़लती साफ़ दिखे।',
    changesDidNotHelp: 'हर बदलाव एक ग़लत उत्तर से दूसरे ग़लत उत्तर पर गया: जो प्रश्न उलझाए, उसे शुरू से दोबारा हल करें।',
  },
};

/** The figures as a screen reader meets them: each term with its count. */
function readFigures(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('dl > div')].map(
    (figure) => `${figure.querySelector('dt')?.textContent ?? ''}: ${figure.querySelector('dd')?.textContent ?? ''}`,
  );
}

const meta = {
  title: 'Components/AnswerChangeSummary',
  component: AnswerChangeSummary,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { rightToWrong: 3, wrongToRight: 1, wrongToWrong: 2, locale: 'en-IN' },
  argTypes: { locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] } },
} satisfies Meta<typeof AnswerChangeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** More answers broken than fixed: the advice is to trust the first answer. */
export const TrustFirstInstinct: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('three figures, each named in words', async () => {
      await expect(canvas.getByRole('region', { name: 'Answer changes' })).toBeVisible();
      await expect(readFigures(canvasElement)).toEqual(['Right to wrong: 3', 'Wrong to right: 1', 'Wrong to wrong: 2']);
    });
    await step('the advice follows the numbers', async () => {
      await expect(
        canvas.getByText('Your first instinct was often right: change an answer only when you find a mistake.'),
      ).toBeVisible();
    });
    await step('each icon draws its marks by shape: a tick for right, a cross for wrong', async () => {
      const marks = [...canvasElement.querySelectorAll('dt svg')].map((icon) =>
        [...icon.querySelectorAll('[data-mark]')].map((mark) => mark.getAttribute('data-mark')).join('→'),
      );
      await expect(marks).toEqual(['right→wrong', 'wrong→right', 'wrong→wrong']);
      const right = canvasElement.querySelector('[data-mark="right"] circle');
      const wrong = canvasElement.querySelector('[data-mark="wrong"] circle');
      await expect(right && getComputedStyle(right).fill).toBe(hexToRgb(tokens.color.success));
      await expect(wrong && getComputedStyle(wrong).fill).toBe(hexToRgb(tokens.color.critical));
    });
  },
};

export const RecheckingPaidOff: Story = {
  args: { rightToWrong: 1, wrongToRight: 4, wrongToWrong: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Rechecking paid off/)).toBeVisible();
  },
};

export const EvenTrade: Story = {
  args: { rightToWrong: 2, wrongToRight: 2, wrongToWrong: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/fixed as many answers as they broke/)).toBeVisible();
  },
};

export const WrongToWrongOnly: Story = {
  args: { rightToWrong: 0, wrongToRight: 0, wrongToWrong: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/swapped one wrong answer for another/)).toBeVisible();
  },
};

/** Nothing changed: the counts still show, as zeros, and the line says so. */
export const NoChanges: Story = {
  args: { rightToWrong: 0, wrongToRight: 0, wrongToWrong: 0 },
  play: async ({ canvasElement }) => {
    await expect(readFigures(canvasElement)).toEqual(['Right to wrong: 0', 'Wrong to right: 0', 'Wrong to wrong: 0']);
    await expect(within(canvasElement).getByText('You did not change any answer.')).toBeVisible();
  },
};

export const Hindi: Story = {
  args: { rightToWrong: 1, wrongToRight: 5, wrongToWrong: 1200, locale: 'hi-IN', labels: hindiLabels },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'बदले गए उत्तर' })).toBeVisible();
    await expect(readFigures(canvasElement)).toEqual(['सही से ग़लत: 1', 'ग़लत से सही: 5', 'ग़लत से ग़लत: 1,200']);
    await expect(canvas.getByText(/^दोबारा जाँचने का फ़ायदा हुआ/)).toBeVisible();
  },
};

export const Phone: Story = {
  args: { rightToWrong: 12, wrongToRight: 7, wrongToWrong: 130 },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const figures = [...canvasElement.querySelectorAll('dl > div')];
    // Three side by side on the phone: one row.
    const tops = new Set(figures.map((figure) => Math.round(figure.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
