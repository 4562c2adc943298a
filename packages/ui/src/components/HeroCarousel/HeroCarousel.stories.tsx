import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper';
import { emulateSaveData } from '../../storybook/emulateSaveData';
import { currentDot, emulateReducedMotion, gatedSwiper, liveSwiper, pastSwiperRequest } from './carouselStoryKit';
import { defaultHeroCarouselLabels, HeroCarousel, type HeroCarouselLabels } from './HeroCarousel';
import { sampleBanners, sampleHindiBanners } from './sampleBanners';

const hindiLabels: HeroCarouselLabels = {
  carousel: 'मुख्य आकर्षण',
  slide: (n, total) => `${total} में से ${n}`,
  goTo: (n) => `स्लाइड ${n} पर जाएँ`,
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  pause: 'स्लाइड शो रोकें',
  play: 'स्लाइड शो चलाएँ',
  carouselRole: 'कैरोसेल',
  slideRole: 'स्लाइड',
};

const meta = {
  title: 'Components/HeroCarousel',
  component: HeroCarousel,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    slides: sampleBanners,
    imageWidth: 1600,
    imageHeight: 700,
    labels: defaultHeroCarouselLabels,
    onSlideChange: fn(),
  },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function carousel(canvasElement: HTMLElement, name = 'Highlights') {
  return within(canvasElement).getByRole('region', { name });
}

/** Swiper ignores a click on a looping carousel while it is still sliding: wait for it to settle. */
async function settled(swiper: SwiperInstance) {
  await waitFor(() => expect(swiper.animating).toBe(false));
}

