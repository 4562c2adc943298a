import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TextClipboard } from './copyText';
import { ReferralCard, type ReferralCardLabels } from './ReferralCard';

const hindiLabels: ReferralCardLabels = {
  title: 'आपका रेफ़रल कोड',
  copy: 'कॉपी करें',
  shareLink: 'आपका शेयर लिंक',
  shareLinkHint: 'यह साइन-अप खोलता है, जिसमें आपका कोड पहले से भरा होता है।',
  copyLink: 'लिंक कॉपी करें',
  share: 'शेयर करें',
  shareTitle: 'परीक्षा पर मेरे साथ जुड़ें',
  shareText: (code) => `परीक्षा पर मेरे साथ तैयारी करें। मेरे रेफ़रल कोड ${code} से साइन अप करें।`,
  copyFailed: 'अपने-आप कॉपी नहीं हो सका। कोड चुन लिया गया है: कॉपी करने के लिए Ctrl+C दबाएँ, या उसे छूकर दबाए रखें।',
  copyLinkFailed: 'अपने-आप कॉपी नहीं हो सका। लिंक चुन लिया गया है: कॉपी करने के लिए Ctrl+C दबाएँ, या उसे छूकर दबाए रखें।',
  howItWorks: 'यह कैसे काम करता है',
  stepShare: 'अपना कोड या लिंक किसी दोस्त को भेजें।',
  stepSignUp: 'आपके दोस्त उस कोड से साइन अप करते हैं।',
  stepAppear: 'फिर वे यहाँ जुड़े दोस्तों में गिने जाते हैं।',
  friendsNone: 'अभी तक आपके कोड से कोई दोस्त नहीं जुड़ा है।',
  friendsCount: (count, shown) => `${shown} दोस्त ${count === 1 ? 'जुड़ा' : 'जुड़े'}`,
  loading: 'आपका रेफ़रल कोड लोड हो रहा है…',
  error: (message) => `त्रुटि: ${message}`,
  retry: 'फिर से कोशिश करें',
};

const laptop = { viewport: { value: 'desktop1280', isRotated: false } };
const phone = { viewport: { value: 'phone360', isRotated: false } };
const shareUrl = 'https://pariksha.example/signup?ref=K7MP2QXR';

/** Puts a stand-in on `navigator` for one story (the real clipboard needs a focused, permitted page). */
function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
  return () => {
    Reflect.deleteProperty(navigator, name);
  };
}

/** The clipboard the story stubbed, to assert on. */
function stubbedClipboard(): TextClipboard {
  return navigator.clipboard;
}

const meta = {
  title: 'Components/ReferralCard',
  component: ReferralCard,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { code: 'K7MP2QXR', friendsJoined: 3, shareUrl, onCopied: fn(), locale: 'en-IN' },
  argTypes: { locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] } },
  // Every story starts with a clipboard that works and no share sheet; stories change either.
  beforeEach: () => {
    const restoreClipboard = stubNavigator('clipboard', { writeText: fn(async () => {}) });
    const restoreShare = stubNavigator('share', undefined);
    return () => {
      restoreClipboard();
      restoreShare();
    };
  },
} satisfies Meta<typeof ReferralCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The code, Copy, the count, the share link and how it works; Copy puts the code on the clipboard. */
export const Default: Story = {
  globals: laptop,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the code under its heading, the count, the link and three steps', async () => {
      await expect(canvas.getByRole('region', { name: 'Your referral code' })).toBeVisible();
      await expect(canvas.getByText('K7MP2QXR')).toBeVisible();
      await expect(canvas.getByText('3 friends joined')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Your share link' })).toHaveValue(shareUrl);
      await expect(canvas.getByRole('textbox', { name: 'Your share link' })).toHaveAttribute('readonly');
      await expect(canvas.getByRole('heading', { level: 3, name: 'How it works' })).toBeVisible();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
      // No share sheet on this device: no Share button.
      await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    });

    await step('Copy writes the code to the clipboard and tells the app', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('code'));
      await expect(stubbedClipboard().writeText).toHaveBeenCalledWith('K7MP2QXR');
    });

    await step('Copy link writes the link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(args.onCopied).toHaveBeenLastCalledWith('link'));
      await expect(stubbedClipboard().writeText).toHaveBeenLastCalledWith(shareUrl);
      await expect(canvas.queryByText(/Could not copy/)).toBeNull();
    });
  },
};

