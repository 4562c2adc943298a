import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hexToRgb } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Components/PromoBanner',
  component: PromoBanner,
  tags: ['autodocs'],
  args: {
    message: 'Get 10% off all test series with code',
    code: 'WELCOME10',
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onDismiss: fn() },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByText('WELCOME10');
    await expect(code.tagName).toBe('STRONG');
    await expect(code.closest('p')).toHaveTextContent('Get 10% off all test series with code WELCOME10');
    await expect(getComputedStyle(code).color).toBe(hexToRgb(tokens.color.brand));
    // Without onDismiss there is nothing to press.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const dismiss = canvas.getByRole('button', { name: 'Dismiss offer' });

    await step('the close button is a comfortable touch target', async () => {
      const box = dismiss.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    });

    await step('tapping it tells the page', async () => {
      await userEvent.click(dismiss);
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    });

    await step('a keyboard user tabs to it and presses Enter', async () => {
      dismiss.blur();
      await userEvent.tab();
      await expect(dismiss).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    });
  },
};

export const Hindi: Story = {
  args: {
    message: 'सभी टेस्ट सीरीज़ पर 10% की छूट पाएँ, कोड लगाएँ',
    code: 'WELCOME10',
    dismissLabel: 'ऑफ़र बंद करें',
    onDismiss: fn(),
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText(/सभी टेस्ट सीरीज़ पर 10% की छूट/);
    await expect(message.closest('[lang]')).toHaveAttribute('lang', 'hi');
    await expect(within(message).getByText('WELCOME10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ऑफ़र बंद करें' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const NarrowPhone: Story = {
  args: { onDismiss: fn() },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('WELCOME10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss offer' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
