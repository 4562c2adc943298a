import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper';
import {
  currentDot,
  emulateReducedMotion,
  gatedSwiper,
  liveSwiper,
  pastSwiperRequest,
} from '../HeroCarousel/carouselStoryKit';
import { sectionHeadingLevels } from '../Heading/Heading';
import { missingImageSrc, sampleAvatar, sampleFallbackAvatar } from '../ImageWithFallback/sampleImages';
import {
  defaultTestimonialsCarouselLabels,
  TestimonialsCarousel,
  type TestimonialsCarouselItem,
  type TestimonialsCarouselLabels,
} from './TestimonialsCarousel';

const learner = { avatarSrc: sampleAvatar, fallbackAvatarSrc: sampleFallbackAvatar };

const sampleItems: TestimonialsCarouselItem[] = [
  {
    id: 1,
    ...learner,
    name: 'Priya Sharma',
    qualification: 'SBI PO 2025 — selected',
    description: 'The full-length mocks felt exactly like the real Prelims. Section-wise analysis showed me where I was losing marks.',
    rating: 5,
  },
  {
    id: 2,
    ...learner,
    name: 'Rahul Verma',
    qualification: 'SSC CGL 2024 — Assistant Section Officer',
    description: 'Solving the previous years’ papers with Hindi explanations made Tier 2 maths far less scary.',
    rating: 4,
  },
  {
    id: 3,
    ...learner,
    name: 'Ananya Iyer',
    qualification: 'IBPS Clerk 2025 — selected',
    description: 'Daily quizzes on the bus to college added up. The All-India rank kept me honest about my speed.',
    rating: '4.5',
  },
  {
    id: 4,
    ...learner,
    name: 'Mohammed Arif',
    qualification: 'RRB NTPC 2025 — Station Master',
    description: 'Tests worked on my old phone even on a weak signal, and the PDFs let me revise offline.',
    rating: 5,
  },
  {
    id: 5,
    ...learner,
    name: 'Kavya Reddy',
    qualification: 'UPSC CSE 2025 — Prelims cleared',
    description: 'Current affairs every morning and the essay feedback were worth more than any coaching notes I bought.',
    rating: 5,
  },
  {
    id: 6,
    ...learner,
    name: 'Arjun Singh',
    qualification: 'SSC CHSL 2024 — LDC',
    description: 'The typing practice and the detailed solutions got me through on my second attempt.',
    rating: 4,
  },
];

const hindiLabels: TestimonialsCarouselLabels = {
  carousel: 'हमारे विद्यार्थी क्या कहते हैं',
  slide: (n, total) => `${total} में से ${n}`,
  goTo: (n) => `स्लाइड ${n} पर जाएँ`,
  pause: 'स्लाइड शो रोकें',
  play: 'स्लाइड शो चलाएँ',
  carouselRole: 'कैरोसेल',
  slideRole: 'स्लाइड',
};

const hindiItems: TestimonialsCarouselItem[] = [
  {
    id: 1,
    ...learner,
    name: 'अंकित यादव',
    qualification: 'आरआरबी एनटीपीसी 2025 — चयनित',
    description: 'हिंदी में विस्तृत हल और हर टेस्ट के बाद अखिल भारतीय रैंक से मुझे पता चला कि मैं कहाँ खड़ा हूँ।',
    rating: 5,
    ratingLabel: '{max} में से {n} स्टार',
  },
  {
    id: 2,
    ...learner,
    name: 'पूजा कुमारी',
    qualification: 'एसएससी सीजीएल 2024 — चयनित',
    description: 'रोज़ का करेंट अफ़ेयर्स क्विज़ और पिछले वर्षों के प्रश्नपत्र बहुत काम आए।',
    rating: 4,
    ratingLabel: '{max} में से {n} स्टार',
  },
  {
    id: 3,
    ...learner,
    name: 'संजय मीणा',
    qualification: 'राजस्थान पटवारी 2025 — चयनित',
    description: 'कमज़ोर नेटवर्क पर भी टेस्ट चलते रहे, और ऑफ़लाइन पीडीएफ़ से दोहराना आसान हुआ।',
    rating: 5,
    ratingLabel: '{max} में से {n} स्टार',
  },
  {
    id: 4,
    ...learner,
    name: 'नेहा गुप्ता',
    qualification: 'आईबीपीएस पीओ 2025 — चयनित',
    description: 'सेक्शन के हिसाब से विश्लेषण ने बताया कि पहेलियों में समय कहाँ जा रहा था।',
    rating: 4,
    ratingLabel: '{max} में से {n} स्टार',
  },
];