function activeSlide(region: HTMLElement) {
  return region.querySelector('.swiper-slide-active');
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const [first] = sampleBanners;

    await step('a labelled carousel whose first banner is a sized, eager, high-priority image', async () => {
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      const image = region$.getByRole('img', { name: first.alt });
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '700');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toBeVisible();
      await expect(region$.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    });

    const swiper = await liveSwiper(region);

    await step('swiper takes over with the spec’s settings, autoplaying', async () => {
      await expect(swiper.originalParams.slidesPerView).toBe(1);
      await expect(swiper.originalParams.slidesPerGroup).toBe(1);
      await expect(swiper.params.loop).toBe(true);
      await expect(swiper.params.speed).toBe(500);
      await expect(swiper.params.autoplay).toMatchObject({ delay: 3000, disableOnInteraction: false });
      await expect(swiper.autoplay.running).toBe(true);
      await expect(region.querySelectorAll('.swiper-slide')).toHaveLength(5);
      // Only the first banner jumps the queue; the others wait until they are needed.
      for (const banner of sampleBanners.slice(1)) {
        await expect(region$.getByRole('img', { name: banner.alt })).toHaveAttribute('loading', 'lazy');
      }
    });

    await step('the next arrow moves one slide', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 5'));
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 2'));
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
      await expect(region$.getByRole('status')).toHaveTextContent(`2 of 5: ${sampleBanners[1].alt}`);
      await settled(swiper);
    });

    await step('the previous arrow moves back, and past the first slide to the last', async () => {
      const previous = region$.getByRole('button', { name: 'Previous slide' });
      await userEvent.click(previous);
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '1 of 5'));
      await settled(swiper);
      await userEvent.click(previous);
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '5 of 5'));
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 5'));
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(4);
      await settled(swiper);
    });

    await step('a dot jumps straight to its slide', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Go to slide 3' }));
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '3 of 5'));
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 3'));
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
      await settled(swiper);
    });

    await step('every control is a real button with a 44 px target', async () => {
      const buttons = region$.getAllByRole('button');
      // Two arrows, play/pause, five dots.
      await expect(buttons).toHaveLength(8);
      for (const button of buttons) {
        await expect(button.tagName).toBe('BUTTON');
        const box = button.getBoundingClientRect();
        await expect(box.width).toBeGreaterThanOrEqual(44);
        await expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

const staticLoad = gatedSwiper();

export const StaticBeforeSwiper: Story = {
  ...staticLoad.story,
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const image = within(region).getByRole('img', { name: sampleBanners[0].alt });
    const before = { region: region.getBoundingClientRect(), image: image.getBoundingClientRect() };

    await step('the first banner is on screen before swiper has arrived, its height reserved', async () => {
      await expect(region).toHaveAttribute('data-state', 'static');
      await expect(region.querySelector('.swiper')).toBeNull();
      await expect(within(region).getAllByRole('img')).toHaveLength(1);
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('loading', 'eager');
      // 16:7 from the width and height attributes, whether or not the image has loaded.
      await expect(before.image.height).toBeCloseTo((before.image.width * 700) / 1600, 0);
    });

    await step('when swiper arrives, nothing on the page moves', async () => {
      staticLoad.gate().release();
      await liveSwiper(region);
      const after = region.getBoundingClientRect();
      await expect(after.height).toBeCloseTo(before.region.height, 1);
      await expect(after.top).toBeCloseTo(before.region.top, 1);
      const live = within(region).getByRole('img', { name: sampleBanners[0].alt }).getBoundingClientRect();
      await expect(live.top).toBeCloseTo(before.image.top, 1);
      await expect(live.left).toBeCloseTo(before.image.left, 1);
      await expect(live.height).toBeCloseTo(before.image.height, 1);
    });
  },
};

const earlyLoad = gatedSwiper();

export const UsedBeforeSwiperArrives: Story = {
  ...earlyLoad.story,
  play: async ({ args, canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);

    await step('the arrows already work on the static slide', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
      await expect(region).toHaveAttribute('data-state', 'static');
      await expect(region$.getByRole('img', { name: sampleBanners[1].alt })).toBeVisible();
      await expect(region$.getByRole('group', { name: '2 of 5' })).toBeVisible();
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 2'));
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    });

    await step('swiper then starts on the slide the learner chose', async () => {
      earlyLoad.gate().release();
      const swiper = await liveSwiper(region);
      await expect(swiper.realIndex).toBe(1);
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 5'));
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 2'));
    });
  },
};

export const PausedOnHoverAndFocus: Story = {
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const swiper = await liveSwiper(region);
    await expect(swiper.autoplay.running).toBe(true);

    await step('a mouse over the carousel holds autoplay; leaving lets it go', async () => {
      await userEvent.hover(region);
      await expect(swiper.autoplay.running).toBe(false);
      await userEvent.unhover(region);
      await expect(swiper.autoplay.running).toBe(true);
    });

    await step('keyboard focus inside holds it, while it moves between the controls', async () => {
      await userEvent.tab();
      await expect(within(region).getByRole('button', { name: 'Previous slide' })).toHaveFocus();
      await expect(swiper.autoplay.running).toBe(false);
      await userEvent.tab();
      await expect(within(region).getByRole('button', { name: 'Next slide' })).toHaveFocus();
      await expect(swiper.autoplay.running).toBe(false);
    });

    await step('it resumes only when both the mouse and the focus have left', async () => {
      await userEvent.hover(region);
      await userEvent.unhover(region);
      await expect(swiper.autoplay.running).toBe(false);
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    });
  },
};

export const PauseButton: Story = {
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const swiper = await liveSwiper(region);

    await step('pause stops autoplay for good, even after the mouse leaves', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Pause slideshow' }));
      await userEvent.unhover(region);
      await expect(region$.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      await expect(swiper.autoplay.running).toBe(false);
    });

    await step('the arrows still work while paused', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
      await userEvent.unhover(region);
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 5'));
      await settled(swiper);
      await expect(swiper.autoplay.running).toBe(false);
    });

    await step('play starts it again from the keyboard, even with focus still on the button', async () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      const play = region$.getByRole('button', { name: 'Play slideshow' });
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(play).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(play).toHaveAccessibleName('Pause slideshow');
      await expect(swiper.autoplay.running).toBe(true);
    });
  },
};

