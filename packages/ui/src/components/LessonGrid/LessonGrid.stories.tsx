import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hindiLessonCardLabels, sampleHindiLessons, sampleLessons } from '../LessonCard/sampleLessons';
import { LessonGrid, type LessonGridLabels } from './LessonGrid';

const hindiLabels: LessonGridLabels = {
  list: 'वीडियो पाठ',
  loading: 'वीडियो पाठ लोड हो रहे हैं…',
  empty: 'वीडियो पाठ जल्द आ रहे हैं। कुछ दिन बाद फिर देखें।',
  noMatch: 'इन फ़िल्टर से मेल खाता कोई पाठ नहीं है।',
  clearFilters: 'फ़िल्टर हटाएँ',
  error: (message) => `त्रुटि: ${message}`,
  retry: 'फिर से कोशिश करें',
};

const laptop = { viewport: { value: 'desktop1280', isRotated: false } };
const phone = { viewport: { value: 'phone360', isRotated: false } };

const meta = {
  title: 'Components/LessonGrid',
  component: LessonGrid,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    lessons: sampleLessons(),
    libraryTotal: 8,
    lessonHref: (lesson) => `/dashboard/video/${lesson.slug}`,
    onRetry: fn(),
    onClearFilters: fn(),
  },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof LessonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's grid of eight, four to a row on a laptop. */
export const Eight: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Video lessons' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/dashboard/video/syllogism-basics');
    // Four columns: the fifth card starts a new row, level with the first.
    const first = (items[0] as HTMLElement).getBoundingClientRect();
    const fourth = (items[3] as HTMLElement).getBoundingClientRect();
    const fifth = (items[4] as HTMLElement).getBoundingClientRect();
    await expect(fourth.top).toBe(first.top);
    await expect(fifth.left).toBe(first.left);
    await expect(fifth.top).toBeGreaterThan(first.top);
    // The first row's posters load at once; the rest wait until they are near.
    await expect(items[0]?.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(items[7]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const One: Story = {
  args: { lessons: sampleLessons(1), libraryTotal: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading video lessons…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing in the library at all: no filter to clear, just the promise of lessons to come. */
export const EmptyLibrary: Story = {
  args: { lessons: [], libraryTotal: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Video lessons are on their way. Check back soon.');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Lessons exist, but none for these filters: say so and offer to clear them. */
export const NoMatch: Story = {
  args: { lessons: [], libraryTotal: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No lessons match these filters.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const Hindi: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { lessons: sampleHindiLessons(), labels: hindiLabels, cardLabels: hindiLessonCardLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'वीडियो पाठ' })).toBeVisible();
    await expect(canvas.getByText('देख लिया')).toBeVisible();
    await expect(canvas.getAllByText('सभी परीक्षाएँ')).toHaveLength(2);
  },
};

export const HindiNoMatch: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { lessons: [], libraryTotal: 8, labels: hindiLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('इन फ़िल्टर से मेल खाता कोई पाठ नहीं है।');
    await expect(canvas.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeVisible();
  },
};

/** One card a row on a phone, never wider than the screen. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const first = (items[0] as HTMLElement).getBoundingClientRect();
    const second = (items[1] as HTMLElement).getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom - 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const link = within(items[0] as HTMLElement).getByRole('link');
    // The whole card is the target: far above 44 px.
    await expect((items[0] as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(link).toBeVisible();
  },
};