const meta = {
  title: 'Components/TestimonialsCarousel',
  component: TestimonialsCarousel,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    items: sampleItems,
    labels: defaultTestimonialsCarouselLabels,
    headingLevel: 3,
    onSlideChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
  },
} satisfies Meta<typeof TestimonialsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function carousel(canvasElement: HTMLElement, name = 'What Our Students Say') {
  return within(canvasElement).getByRole('region', { name });
}

function card(region: HTMLElement, name: string) {
  return within(region).getByRole('article', { name });
}

async function settled(swiper: SwiperInstance) {
  await waitFor(() => expect(swiper.animating).toBe(false));
}

/** The left edges and widths of the first cards, and the carousel's height: what must not move. */
function layoutOf(region: HTMLElement, count: number) {
  const cards = sampleItems.slice(0, count).map((item) => card(region, item.name).getBoundingClientRect());
  return {
    height: region.getBoundingClientRect().height,
    cards: cards.map((box) => ({ left: box.left, top: box.top, width: box.width, height: box.height })),
  };
}

/** The cards fully inside the carousel's box, in the order they appear. */
function visibleCards(region: HTMLElement) {
  const box = region.getBoundingClientRect();
  return within(region)
    .getAllByRole('article')
    .filter((article) => {
      const rect = article.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    })
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);

    await step('a labelled carousel of testimonial cards, named in headings', async () => {
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(region$.getByRole('group', { name: '1 of 6' })).toHaveAttribute('aria-roledescription', 'slide');
      await expect(region$.getByRole('heading', { level: 3, name: 'Priya Sharma' })).toBeVisible();
    });

    const swiper = await liveSwiper(region);

    await step('swiper takes over with the spec’s settings', async () => {
      await expect(swiper.originalParams.slidesPerView).toBe(1);
      await expect(swiper.originalParams.breakpoints).toEqual({ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } });
      await expect(swiper.params.spaceBetween).toBe(30);
      await expect(swiper.params.autoplay).toMatchObject({ delay: 3000, disableOnInteraction: false });
      // Six cards are enough to loop even three at a time.
      await expect(swiper.params.loop).toBe(true);
      await expect(swiper.autoplay.running).toBe(true);
    });

    await step('one dot per card; a dot jumps to its card', async () => {
      const dots = region$.getAllByRole('button', { name: /^Go to slide \d$/ });
      await expect(dots).toHaveLength(6);
      await userEvent.click(region$.getByRole('button', { name: 'Go to slide 3' }));
      // Generous waits: with the machine busy (the whole test command at once) swiper's slide and
      // its dots have taken more than waitFor's default second to settle.
      await waitFor(() => expect(region.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '3 of 6'), { timeout: 5000 });
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 3'), { timeout: 5000 });
      await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
      await expect(region$.getByRole('status')).toHaveTextContent('3 of 6: Ananya Iyer');
      await settled(swiper);
    });

    await step('using the dots does not stop autoplay: it resumes once the mouse leaves', async () => {
      await userEvent.unhover(region);
      await expect(swiper.autoplay.running).toBe(true);
    });

    await step('every control is a real button with a 44 px target', async () => {
      for (const button of region$.getAllByRole('button')) {
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
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  ...staticLoad.story,
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const before = layoutOf(region, 3);

    await step('the cards are on screen before swiper, three across, 30 px apart', async () => {
      await expect(region).toHaveAttribute('data-state', 'static');
      await expect(region.querySelector('.swiper')).toBeNull();
      await expect(visibleCards(region).map((article) => article.getAttribute('aria-labelledby'))).toHaveLength(3);
      const [first, second] = before.cards;
      await expect((second?.left ?? 0) - ((first?.left ?? 0) + (first?.width ?? 0))).toBeCloseTo(30, 0);
    });

    await step('when swiper arrives, nothing moves', async () => {
      staticLoad.gate().release();
      await liveSwiper(region);
      const after = layoutOf(region, 3);
      await expect(after.height).toBeCloseTo(before.height, 0);
      for (const [index, box] of after.cards.entries()) {
        const was = before.cards[index];
        await expect(box.left).toBeCloseTo(was?.left ?? Number.NaN, 0);
        await expect(box.top).toBeCloseTo(was?.top ?? Number.NaN, 0);
        await expect(box.width).toBeCloseTo(was?.width ?? Number.NaN, 0);
        await expect(box.height).toBeCloseTo(was?.height ?? Number.NaN, 0);
      }
    });
  },
};

export const TwoAcrossOnTablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    const swiper = await liveSwiper(region);
    await waitFor(() => expect(swiper.params.slidesPerView).toBe(2));
    await waitFor(() => expect(visibleCards(region)).toHaveLength(2));
    const shown = visibleCards(region);
    const [first, second] = shown.map((article) => article.getBoundingClientRect());
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBeCloseTo(30, 0);
    // Cards side by side share one height.
    await expect(first?.height).toBeCloseTo(second?.height ?? Number.NaN, 0);
  },
};

