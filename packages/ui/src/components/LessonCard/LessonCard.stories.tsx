import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, within } from 'storybook/test';
import { LessonCard } from './LessonCard';
import { hindiLessonCardLabels, sampleHindiLessons, sampleLessons } from './sampleLessons';

const [notStarted, started, watched] = sampleLessons(3) as [
  ReturnType<typeof sampleLessons>[number],
  ReturnType<typeof sampleLessons>[number],
  ReturnType<typeof sampleLessons>[number],
];

function RouterLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

const meta = {
  title: 'Components/LessonCard',
  component: LessonCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { lesson: notStarted, href: '/dashboard/video/syllogism-basics' },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof LessonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: the poster with its play mark and length, the title as the link, topic and exam. */
export const NotStarted: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Syllogisms in 5 minutes: all, some, none' });
    await expect(link).toHaveAttribute('href', '/dashboard/video/syllogism-basics');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvas.getByText('5:12')).toBeVisible();
    await expect(canvas.getByText('Duration 5:12')).toBeInTheDocument();
    await expect(canvas.getByText('Logical Reasoning')).toBeVisible();
    await expect(canvas.getByText('SSC CGL')).toBeVisible();
    await expect(canvas.queryByText(/Watched/)).toBeNull();
    // The link's box covers the card: a tap anywhere on it opens the lesson.
    const card = canvas.getByRole('article');
    const cover = getComputedStyle(link, '::after');
    await expect(cover.position).toBe('absolute');
    await expect(getComputedStyle(card).position).toBe('relative');
  },
};

/** Started: a bar and how far the learner got. */
export const Started: Story = {
  args: { lesson: started },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Watched 1:23 of 7:05')).toBeVisible();
    const fill = canvasElement.querySelector('[data-filled]');
    await expect(Number(fill?.getAttribute('data-filled'))).toBeCloseTo((83 / 425) * 100, 1);
  },
};

/** Completed: a full bar and 'Watched'. A lesson for every exam says so. */
export const Watched: Story = {
  args: { lesson: watched },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Watched')).toBeVisible();
    await expect(canvasElement.querySelector('[data-filled]')).toHaveAttribute('data-filled', '100');
    await expect(canvas.getByText('All exams')).toBeVisible();
  },
};

/** Continue watching's card says where it resumes. */
export const Resume: Story = {
  args: { lesson: started, variant: 'resume' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Resume at 1:23')).toBeVisible();
  },
};

/** A missing poster: a drawn tile stands in, the card keeps its shape. */
export const NoPoster: Story = {
  args: { lesson: { ...notStarted, thumbnailUrl: null } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(image).toHaveAttribute('alt', '');
  },
};

export const Hindi: Story = {
  parameters: { frame: { width: 'narrow', lang: 'hi' } },
  args: { lesson: sampleHindiLessons()[1], labels: hindiLessonCardLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'जल्दी हिसाब के लिए प्रतिशत के शॉर्टकट' })).toBeVisible();
    await expect(canvas.getByText('मात्रात्मक क्षमता')).toBeVisible();
    await expect(canvas.getByText('7:05 में से 1:23 देखा')).toBeVisible();
  },
};
