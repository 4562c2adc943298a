import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { VideoTopic } from '@pariksha/contract/values';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LessonFilters, type LessonFiltersLabels, type LessonFiltersProps } from './LessonFilters';

const exams = [
  { slug: 'ssc-cgl', name: 'SSC CGL' },
  { slug: 'sbi-po', name: 'SBI PO' },
  { slug: 'ibps-clerk', name: 'IBPS Clerk' },
];

const hindiLabels: LessonFiltersLabels = {
  region: 'पाठ खोजें',
  all: 'सभी',
  topics: {
    logical_reasoning: 'तार्किक क्षमता',
    verbal_ability: 'मौखिक क्षमता',
    quantitative_ability: 'मात्रात्मक क्षमता',
  },
  topicGroup: 'विषय',
  search: 'पाठ खोजें',
  searchPlaceholder: 'न्याय निगमन, प्रतिशत, मुहावरे…',
  exam: 'परीक्षा के अनुसार छाँटें',
  allExams: 'सभी परीक्षाएँ',
};

/** The page's part: it holds the filters' state (in the app, the address). */
function Controlled(props: LessonFiltersProps) {
  const [topic, setTopic] = useState<VideoTopic | null>(props.topic);
  const [query, setQuery] = useState(props.query);
  const [exam, setExam] = useState(props.exam);
  return (
    <LessonFilters
      {...props}
      topic={topic}
      query={query}
      exam={exam}
      onTopicChange={(next) => {
        setTopic(next);
        props.onTopicChange(next);
      }}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      onExamChange={(next) => {
        setExam(next);
        props.onExamChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LessonFilters',
  component: LessonFilters,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  render: (args) => <Controlled {...args} />,
  args: { topic: null, query: '', exam: '', exams, onTopicChange: fn(), onQueryChange: fn(), onExamChange: fn() },
} satisfies Meta<typeof LessonFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's chips, a search box and 'Filter by exam', each telling the page what changed. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const chips = within(canvas.getByRole('group', { name: 'Topics' })).getAllByRole('button');

    await step('ALL and the three topics, ALL chosen', async () => {
      await expect(chips.map((chip) => chip.textContent)).toEqual([
        'ALL',
        'LOGICAL REASONING',
        'VERBAL ABILITY',
        'QUANTITATIVE ABILITY',
      ]);
      await expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    });

    await step('a chip chooses its topic; ALL goes back to every topic', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'VERBAL ABILITY' }));
      await expect(args.onTopicChange).toHaveBeenLastCalledWith('verbal_ability');
      await expect(canvas.getByRole('button', { name: 'VERBAL ABILITY' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(canvas.getByRole('button', { name: 'ALL' }));
      await expect(args.onTopicChange).toHaveBeenLastCalledWith(null);
    });

    await step('the search box passes on what is typed', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search lessons' });
      await userEvent.type(search, 'idioms');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('idioms');
    });

    await step("'Filter by exam' starts at All exams and lists the exams", async () => {
      const select = canvas.getByRole('combobox', { name: 'Filter by exam' });
      await expect(select).toHaveDisplayValue('All exams');
      await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'All exams',
        'SSC CGL',
        'SBI PO',
        'IBPS Clerk',
      ]);
      await userEvent.selectOptions(select, 'SBI PO');
      await expect(args.onExamChange).toHaveBeenLastCalledWith('sbi-po');
      await userEvent.selectOptions(select, 'All exams');
      await expect(args.onExamChange).toHaveBeenLastCalledWith('');
    });
  },
};

/** Filters already chosen (from the address) show as chosen. */
export const Chosen: Story = {
  args: { topic: 'quantitative_ability', query: 'percent', exam: 'sbi-po' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'QUANTITATIVE ABILITY' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('searchbox')).toHaveValue('percent');
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('SBI PO');
  },
};

export const Hindi: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { labels: hindiLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'पाठ खोजें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'मात्रात्मक क्षमता' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'परीक्षा के अनुसार छाँटें' })).toHaveDisplayValue('सभी परीक्षाएँ');
  },
};

/** A phone: the chips scroll sideways within their row; the page does not; every target ≥ 44 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Topics' });
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const targets = [...within(group).getAllByRole('button'), canvas.getByRole('searchbox'), canvas.getByRole('combobox')];
    for (const target of targets) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