export const ThreeAcrossOnDesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    const swiper = await liveSwiper(region);
    await waitFor(() => expect(swiper.params.slidesPerView).toBe(3));
    await waitFor(() => expect(visibleCards(region)).toHaveLength(3));
    await expect(within(region).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(6);
  },
};

export const OneAcrossOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    await liveSwiper(region);
    await waitFor(() => expect(visibleCards(region)).toHaveLength(1));
    const shown = visibleCards(region);
    await expect(shown[0]?.getBoundingClientRect().width).toBeCloseTo(region.getBoundingClientRect().width, 0);
    for (const button of within(region).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const FewCards: Story = {
  args: { items: sampleItems.slice(0, 3) },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ args, canvasElement }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const swiper = await liveSwiper(region);
    // Three cards cannot fill a loop three at a time: the carousel runs to the end and back.
    await expect(swiper.params.loop).toBe(false);
    await expect(region$.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);
    await userEvent.click(region$.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => expect(currentDot(region)).toHaveAccessibleName('Go to slide 3'));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
  },
};

const fewCardsLoad = gatedSwiper();

export const FewCardsOnDesktop: Story = {
  args: { items: sampleItems.slice(0, 3) },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  ...fewCardsLoad.story,
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    // All three fit: nothing moves, so there is nothing to press and swiper is not asked for.
    await waitFor(() => expect(visibleCards(region)).toHaveLength(3));
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    await pastSwiperRequest(region);
    await expect(fewCardsLoad.gate().requests).toBe(0);
    await expect(region).toHaveAttribute('data-state', 'static');
  },
};

const singleCardLoad = gatedSwiper();

export const SingleCard: Story = {
  args: { items: sampleItems.slice(0, 1) },
  ...singleCardLoad.story,
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    await expect(card(region, 'Priya Sharma')).toBeVisible();
    await expect(within(region).getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    await pastSwiperRequest(region);
    await expect(singleCardLoad.gate().requests).toBe(0);
    await expect(region).toHaveAttribute('data-state', 'static');
  },
};

export const BrokenAvatar: Story = {
  args: {
    items: [{ ...sampleItems[1]!, avatarSrc: missingImageSrc }, ...sampleItems.slice(2)],
  },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    // Looked up afresh each time: swiper replaces the static cards' elements when it takes over.
    const avatar = () => card(region, 'Rahul Verma').querySelector('img');
    await waitFor(() => expect(avatar()).toHaveAttribute('src', sampleFallbackAvatar), { timeout: 3000 });
    await liveSwiper(region);
    await waitFor(() => expect(avatar()).toHaveAttribute('src', sampleFallbackAvatar), { timeout: 3000 });
    await expect(avatar()).toHaveAttribute('alt', '');
  },
};

export const PausedOnHoverAndFocus: Story = {
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const swiper = await liveSwiper(region);
    await expect(swiper.autoplay.running).toBe(true);

    await step('a mouse over the cards holds autoplay; leaving lets it go', async () => {
      await userEvent.hover(region);
      await expect(swiper.autoplay.running).toBe(false);
      await userEvent.unhover(region);
      await expect(swiper.autoplay.running).toBe(true);
    });

    await step('keyboard focus inside holds it until focus leaves', async () => {
      await userEvent.tab();
      await expect(within(region).getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
      await expect(swiper.autoplay.running).toBe(false);
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    });
  },
};

export const PauseButton: Story = {
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const swiper = await liveSwiper(region);
    await userEvent.click(region$.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.unhover(region);
    await expect(swiper.autoplay.running).toBe(false);
    const play = region$.getByRole('button', { name: 'Play slideshow' });
    await userEvent.click(play);
    await userEvent.unhover(region);
    await expect(play).toHaveAccessibleName('Pause slideshow');
    await expect(swiper.autoplay.running).toBe(true);
  },
};

