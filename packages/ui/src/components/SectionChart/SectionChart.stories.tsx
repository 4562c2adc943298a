import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { manySections, firstCandidateSections, hindiSectionNames, negativeSections, sscSections } from './sampleSections';
import { SectionChart, sectionChartHeadingLevels, type SectionChartLabels } from './SectionChart';
import type { SectionChartSection } from './sectionChartData';

const hindiLabels: SectionChartLabels = {
  scoreHeading: 'खंडवार अंक',
  timeHeading: 'खंडवार समय',
  legend: 'संकेत',
  you: 'आप',
  average: 'औसत',
  topper: 'टॉपर',
  accuracyNote: (value, attempted, questions) => `सटीकता ${value} · ${questions} में से ${attempted} प्रश्न हल किए`,
  scoreSummary: ({ section, score, maxScore, average, topper }) =>
    [`${section} में आपको ${maxScore} में से ${score} अंक मिले`, average === null ? null : `औसत ${average}`, topper === null ? null : `टॉपर ${topper}`]
      .filter((part) => part !== null)
      .join(', '),
  timeSummary: (section, time) => `${section} में ${time}`,
  showTable: 'आँकड़े दिखाएँ',
  hideTable: 'आँकड़े छिपाएँ',
  tableCaption: 'खंडवार अंक, सटीकता और समय',
  section: 'खंड',
  yourScore: 'आपके अंक',
  accuracy: 'सटीकता',
  attempted: 'हल किए',
  time: 'समय',
  outOf: (value, total) => `${total} में से ${value}`,
  missing: '—',
  empty: 'अभी दिखाने के लिए खंडवार परिणाम नहीं है।',
};

const hindiSections: SectionChartSection[] = sscSections.map((section, index) => ({
  ...section,
  name: hindiSectionNames[index] ?? section.name,
}));

/** Each section's group of bars in the score chart, by the section's name. */
function scoreGroup(canvasElement: HTMLElement, name: string): HTMLElement {
  const group = canvasElement.querySelector<HTMLElement>(`[data-section="${name}"]`);
  if (!group) throw new Error(`No bars for ${name}`);
  return group;
}

/** A bar's drawn extent across the screen, in pixels. */
function barBox(group: HTMLElement, series: string): DOMRect {
  const bar = group.querySelector(`[data-series="${series}"] rect`);
  if (!bar) throw new Error(`No ${series} bar`);
  return bar.getBoundingClientRect();
}

const meta = {
  title: 'Components/SectionChart',
  component: SectionChart,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { sections: sscSections, locale: 'en-IN', headingLevel: 2 },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sectionChartHeadingLevels },
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
} satisfies Meta<typeof SectionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Four sections against the average candidate and the topper. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('each chart is one image, named by its heading and described in words', async () => {
      const score = canvas.getByRole('img', { name: 'Score by section' });
      await expect(score).toHaveAccessibleDescription(
        expect.stringContaining('You scored 34 of 50 in General Intelligence and Reasoning, average 24.5, topper 46; You scored 15 of 50 in General Awareness'),
      );
      const time = canvas.getByRole('img', { name: 'Time by section' });
      await expect(time).toHaveAccessibleDescription(expect.stringContaining('22 minutes 40 seconds on Quantitative Aptitude'));
      await expect(canvas.getByRole('heading', { level: 2, name: 'Score by section' })).toBeVisible();
    });

    await step('the key names the three series', async () => {
      const key = canvas.getByRole('list', { name: 'Key' });
      await expect(within(key).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['You', 'Average', 'Topper']);
    });

    await step('bars are as long as the marks, from the same zero', async () => {
      const quant = scoreGroup(canvasElement, 'Quantitative Aptitude');
      const you = barBox(quant, 'you');
      const average = barBox(quant, 'average');
      const topper = barBox(quant, 'topper');
      await expect(you.left).toBeCloseTo(topper.left, 0);
      // 25, 19.5 and 48 marks: the bars' lengths keep those proportions.
      await expect(you.width / topper.width).toBeCloseTo(25 / 48, 1);
      await expect(average.width / topper.width).toBeCloseTo(19.5 / 48, 1);
      await expect(within(quant).getByText('Accuracy 70% · 20 of 25 attempted')).toBeVisible();
      await expect(within(quant).getByText('48')).toBeVisible();
    });

    await step('the series differ by pattern as well as colour', async () => {
      const reasoning = scoreGroup(canvasElement, 'General Intelligence and Reasoning');
      const fills = ['you', 'average', 'topper'].map((series) => reasoning.querySelector(`[data-series="${series}"] rect`)?.getAttribute('fill') ?? 'solid');
      await expect(new Set(fills).size).toBe(3);
    });
  },
};

/** The numbers behind the charts: a disclosure button, worked from the keyboard. */
export const ShowTheNumbers: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show the numbers' });

    await step('the table waits behind the button', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
      const controlled = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
      await expect(controlled).not.toBeVisible();
    });

    await step('Enter opens it, with every number', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Hide the numbers');
      const table = canvas.getByRole('table', { name: 'Score, accuracy and time by section' });
      const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
      await expect(headers).toEqual(['Section', 'Your score', 'Average', 'Topper', 'Accuracy', 'Attempted', 'Time']);
      const row = within(table).getByRole('row', { name: /^General Awareness/ });
      await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        '15 of 50',
        '12.75',
        '38',
        '60%',
        '15 of 25',
        '6 mins 5 secs',
      ]);
    });

    await step('Space closes it again', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    });
  },
};

