import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumericKeypad, type NumericKeypadProps } from './NumericKeypad';

/** Holds the typed number the way a question does. */
function NumericKeypadDemo({ value, onChange, ...props }: NumericKeypadProps) {
  const [typed, setTyped] = useState(value);
  return (
    <NumericKeypad
      {...props}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/NumericKeypad',
  component: NumericKeypad,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { value: '', onChange: fn() },
  render: (args) => <NumericKeypadDemo key={args.value} {...args} />,
} satisfies Meta<typeof NumericKeypad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TypingWithTheKeys: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const display = canvas.getByRole('textbox', { name: 'Your answer' });

    await step('digits, a leading minus and one point make the number', async () => {
      for (const name of ['Minus', '4', '2', 'Decimal point', '5']) {
        await userEvent.click(canvas.getByRole('button', { name }));
      }
      await expect(display).toHaveValue('\u221242.5');
      await expect(args.onChange).toHaveBeenLastCalledWith('-42.5');
    });

    await step('the new number is read out after each key', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Your answer: \u221242.5');
    });

    await step('Backspace takes back one character, Clear All the lot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Backspace' }));
      await expect(display).toHaveValue('\u221242.');
      await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
      await expect(display).toHaveValue('');
      await expect(args.onChange).toHaveBeenLastCalledWith('');
      await expect(canvas.getByRole('status')).toHaveTextContent('Your answer: empty');
    });

    await step('a point typed first reads 0.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Decimal point' }));
      await expect(display).toHaveValue('0.');
    });
  },
};

export const TypingWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const display = canvas.getByRole('textbox', { name: 'Your answer' });
    // Tab reaches the display first: it is read-only, so no phone keyboard opens on a tap.
    await userEvent.tab();
    await expect(display).toHaveFocus();
    await expect(display).toHaveAttribute('readonly');
    await expect(display).toHaveAttribute('inputmode', 'none');
    await userEvent.keyboard('250{Backspace}7');
    await expect(display).toHaveValue('257');
    await expect(args.onChange).toHaveBeenLastCalledWith('257');
    // Digits also work while a key of the keypad has focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '7' })).toHaveFocus();
    await userEvent.keyboard('1{Delete}9');
    await expect(display).toHaveValue('9');
    // Enter still presses the focused key, which types 7.
    await userEvent.keyboard('{Enter}');
    await expect(display).toHaveValue('97');
  },
};

export const RefusesInvalidInput: Story = {
  args: { value: '12.5', maxLength: 5 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const display = canvas.getByRole('textbox', { name: 'Your answer' });
    const status = canvas.getByRole('status');

    await step('a second decimal point', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Decimal point' }));
      await expect(status).toHaveTextContent('The number already has a decimal point.');
    });

    await step('a minus sign that is not first', async () => {
      await userEvent.click(display);
      await userEvent.keyboard('-');
      await expect(status).toHaveTextContent('A minus sign can only come first.');
    });

    await step('a digit past the longest answer', async () => {
      await userEvent.keyboard('3');
      await expect(display).toHaveValue('12.53');
      await userEvent.keyboard('9');
      await expect(status).toHaveTextContent('The answer can be at most 5 characters long.');
    });

    await step('letters and symbols do nothing', async () => {
      await userEvent.keyboard('e+,');
      await expect(display).toHaveValue('12.53');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await step('the next accepted key clears the message', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(canvas.queryByText(/at most 5/)).toBeNull();
    });
  },
};

export const Disabled: Story = {
  args: { value: '42', disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const key of within(canvas.getByRole('group', { name: 'Number keypad' })).getAllByRole('button')) {
      await expect(key).toBeDisabled();
    }
    await userEvent.click(canvas.getByRole('button', { name: '5' }));
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveValue('42');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Hindi: Story = {
  args: {
    labels: {
      answer: 'आपका उत्तर',
      empty: 'खाली',
      keypad: 'संख्या कीपैड',
      point: 'दशमलव बिंदु',
      minus: 'ऋण चिह्न',
      backspace: 'बैकस्पेस',
      clear: 'सब मिटाएँ',
      refusedPoint: 'संख्या में दशमलव बिंदु पहले से है।',
      refusedMinus: 'ऋण चिह्न केवल शुरू में आ सकता है।',
      refusedLength: 'उत्तर में अधिकतम {max} अक्षर हो सकते हैं।',
    },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ऋण चिह्न' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('ऋण चिह्न केवल शुरू में आ सकता है।');
    await expect(canvas.getByRole('textbox', { name: 'आपका उत्तर' })).toHaveValue('8');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const key of within(canvas.getByRole('group', { name: 'Number keypad' })).getAllByRole('button')) {
      const box = key.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};
