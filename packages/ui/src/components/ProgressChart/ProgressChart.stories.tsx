import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProgressChart, type ProgressChartLabels } from './ProgressChart';
import { monthOfMocks, newestFirst, thirtyMocks, withUnranked } from './sampleProgress';

const hindiLabels: ProgressChartLabels = {
  chart: 'समय के साथ अंक और पर्सेंटाइल',
  legend: 'संकेत',
  score: 'अंक (पूर्णांक का %)',
  percentile: 'पर्सेंटाइल',
  latest: (score, percentile) =>
    percentile === null ? `नवीनतम: ${score} अंक, रैंक नहीं दी गई` : `नवीनतम: ${score} अंक, ${percentile} पर्सेंटाइल`,
  summary: ({ count, firstDate, lastDate, firstScore, lastScore, firstPercentile, lastPercentile }) => {
    if (count === 1) {
      return `1 प्रयास, ${lastDate} को: अंक ${lastScore}${lastPercentile === null ? '' : `, पर्सेंटाइल ${lastPercentile}`}।`;
    }
    const percentile =
      lastPercentile === null
        ? ''
        : firstPercentile === null
          ? `; पर्सेंटाइल ${lastPercentile}`
          : `; पर्सेंटाइल ${firstPercentile} से ${lastPercentile}`;
    return `${firstDate} से ${lastDate} तक ${count} प्रयास। अंक ${firstScore} से ${lastScore}${percentile}।`;
  },
  showTable: 'आँकड़े दिखाएँ',
  hideTable: 'आँकड़े छिपाएँ',
  tableCaption: 'आपके प्रयास',
  date: 'तारीख',
  test: 'टेस्ट',
  scoreCell: (share, score, maxScore) => `${share} (${maxScore} में से ${score})`,
  missing: '—',
  loading: 'आपकी प्रगति लोड हो रही है...',
  empty: 'अपनी प्रगति यहाँ देखने के लिए कोई टेस्ट दें।',
  error: (message) => `त्रुटि: ${message}`,
};

/** The date labels under the chart that are drawn at the chart's present width. */
function shownTicks(canvasElement: HTMLElement): SVGTextElement[] {
  return [...canvasElement.querySelectorAll<SVGTextElement>('text[data-tick]')].filter(
    (tick) => getComputedStyle(tick).display !== 'none',
  );
}

/** No two shown labels overlap, and none reaches out of the chart's box. */
async function expectTicksApart(canvasElement: HTMLElement) {
  const svg = canvasElement.querySelector('svg[role="img"]')?.getBoundingClientRect();
  const boxes = shownTicks(canvasElement).map((tick) => tick.getBoundingClientRect());
  for (const [index, box] of boxes.entries()) {
    const next = boxes[index + 1];
    if (next) await expect(box.right).toBeLessThan(next.left);
    await expect(box.left).toBeGreaterThanOrEqual(svg?.left ?? 0);
    await expect(box.right).toBeLessThanOrEqual(svg?.right ?? 0);
  }
}

const meta = {
  title: 'Components/ProgressChart',
  component: ProgressChart,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { points: newestFirst, locale: 'en-IN', loading: false, error: null },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
    error: { control: 'text' },
  },
} satisfies Meta<typeof ProgressChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Six mocks, passed newest first as the app has them: drawn oldest to newest. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the latest result is called out in words', async () => {
      await expect(canvas.getByText('Latest: 62% score, 88.4 percentile')).toBeVisible();
    });

    await step('the chart is one image with a description', async () => {
      const chart = canvas.getByRole('img', { name: 'Score and percentile over time' });
      await expect(chart).toHaveAccessibleDescription(
        '6 attempts from 25 Oct 2026 to 21 Nov 2026. Score from 48% to 62%; percentile from 61.3 to 88.4.',
      );
    });

    await step('dates run oldest to newest, left to right', async () => {
      const ticks = shownTicks(canvasElement);
      await expect(ticks.map((tick) => tick.textContent)).toEqual(['25 Oct', '30 Oct', '4 Nov', '9 Nov', '15 Nov', '21 Nov']);
      const lefts = ticks.map((tick) => tick.getBoundingClientRect().left);
      await expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    });

    await step('two joined lines with different markers, higher percentile drawn higher', async () => {
      await expect(canvasElement.querySelectorAll('svg[role="img"] [data-series="score"] line')).toHaveLength(5);
      await expect(canvasElement.querySelectorAll('svg[role="img"] [data-series="percentile"] line')).toHaveLength(5);
      const dash = getComputedStyle(canvasElement.querySelector('svg[role="img"] [data-series="percentile"] line') as Element).strokeDasharray;
      await expect(dash).not.toBe('none');
      const circles = [...canvasElement.querySelectorAll('svg[role="img"] circle')].map((circle) => circle.getBoundingClientRect().top);
      // 48% then 54.25%: the second attempt's marker sits higher on the screen.
      await expect(circles[1]).toBeLessThan(circles[0] ?? 0);
      await expect(canvas.getByRole('list', { name: 'Key' })).toHaveTextContent('Score (% of full marks)Percentile');
    });

    await step('the numbers open behind a button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show the numbers' }));
      const rows = within(canvas.getByRole('table', { name: 'Your attempts' })).getAllByRole('row');
      await expect(rows).toHaveLength(7);
      await expect(within(rows[6] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        'SSC CGL Tier I Full Mock 6',
        '62% (124 of 200)',
        '88.4',
      ]);
      await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('25 Oct 2026');
    });
  },
};

