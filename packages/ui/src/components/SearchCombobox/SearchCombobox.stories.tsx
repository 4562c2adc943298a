import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SearchCombobox,
  searchComboboxStatuses,
  type SearchComboboxGroup,
  type SearchComboboxProps,
  type SearchComboboxStatus,
} from './SearchCombobox';
import * as styles from './SearchCombobox.stories.css';

const exams = [
  { id: 'ssc-cgl', label: 'SSC CGL', description: 'Staff Selection Commission · Combined Graduate Level', href: '/exam/ssc-cgl' },
  { id: 'ssc-chsl', label: 'SSC CHSL', description: 'Combined Higher Secondary Level', href: '/exam/ssc-chsl' },
  { id: 'ssc-gd', label: 'SSC GD Constable', description: 'Constables in the central armed police forces', href: '/exam/ssc-gd' },
  { id: 'ibps-po', label: 'IBPS PO', description: 'Probationary Officers in public sector banks', href: '/exam/ibps-po' },
  { id: 'rrb-ntpc', label: 'RRB NTPC', description: 'Railways · Non-Technical Popular Categories', href: '/exam/rrb-ntpc' },
] as const;

const courses = [
  { id: 'ssc-cgl-complete', label: 'SSC CGL Complete Course', description: 'Tier 1 and Tier 2 · 120 lessons', href: '/course/ssc-cgl-complete' },
  { id: 'ssc-maths', label: 'SSC Maths Foundation', href: '/course/ssc-maths' },
  { id: 'ibps-po-prelims', label: 'IBPS PO Prelims Crash Course', description: '30 days · 15 mock tests', href: '/course/ibps-po-prelims' },
] as const;

/** What the app's search returns for a query: exams and courses whose name contains it. */
function search(query: string): SearchComboboxGroup[] {
  const needle = query.trim().toLowerCase();
  const matches = <T extends { label: string }>(list: readonly T[]) =>
    list.filter((item) => item.label.toLowerCase().includes(needle));
  return [
    { id: 'exams', label: 'Exams', options: matches(exams) },
    { id: 'courses', label: 'Courses', options: matches(courses) },
  ].filter((group) => group.options.length > 0);
}

const sscGroups = search('ssc');

const hindiGroups: SearchComboboxGroup[] = [
  {
    id: 'exams',
    label: 'परीक्षाएँ',
    options: [
      { id: 'ssc-cgl', label: 'एसएससी सीजीएल', description: 'कर्मचारी चयन आयोग · संयुक्त स्नातक स्तरीय', href: '/exam/ssc-cgl' },
      { id: 'ssc-chsl', label: 'एसएससी सीएचएसएल', description: 'संयुक्त उच्चतर माध्यमिक स्तर', href: '/exam/ssc-chsl' },
    ],
  },
  {
    id: 'courses',
    label: 'कोर्स',
    options: [{ id: 'ssc-cgl-complete', label: 'एसएससी सीजीएल संपूर्ण कोर्स', description: 'टियर 1 और टियर 2', href: '/course/ssc-cgl-complete' }],
  },
];

const hindiLabels = {
  label: 'परीक्षा खोजें',
  placeholder: 'परीक्षा खोजें',
  clear: 'खोज मिटाएँ',
  loading: 'खोज रहे हैं…',
  error: 'खोज नहीं हो सकी। इंटरनेट जाँचें और फिर से कोशिश करें।',
  noResults: (query: string) => `“${query}” से मिलती कोई परीक्षा या कोर्स नहीं`,
  resultCount: (count: number) => `${count} परिणाम`,
};

/** Holds the text the way the header does; the story's args say what the search returned. */
function StatefulSearchCombobox({ value, onValueChange, ...props }: SearchComboboxProps) {
  const [text, setText] = useState(value);
  return (
    <div className={styles.box}>
      <SearchCombobox
        {...props}
        value={text}
        onValueChange={(next) => {
          setText(next);
          onValueChange(next);
        }}
      />
    </div>
  );
}

/**
 * Lets the Live story's answers through, or holds them while its play function looks at
 * 'Searching…' (a slow machine cannot let the answer overtake the look).
 */