/** The first candidate to finish the paper: nobody to compare with, so only their own bars and no key. */
export const FirstCandidate: Story = {
  args: { sections: firstCandidateSections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Key' })).not.toBeInTheDocument();
    const reasoning = scoreGroup(canvasElement, 'General Intelligence and Reasoning');
    await expect(reasoning.querySelectorAll('[data-series]')).toHaveLength(1);
    const score = canvas.getByRole('img', { name: 'Score by section' });
    await expect(score).toHaveAccessibleDescription(expect.stringContaining('You scored 34 of 50 in General Intelligence and Reasoning;'));
    await expect(score).not.toHaveAccessibleDescription(expect.stringMatching(/average|topper/));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the numbers' }));
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Section', 'Your score', 'Accuracy', 'Attempted', 'Time']);
  },
};

export const OneSection: Story = {
  args: { sections: [sscSections[2] as SectionChartSection] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Score by section' })).toHaveAccessibleDescription(
      'You scored 25 of 50 in Quantitative Aptitude, average 19.5, topper 48.',
    );
    await expect(canvas.getByRole('img', { name: 'Time by section' })).toHaveAccessibleDescription(
      '22 minutes 40 seconds on Quantitative Aptitude.',
    );
    // Once above each chart's bars (the table's copy waits, hidden, behind its button).
    await expect(canvas.getAllByText('Quantitative Aptitude').filter((name) => name.checkVisibility())).toHaveLength(2);
  },
};

/**
 * Negative marking took General Awareness below zero: its bar runs left of the zero line, its
 * value printed beyond the bar's end. English was not attempted: its accuracy is '—', not 0%.
 */
export const NegativeScore: Story = {
  args: { sections: negativeSections },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const awareness = scoreGroup(canvasElement, 'General Awareness');
    const zero = awareness.querySelector('[data-zero]')?.getBoundingClientRect();
    if (!zero) throw new Error('No zero line');

    await step('the negative bar ends at zero and reaches left', async () => {
      const you = barBox(awareness, 'you');
      await expect(you.right).toBeCloseTo(zero.left + zero.width / 2, 0);
      await expect(you.width).toBeGreaterThan(0);
      const value = within(awareness).getByText('-3.5').getBoundingClientRect();
      await expect(value.right).toBeLessThanOrEqual(you.left);
      // A positive bar in the same chart starts at the same zero.
      const average = barBox(awareness, 'average');
      await expect(average.left).toBeCloseTo(you.right, 0);
    });

    await step('nothing attempted reads as no accuracy, not zero', async () => {
      const english = scoreGroup(canvasElement, 'English Comprehension');
      await expect(within(english).getByText('Accuracy — · 0 of 25 attempted')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Show the numbers' }));
      const row = canvas.getByRole('row', { name: /^English Comprehension/ });
      await expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('—');
    });
  },
};

/** Eight sections with long names, on a phone: each name wraps above its own bars, none overlaps the next. */
export const ManySections: Story = {
  args: { sections: manySections },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const groups = [...canvasElement.querySelectorAll<HTMLElement>('[data-section]')];
    await expect(groups).toHaveLength(8);
    for (const [index, group] of groups.entries()) {
      const next = groups[index + 1];
      if (next) await expect(group.getBoundingClientRect().bottom).toBeLessThanOrEqual(next.getBoundingClientRect().top);
      const name = group.querySelector('p');
      await expect(name?.getBoundingClientRect().right).toBeLessThanOrEqual(group.getBoundingClientRect().right + 0.5);
      await expect(name?.scrollWidth).toBeLessThanOrEqual(name?.clientWidth ?? 0);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: { sections: hindiSections, labels: hindiLabels, locale: 'hi-IN' },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'खंडवार अंक' })).toHaveAccessibleDescription(
      expect.stringContaining('सामान्य बुद्धि एवं तर्कशक्ति में आपको 50 में से 34 अंक मिले, औसत 24.5, टॉपर 46'),
    );
    await expect(canvas.getByRole('img', { name: 'खंडवार समय' })).toHaveAccessibleDescription(
      expect.stringContaining('मात्रात्मक योग्यता में 22 मिनट 40 सेकंड'),
    );
    await expect(within(canvas.getByRole('list', { name: 'संकेत' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'आँकड़े दिखाएँ' }));
    const row = canvas.getByRole('row', { name: /^सामान्य जागरूकता/ });
    await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('50 में से 15');
  },
};

/** A 360 px phone: nothing scrolls sideways, the toggle is a full touch target, the table scrolls in its box. */
export const Phone: Story = {
  args: { sections: negativeSections },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document = canvasElement.ownerDocument;
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const toggle = canvas.getByRole('button', { name: 'Show the numbers' });
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    const region = canvas.getByRole('region', { name: 'Score, accuracy and time by section' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // The printed values stay inside the chart's column.
    const right = canvasElement.querySelector('[role="img"]')?.getBoundingClientRect().right ?? 0;
    for (const value of canvasElement.querySelectorAll('[role="img"] text')) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    }
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No section-wise result to show yet.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Under a result page's section heading, the charts' headings are one level down. */
export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Time by section' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};
