import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryChips, type CategoryChipsProps, type CategoryId } from './CategoryChips';

/** Holds the selection the way the home page does, so the pressed chip moves when tapped. */
function StatefulCategoryChips({ selectedId, onSelect, ...props }: CategoryChipsProps) {
  const [selected, setSelected] = useState<CategoryId | null>(selectedId);
  return (
    <CategoryChips
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

const sampleCategories = [
  { id: 1, label: 'Banking' },
  { id: 2, label: 'SSC' },
  { id: 3, label: 'Railways' },
  { id: 4, label: 'Teaching' },
] as const;

const manyCategories = [
  { id: 'banking', label: 'Banking' },
  { id: 'ssc', label: 'SSC' },
  { id: 'railways', label: 'Railways' },
  { id: 'teaching', label: 'Teaching' },
  { id: 'defence', label: 'Defence' },
  { id: 'upsc', label: 'UPSC Civil Services' },
  { id: 'state-psc', label: 'State PSC' },
  { id: 'police', label: 'Police' },
  { id: 'insurance', label: 'Insurance' },
  { id: 'regulatory', label: 'Regulatory Bodies' },
] as const;

const meta = {
  title: 'Components/CategoryChips',
  component: CategoryChips,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    categories: sampleCategories,
    selectedId: null,
    onSelect: fn(),
    allLabel: 'All Exams',
    ariaLabel: 'Exam categories',
  },
  argTypes: {
    selectedId: { control: 'select', options: [null, ...sampleCategories.map((category) => category.id)] },
  },
  // Keyed by selectedId so changing the control resets the held state.
  render: (args) => <StatefulCategoryChips key={String(args.selectedId)} {...args} />,
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SSC' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
  },
};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Exam categories' });
    const chips = within(group).getAllByRole('button');

    await step('All Exams comes first and is pressed', async () => {
      await expect(chips.map((chip) => chip.textContent)).toEqual(['All Exams', 'Banking', 'SSC', 'Railways', 'Teaching']);
      await expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
      for (const chip of chips.slice(1)) await expect(chip).toHaveAttribute('aria-pressed', 'false');
    });

    await step('tapping Railways selects it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Railways' }));
      await expect(args.onSelect).toHaveBeenCalledWith(3);
      await expect(canvas.getByRole('button', { name: 'Railways' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'All Exams' })).toHaveAttribute('aria-pressed', 'false');
    });

    await step('a keyboard user tabs to Teaching and presses Space, then back to All Exams', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Teaching' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onSelect).toHaveBeenLastCalledWith(4);
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'All Exams' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith(null);
      await expect(canvas.getByRole('button', { name: 'All Exams' })).toHaveAttribute('aria-pressed', 'true');
    });

    await step('every chip is a comfortable touch target', async () => {
      for (const chip of chips) await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

export const Selected: Story = {
  args: { selectedId: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Banking' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All Exams' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'All Exams' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

export const ManyCategoriesPhone: Story = {
  args: { categories: manyCategories },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Exam categories' });

    await step('the row scrolls itself; the page does not scroll sideways', async () => {
      await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });

    await step('all chips sit on one line', async () => {
      const tops = new Set(within(group).getAllByRole('button').map((chip) => chip.getBoundingClientRect().top));
      await expect(tops.size).toBe(1);
    });

    await step('the row shows it scrolls: the far edge fades, and swipes snap to whole chips', async () => {
      await waitFor(() => expect(group).toHaveAttribute('data-overflow', 'end'));
      await expect(getComputedStyle(group).maskImage).toContain('linear-gradient');
      await expect(getComputedStyle(group).scrollSnapType).toContain('x');
    });

    await step('the keyboard reaches the last chip, and the fade moves to the start', async () => {
      group.scrollLeft = 0;
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'All Exams' })).toHaveFocus();
      for (let press = 0; press < manyCategories.length; press += 1) await userEvent.tab();
      const last = canvas.getByRole('button', { name: 'Regulatory Bodies' });
      await expect(last).toHaveFocus();
      await expect(group.scrollLeft).toBeGreaterThan(0);
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith('regulatory');
      await waitFor(() => expect(group).toHaveAttribute('data-overflow', 'start'));
    });
  },
};

/** Chips that fit the phone's width: nothing fades, nothing hints at more. */
export const FewCategoriesPhone: Story = {
  args: { categories: [sampleCategories[1], sampleCategories[0]] },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Exam categories' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(group).not.toHaveAttribute('data-overflow');
    await expect(getComputedStyle(group).maskImage).toBe('none');
  },
};

export const Hindi: Story = {
  args: {
    categories: [
      { id: 1, label: 'बैंकिंग' },
      { id: 2, label: 'एसएससी' },
      { id: 3, label: 'रेलवे' },
      { id: 4, label: 'शिक्षक भर्ती' },
    ],
    allLabel: 'सभी परीक्षाएँ',
    ariaLabel: 'परीक्षा श्रेणियाँ',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'परीक्षा श्रेणियाँ' });
    await expect(group.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(within(group).getAllByRole('button')[0]).toHaveTextContent('सभी परीक्षाएँ');
    await userEvent.click(canvas.getByRole('button', { name: 'एसएससी' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'एसएससी' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    // Nothing at all: the page shows 'No categories found' in its place.
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