const liveAnswers = (() => {
  let through = Promise.resolve();
  let release = () => {};
  return {
    through: () => through,
    hold: () => {
      through = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
})();

/** The header's whole loop: a pause in typing, 'Searching…', then the results for the text. */
function LiveSearchCombobox({
  onValueChange,
  onSelect,
  labels,
}: Pick<SearchComboboxProps, 'onValueChange' | 'onSelect' | 'labels'>) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ query: string; groups: SearchComboboxGroup[] } | null>(null);
  const query = text.trim();
  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void liveAnswers.through().then(() => {
        if (current) setResults({ query, groups: search(query) });
      });
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);
  const status: SearchComboboxStatus = query.length < 2 ? 'idle' : results?.query === query ? 'ready' : 'loading';
  return (
    <div className={styles.box}>
      <SearchCombobox
        value={text}
        onValueChange={(next) => {
          setText(next);
          onValueChange(next);
        }}
        status={status}
        groups={status === 'ready' && results ? results.groups : []}
        onSelect={(option) => {
          setText('');
          onSelect(option);
        }}
        labels={labels}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SearchCombobox',
  component: SearchCombobox,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    value: '',
    onValueChange: fn(),
    status: 'idle',
    groups: [],
    onSelect: fn(),
    onSubmitQuery: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: searchComboboxStatuses },
    groups: { control: 'object' },
  },
  // Keyed by value so changing the control resets the held text.
  render: (args) => <StatefulSearchCombobox key={args.value} {...args} />,
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { value: 'ssc', status: 'ready', groups: sscGroups },
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    await expect(box).toHaveAttribute('placeholder', 'Search Exams');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('ib');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'i');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 'ib');
    await expect(box).toHaveValue('ib');
    // Nothing asked yet (idle): no list, nothing announced.
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { value: 'ssc', status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    await userEvent.click(box);
    await expect(canvas.getByText('Searching…')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { value: 'ssc', status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search Exams' }));
    const message = 'Search failed. Check your connection and try again.';
    await expect(canvas.getByText(message, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
  },
};

export const NoResults: Story = {
  args: { value: 'upsc', status: 'ready', groups: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    await userEvent.click(box);
    await expect(canvas.getByText('No exams or courses match “upsc”', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No exams or courses match “upsc”');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // Nothing to choose: the arrows do nothing, and Enter asks for the results page.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onSubmitQuery).toHaveBeenCalledWith('upsc');
  },
};

/** Enter without an active option submits the text (the app opens its results page); with one, it chooses it. */
export const EnterSubmitsText: Story = {
  args: { value: '  ssc ', status: 'ready', groups: sscGroups },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });

    await step('Enter with the list open but no option active submits the trimmed text', async () => {
      await userEvent.click(box);
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmitQuery).toHaveBeenCalledTimes(1);
      await expect(args.onSubmitQuery).toHaveBeenCalledWith('ssc');
      await expect(args.onSelect).not.toHaveBeenCalled();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Enter on an active option still chooses it, and submits nothing', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(box).toHaveAttribute('aria-activedescendant');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith(exams[0]);
      await expect(args.onSubmitQuery).toHaveBeenCalledTimes(1);
    });

    await step('Enter in an empty box submits nothing', async () => {
      await userEvent.clear(box);
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmitQuery).toHaveBeenCalledTimes(1);
    });
  },
};

