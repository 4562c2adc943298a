import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hindiLessonCardLabels, sampleHindiLessons, sampleStartedLessons } from '../LessonCard/sampleLessons';
import { ContinueWatching } from './ContinueWatching';

const meta = {
  title: 'Components/ContinueWatching',
  component: ContinueWatching,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { lessons: sampleStartedLessons(), lessonHref: (lesson) => `/dashboard/video/${lesson.slug}` },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof ContinueWatching>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four started lessons in one row on a laptop, each saying where it resumes. */
export const Four: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Continue watching' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getByText('Resume at 1:23')).toBeVisible();
    await expect(canvas.getByText('Resume at 3:20')).toBeVisible();
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** More than four given: only the four most recent are shown. */
export const AtMostFour: Story = {
  args: { lessons: [...sampleStartedLessons(), { ...sampleStartedLessons()[0]!, slug: 'extra', title: 'An older lesson' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText('An older lesson')).toBeNull();
  },
};

/** Nothing started: the section is not there at all. */
export const Empty: Story = {
  args: { lessons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByText('Continue watching')).toBeNull();
  },
};

export const Hindi: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: {
    heading: 'जहाँ छोड़ा था, वहीं से देखें',
    lessons: sampleHindiLessons().slice(0, 2).map((lesson) => ({ ...lesson, progress: { positionSeconds: 83, completed: false } })),
    cardLabels: hindiLessonCardLabels,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'जहाँ छोड़ा था, वहीं से देखें' })).toBeVisible();
    await expect(canvas.getAllByText('1:23 से आगे देखें')).toHaveLength(2);
  },
};

/** A phone: the row scrolls sideways within itself, the next card peeking in; the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