export const AutoplayAdvances: Story = {
  // A quicker delay than the spec's 3000 ms, so the story sees autoplay move without a long wait.
  args: { autoplayDelay: 400 },
  play: async ({ args, canvasElement, step }) => {
    const region = carousel(canvasElement);
    const swiper = await liveSwiper(region);

    await step('the slides move on by themselves', async () => {
      await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1), { timeout: 3000 });
      // The dots follow the slide shown (autoplay may have moved on again by the time a poll looks).
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName(`Go to slide ${swiper.realIndex + 1}`));
      // The automatic change is not announced: only a learner's own moves are.
      await expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    });

    await step('and stand still under the mouse', async () => {
      await userEvent.hover(region);
      // Held: swiper's autoplay is stopped, its timer cleared, so no slide can move on by itself.
      await waitFor(() => expect(swiper.autoplay.running).toBe(false));
      await settled(swiper);
      await expect(swiper.autoplay.running).toBe(false);
    });
  },
};

export const TwoSlides: Story = {
  args: { slides: sampleBanners.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const swiper = await liveSwiper(region);
    await expect(swiper.params.loop).toBe(true);
    // Two slides still loop both ways.
    await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 2'));
    await settled(swiper);
    await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '1 of 2'));
    await settled(swiper);
    await userEvent.click(region$.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 2'));
    await settled(swiper);
  },
};

const singleSlideLoad = gatedSwiper();

export const SingleSlide: Story = {
  args: { slides: [sampleBanners[0]] },
  ...singleSlideLoad.story,
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    await expect(within(region).getByRole('img', { name: sampleBanners[0].alt })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(within(region).getByRole('group', { name: '1 of 1' })).toBeVisible();
    // Nothing moves, so there is nothing to press, and swiper is never asked for.
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    await pastSwiperRequest(region);
    await expect(singleSlideLoad.gate().requests).toBe(0);
    await expect(region).toHaveAttribute('data-state', 'static');
  },
};

const savingDataLoad = gatedSwiper();

export const SavingData: Story = {
  decorators: savingDataLoad.story.decorators,
  beforeEach: () => {
    savingDataLoad.story.beforeEach();
    return emulateSaveData();
  },
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);

    await step('a reader saving data gets the first banner, standing still, and no swiper download', async () => {
      await pastSwiperRequest(region);
      await expect(savingDataLoad.gate().requests).toBe(0);
      await expect(region).toHaveAttribute('data-state', 'static');
      await expect(region$.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    });

    await step('the arrows still change the banner', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
      await expect(region$.getByRole('img', { name: sampleBanners[1].alt })).toBeVisible();
    });

    await step('asked to play, it fetches swiper and plays', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Play slideshow' }));
      await userEvent.unhover(region);
      savingDataLoad.gate().release();
      const swiper = await liveSwiper(region);
      await expect(savingDataLoad.gate().requests).toBeGreaterThan(0);
      await expect(region$.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    });
  },
};

export const ReducedMotion: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const swiper = await liveSwiper(region);

    await step('no autoplay and no sliding animation', async () => {
      await expect(swiper.params.speed).toBe(0);
      await expect(swiper.autoplay.running).toBe(false);
      await expect(region$.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    });

    await step('the arrows change the slide at once', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 5'));
      await expect(swiper.animating).toBe(false);
    });

    await step('the learner can still choose to play it', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Play slideshow' }));
      await userEvent.unhover(region);
      await expect(region$.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await expect(swiper.autoplay.running).toBe(true);
    });
  },
};

export const Hindi: Story = {
  args: { slides: sampleHindiBanners, labels: hindiLabels },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement, 'मुख्य आकर्षण');
    const region$ = within(region);
    await expect(region.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(region).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    await expect(region$.getByRole('button', { name: 'पिछली स्लाइड' })).toBeVisible();
    await expect(region$.getByRole('button', { name: 'स्लाइड शो रोकें' })).toBeVisible();
    await expect(region$.getByRole('button', { name: 'स्लाइड 5 पर जाएँ' })).toBeVisible();
    await expect(region$.getByRole('group', { name: '5 में से 1' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
    const swiper = await liveSwiper(region);
    await userEvent.click(region$.getByRole('button', { name: 'अगली स्लाइड' }));
    await waitFor(() => expect(activeSlide(region)).toHaveAttribute('aria-label', '5 में से 2'));
    await expect(region$.getByRole('status')).toHaveTextContent(`5 में से 2: ${sampleHindiBanners[1].alt}`);
    await settled(swiper);
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    await liveSwiper(region);
    const image = within(region).getByRole('img', { name: sampleBanners[0].alt });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    for (const button of within(region).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(360);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