/** Keyboard only: Tab reaches Copy, Enter copies. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('code'));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Your share link' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  },
};

/** Nobody has joined yet: said in words, not '0 friends joined'. */
export const ZeroFriends: Story = {
  args: { friendsJoined: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No friends have joined with your code yet.')).toBeVisible();
    await expect(canvas.queryByText(/0 friends/)).toBeNull();
  },
};

export const OneFriend: Story = {
  args: { friendsJoined: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 friend joined')).toBeVisible();
  },
};

export const ManyFriends: Story = {
  args: { friendsJoined: 1250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,250 friends joined')).toBeVisible();
  },
};

/** The browser refused: the code is left selected and the card says how to copy it by hand. */
export const CopyFailure: Story = {
  beforeEach: () =>
    stubNavigator('clipboard', {
      writeText: fn(async () => {
        throw new DOMException('Document is not focused.', 'NotAllowedError');
      }),
    }),
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the code', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await expect(
        await canvas.findByText('Could not copy automatically. The code is selected: press Ctrl+C, or touch and hold it, to copy it.'),
      ).toBeVisible();
      await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe('K7MP2QXR');
      await expect(args.onCopied).not.toHaveBeenCalled();
    });
    await step('the link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      await expect(await canvas.findByText(/The link is selected/)).toBeVisible();
      const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Your share link' });
      await expect(field).toHaveFocus();
      await expect([field.selectionStart, field.selectionEnd]).toEqual([0, shareUrl.length]);
      await expect(args.onCopied).not.toHaveBeenCalled();
    });
  },
};

/** No clipboard at all (an insecure page, an old browser): the same fallback. */
export const NoClipboard: Story = {
  beforeEach: () => stubNavigator('clipboard', undefined),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(/The code is selected/)).toBeVisible();
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe('K7MP2QXR');
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** A phone with a share sheet: Share hands it the link and the code. */
export const WithShare: Story = {
  beforeEach: () => stubNavigator('share', fn(async () => {})),
  globals: phone,
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(navigator.share).toHaveBeenCalledWith({
      title: 'Join me on Pariksha',
      text: 'I prepare for my exams on Pariksha. Sign up with my referral code K7MP2QXR.',
      url: shareUrl,
    });
  },
};

/** On a phone: the code, its button and the link fit 360 px; every button is a finger's size. */
export const Phone: Story = {
  globals: phone,
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Copy', 'Copy link']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByText('K7MP2QXR')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your referral code…');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('K7MP2QXR')).toBeNull();
  },
};

/** The request failed: the spec's 'Error: {message}' and a way to try again. */
export const Error: Story = {
  args: { error: 'Network Error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Network Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
  },
};

export const Hindi: Story = {
  args: { labels: hindiLabels, locale: 'hi-IN', friendsJoined: 1 },
  parameters: { frame: { width: 'narrow', lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'आपका रेफ़रल कोड' })).toBeVisible();
    await expect(canvas.getByText('1 दोस्त जुड़ा')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'आपका शेयर लिंक' })).toHaveValue(shareUrl);
    await expect(canvas.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'कॉपी करें' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('code'));
  },
};

export const HindiPhone: Story = {
  args: { labels: hindiLabels, locale: 'hi-IN', friendsJoined: 12 },
  globals: phone,
  parameters: { frame: { width: 'full', lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 दोस्त जुड़े')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