export const KeyboardResults: Story = {
  args: { value: 'ssc', status: 'ready', groups: sscGroups },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    const activeOption = () => {
      const id = box.getAttribute('aria-activedescendant');
      return id ? canvasElement.ownerDocument.getElementById(id) : null;
    };

    await step('Down opens the list on its first option', async () => {
      await userEvent.tab();
      await expect(box).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      const listbox = canvas.getByRole('listbox', { name: 'Search Exams' });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-controls', listbox.id);
      await expect(within(listbox).getAllByRole('group')).toHaveLength(2);
      await expect(within(listbox).getByRole('group', { name: 'Exams' })).toBeVisible();
      await expect(within(listbox).getByRole('group', { name: 'Courses' })).toBeVisible();
      await expect(activeOption()).toHaveTextContent('SSC CGL');
      await expect(activeOption()).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('status')).toHaveTextContent('5 results');
      // Focus never leaves the text box.
      await expect(box).toHaveFocus();
    });

    await step('the arrows move through both groups and wrap; Home and End jump', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('SSC CHSL');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(activeOption()).toHaveTextContent('SSC Maths Foundation');
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('SSC CGL');
      await userEvent.keyboard('{End}');
      await expect(activeOption()).toHaveTextContent('SSC Maths Foundation');
      await userEvent.keyboard('{Home}');
      await expect(activeOption()).toHaveTextContent('SSC CGL');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('SSC CGL Complete Course');
      const firstCourse = within(canvas.getByRole('group', { name: 'Courses' })).getAllByRole('option')[0];
      await expect(firstCourse).toBe(activeOption());
      await expect(canvas.getAllByRole('option', { selected: true })).toHaveLength(1);
    });

    await step('Enter chooses the active option and closes the list', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledTimes(1);
      await expect(args.onSelect).toHaveBeenCalledWith(courses[0]);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    });

    await step('typing goes back to the text, where Home moves the caret', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('SSC CGL');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await userEvent.keyboard('{Home}');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await expect((box as HTMLInputElement).selectionStart).toBe(0);
    });
  },
};

export const MouseAndTouch: Story = {
  args: { value: 'ssc', status: 'ready', groups: sscGroups },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    await userEvent.click(box);
    const option = canvas.getByRole('option', { name: /SSC CHSL/ });
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The typed part of each name is in bold.
    await expect(within(option).getByText('SSC', { selector: 'mark' })).toBeVisible();
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith(exams[1]);
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Escape: Story = {
  args: { value: 'ssc', status: 'ready', groups: sscGroups },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });

    await step('the first Escape closes the list and keeps the text', async () => {
      await userEvent.click(box);
      await userEvent.keyboard('{ArrowDown}');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      await expect(box).toHaveValue('ssc');
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });

    await step('the second Escape clears the text', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onValueChange).toHaveBeenCalledWith('');
      await expect(box).toHaveValue('');
      await expect(box).toHaveFocus();
    });
  },
};

export const ClearButton: Story = {
  args: { value: 'ssc', status: 'ready', groups: sscGroups },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(clear.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(clear);
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { value: 'ssc', status: 'ready', groups: sscGroups },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(box);
    const listbox = canvas.getByRole('listbox');
    for (const option of within(listbox).getAllByRole('option')) {
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]?.id);
  },
};

export const Live: Story = {
  render: (args) => <LiveSearchCombobox {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search Exams' });
    liveAnswers.hold();
    await userEvent.type(box, 'rail');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rail');
    await expect(canvas.getByText('Searching…')).toBeVisible();
    liveAnswers.release();
    await userEvent.clear(box);
    await userEvent.type(box, 'po');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 results'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(courses[2]);
    await expect(box).toHaveValue('');
  },
};

export const Hindi: Story = {
  args: { value: 'एसएससी', status: 'ready', groups: hindiGroups, labels: hindiLabels },
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'परीक्षा खोजें' });
    await expect(box.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('group', { name: 'परीक्षाएँ' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 परिणाम');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(hindiGroups[1]?.options[0]);
    await expect(canvas.getByRole('button', { name: 'खोज मिटाएँ' })).toBeVisible();
    // Open again, so the accessibility check runs on the Hindi list.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /एसएससी सीजीएल/, selected: true })).toBeVisible();
  },
};

export const HindiNoResults: Story = {
  args: { value: 'यूपीएससी', status: 'ready', groups: [], labels: hindiLabels },
  parameters: { frame: { lang: 'hi', width: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'परीक्षा खोजें' }));
    await expect(canvas.getByText('“यूपीएससी” से मिलती कोई परीक्षा या कोर्स नहीं', { selector: 'p' })).toBeVisible();
  },
};