export const AutoplayAdvances: Story = {
  // A quicker delay than the spec's 3000 ms, so the story sees autoplay move without a long wait.
  args: { autoplayDelay: 400 },
  play: async ({ args, canvasElement, step }) => {
    const region = carousel(canvasElement);
    const swiper = await liveSwiper(region);

    await step('the cards move on by themselves', async () => {
      await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    });

    await step('and keep moving after the learner picks a card', async () => {
      const onSlideChange = args.onSlideChange as Mock<(index: number) => void>;
      await userEvent.click(within(region).getByRole('button', { name: 'Go to slide 5' }));
      await waitFor(() => expect(onSlideChange).toHaveBeenCalledWith(4));
      // Read from the calls after the pick: on a busy machine autoplay may already have moved on
      // again by the time a poll looks, so "the last call" would race it.
      const picked = onSlideChange.mock.calls.map(([index]) => index).lastIndexOf(4);
      await settled(swiper);
      await userEvent.unhover(region);
      await waitFor(() => expect(onSlideChange.mock.calls[picked + 1]?.[0]).toBe(5), { timeout: 3000 });
    });
  },
};

export const ReducedMotion: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    const swiper = await liveSwiper(region);
    await expect(swiper.params.speed).toBe(0);
    await expect(swiper.autoplay.running).toBe(false);
    await userEvent.click(region$.getByRole('button', { name: 'Go to slide 2' }));
    await waitFor(() => expect(region.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 6'));
    await expect(swiper.animating).toBe(false);
    await userEvent.click(region$.getByRole('button', { name: 'Play slideshow' }));
    await userEvent.unhover(region);
    await expect(swiper.autoplay.running).toBe(true);
  },
};

export const Hindi: Story = {
  args: { items: hindiItems, labels: hindiLabels },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const region = carousel(canvasElement, 'हमारे विद्यार्थी क्या कहते हैं');
    const region$ = within(region);
    await expect(region.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(region).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    await expect(region$.getByRole('group', { name: '4 में से 1' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
    await expect(region$.getByRole('button', { name: 'स्लाइड शो रोकें' })).toBeVisible();
    await expect(card(region, 'अंकित यादव')).toBeVisible();
    await expect(within(card(region, 'अंकित यादव')).getByText('5 में से 5 स्टार')).toBeInTheDocument();
    const swiper = await liveSwiper(region);
    await userEvent.click(region$.getByRole('button', { name: 'स्लाइड 2 पर जाएँ' }));
    await expect(region$.getByRole('status')).toHaveTextContent('4 में से 2: पूजा कुमारी');
    await settled(swiper);
  },
};

/** As many testimonials as the home page has: sixteen, one per view on a phone. */
const sixteenItems: TestimonialsCarouselItem[] = Array.from({ length: 16 }, (_, index) => {
  const item = sampleItems[index % sampleItems.length]!;
  return { ...item, id: `learner-${index + 1}`, name: `${item.name} (${index + 1})` };
});

/** Sixteen cards on a 360 px phone: the dots stay on the play button's line, each a 24 px target at least. */
export const ManyCardsOnPhone: Story = {
  args: { items: sixteenItems },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement, step }) => {
    const region = carousel(canvasElement);
    const region$ = within(region);
    await liveSwiper(region);
    const dots = () => region$.getAllByRole('button', { name: /^Go to slide \d+$/ });

    await step('the play button and every dot share one line, none narrower than 24 px', async () => {
      const pause = region$.getByRole('button', { name: 'Pause slideshow' });
      const middle = (box: DOMRect) => box.top + box.height / 2;
      const line = middle(pause.getBoundingClientRect());
      for (const dot of dots()) {
        const box = dot.getBoundingClientRect();
        await expect(middle(box)).toBeCloseTo(line, 0);
        await expect(box.width).toBeGreaterThanOrEqual(24);
        await expect(box.height).toBeGreaterThanOrEqual(24);
        await expect(box.right).toBeLessThanOrEqual(360);
      }
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    });

    await step('the dots follow the current slide, so every slide can be reached', async () => {
      await userEvent.click(region$.getByRole('button', { name: 'Pause slideshow' }));
      const last = dots().at(-1)!;
      const lastName = last.getAttribute('aria-label') ?? '';
      await userEvent.click(last);
      await waitFor(() => expect(currentDot(region)).toHaveAccessibleName(lastName));
      await waitFor(() => expect(dots().at(-1)).not.toHaveAccessibleName(lastName));
    });
  },
};
