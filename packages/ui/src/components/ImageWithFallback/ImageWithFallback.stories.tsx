import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { nextIdle } from '../../storybook/nextIdle';
import { ImageWithFallback, imageLoadings } from './ImageWithFallback';
import {
  missingFallbackSrc,
  missingImageSrc,
  sampleDefaultExamImage,
  sampleExamImage,
} from './sampleImages';

const meta = {
  title: 'Components/ImageWithFallback',
  component: ImageWithFallback,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    src: sampleExamImage,
    fallbackSrc: sampleDefaultExamImage,
    alt: 'SBI PO Prelims 2026 question paper',
    width: 320,
    height: 180,
    loading: 'lazy',
  },
  argTypes: {
    src: { control: 'text' },
    fallbackSrc: { control: 'text' },
    loading: { control: 'inline-radio', options: imageLoadings },
  },
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the image has finished loading (or failing) and no swap is pending. */
async function settledImage(canvasElement: HTMLElement, name: string) {
  const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name });
  await waitFor(() => expect(image.complete).toBe(true));
  return image;
}

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = await settledImage(canvasElement, 'SBI PO Prelims 2026 question paper');
    await expect(image).toHaveAttribute('src', sampleExamImage);
    await expect(image.naturalWidth).toBeGreaterThan(0);
    // The intrinsic size reserves the space before the image arrives.
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '180');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const EmptySrc: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    const image = await settledImage(canvasElement, 'SBI PO Prelims 2026 question paper');
    await expect(image).toHaveAttribute('src', sampleDefaultExamImage);
    await expect(image.naturalWidth).toBeGreaterThan(0);
  },
};

export const NullSrc: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const image = await settledImage(canvasElement, 'SBI PO Prelims 2026 question paper');
    await expect(image).toHaveAttribute('src', sampleDefaultExamImage);
  },
};

export const Broken: Story = {
  args: { src: missingImageSrc, loading: 'eager' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'SBI PO Prelims 2026 question paper',
    });
    await waitFor(() => expect(image).toHaveAttribute('src', sampleDefaultExamImage));
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

/** The sources the story's images failed to load, in order, heard from before the first render. */
const failedSources: string[] = [];

function recordFailedSources() {
  failedSources.length = 0;
  const record = (event: Event) => {
    if (event.target instanceof HTMLImageElement) failedSources.push(event.target.getAttribute('src') ?? '');
  };
  // Capturing on the document: an image's error does not bubble.
  document.addEventListener('error', record, true);
  return () => document.removeEventListener('error', record, true);
}

export const FallbackAlsoBroken: Story = {
  args: { src: missingImageSrc, fallbackSrc: missingFallbackSrc, loading: 'eager' },
  beforeEach: recordFailedSources,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'SBI PO Prelims 2026 question paper',
    });
    await waitFor(() => expect(failedSources).toContain(missingFallbackSrc));
    // Once React has drawn whatever the fallback's failure changed, the source is still the broken
    // fallback: no loop back to the original, no second try.
    await nextIdle();
    await expect(image).toHaveAttribute('src', missingFallbackSrc);
    await expect(failedSources).toEqual([missingImageSrc, missingFallbackSrc]);
    await expect(image.complete).toBe(true);
  },
};