/** Retakes are not ranked: the percentile line breaks around them and the table shows '—'. */
export const Unranked: Story = {
  args: { points: withUnranked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Latest: 67% score, not ranked')).toBeVisible();
    // Five scores joined by four lines; the percentile only between mocks 2 and 3, both ranked.
    await expect(canvasElement.querySelectorAll('svg[role="img"] [data-series="score"] line')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('svg[role="img"] [data-series="percentile"] line')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('svg[role="img"] rect')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the numbers' }));
    const retake = canvas.getByRole('row', { name: /Full Mock 1 \(retake\)/ });
    await expect(within(retake).getAllByRole('cell')[2]).toHaveTextContent('—');
  },
};

/** The first mock: one point, in the middle, and no line to draw. */
export const OnePoint: Story = {
  args: { points: [monthOfMocks[0] as (typeof monthOfMocks)[number]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Latest: 48% score, 61.3 percentile')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription('1 attempt, on 25 Oct 2026: score 48%, percentile 61.3.');
    await expect(canvasElement.querySelectorAll('svg[role="img"] [data-series] line')).toHaveLength(0);
    const svg = canvasElement.querySelector('svg[role="img"]')?.getBoundingClientRect();
    const marker = canvasElement.querySelector('svg[role="img"] circle')?.getBoundingClientRect();
    const middle = (marker?.left ?? 0) + (marker?.width ?? 0) / 2;
    await expect(middle).toBeGreaterThan((svg?.left ?? 0) + (svg?.width ?? 0) * 0.4);
    await expect(middle).toBeLessThan((svg?.left ?? 0) + (svg?.width ?? 0) * 0.6);
  },
};

/** Thirty mocks: the dates thin out to at most ten, evenly, always with the latest, never overlapping. */
export const ThirtyPoints: Story = {
  args: { points: thirtyMocks },
  play: async ({ canvasElement }) => {
    const ticks = shownTicks(canvasElement);
    await expect(ticks.length).toBeGreaterThan(4);
    await expect(ticks.length).toBeLessThanOrEqual(10);
    await expect(ticks.at(-1)?.getAttribute('data-tick')).toBe('29');
    await expectTicksApart(canvasElement);
    await expect(canvasElement.querySelectorAll('svg[role="img"] circle')).toHaveLength(30);
  },
};

export const Hindi: Story = {
  args: { points: monthOfMocks, labels: hindiLabels, locale: 'hi-IN' },
  parameters: { frame: { lang: 'hi', width: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('नवीनतम: 62% अंक, 88.4 पर्सेंटाइल')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'समय के साथ अंक और पर्सेंटाइल' })).toHaveAccessibleDescription(
      expect.stringContaining('6 प्रयास। अंक 48% से 62%; पर्सेंटाइल 61.3 से 88.4।'),
    );
    await expect(shownTicks(canvasElement).at(-1)).toHaveTextContent('21 नव॰');
    await userEvent.click(canvas.getByRole('button', { name: 'आँकड़े दिखाएँ' }));
    await expect(canvas.getByRole('button', { name: 'आँकड़े छिपाएँ' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A 360 px phone with thirty mocks: at most four dates, nothing wider than the screen. */
export const Phone: Story = {
  args: { points: thirtyMocks },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ticks = shownTicks(canvasElement);
    await expect(ticks.length).toBeGreaterThanOrEqual(2);
    await expect(ticks.length).toBeLessThanOrEqual(4);
    await expectTicksApart(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('button', { name: 'Show the numbers' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading your progress...');
    await expect(status.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { error: 'Network error. Please check your connection.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network error. Please check your connection.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Take a test to see your progress here.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
