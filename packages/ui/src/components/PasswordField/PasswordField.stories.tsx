import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, passwordAutoCompletes, type PasswordFieldProps } from './PasswordField';

/** Holds the value the way a form does, so typing shows up in the field. */
function StatefulPasswordField({ value, onChange, ...props }: PasswordFieldProps) {
  const [text, setText] = useState(value);
  return (
    <PasswordField
      {...props}
      value={text}
      onChange={(next, event) => {
        setText(next);
        onChange(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    required: true,
    value: '',
    onChange: fn(),
  },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: passwordAutoCompletes },
    ref: { control: false },
  },
  render: (args) => <StatefulPasswordField key={args.value} {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The field's input: a password input has no role, so it is found by its tag and then checked
 * for its accessible name (the label's text, without the required star).
 */
async function passwordInput(canvasElement: HTMLElement, name = 'Password'): Promise<HTMLInputElement> {
  const input = canvasElement.querySelector('input') as HTMLInputElement;
  await expect(input).toHaveAccessibleName(name);
  return input;
}

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = await passwordInput(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });

    await step('the password is hidden and typed into a current-password field', async () => {
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveAttribute('autocomplete', 'current-password');
      await expect(input).toBeRequired();
      await expect(toggle).not.toHaveAttribute('aria-pressed');
      await expect(toggle).toHaveAttribute('aria-controls', input.id);
      await userEvent.type(input, 'Pariksha@2026');
      await expect(args.onChange).toHaveBeenLastCalledWith('Pariksha@2026', expect.anything());
    });

    await step('a tap shows it as text, renames the button and says so; focus stays in the field', async () => {
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAccessibleName('Hide password');
      await expect(canvas.getByText('Your password is shown.')).toBeInTheDocument();
      await expect(input).toHaveFocus();
      await expect(input).toHaveValue('Pariksha@2026');
    });

    await step('a second tap hides it again', async () => {
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAccessibleName('Show password');
      await expect(canvas.getByText('Your password is hidden.')).toBeInTheDocument();
    });

    await step('the button is a full touch target inside the field', async () => {
      const rect = toggle.getBoundingClientRect();
      await expect(rect.height).toBeGreaterThanOrEqual(44);
      await expect(rect.width).toBeGreaterThanOrEqual(44);
      await expect(toggle.parentElement).toBe(input.parentElement);
    });
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret123');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    // Focus stays on the button, now named for what it does next.
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Hide password');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('secret123');
  },
};

export const CaretKept: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await passwordInput(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('secret{ArrowLeft}{ArrowLeft}');
    await expect(input.selectionStart).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(4);
    await expect(input.selectionEnd).toBe(4);
    // The learner carries on typing where they were.
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('secrXet');
    await expect(args.onChange).toHaveBeenLastCalledWith('secrXet', expect.anything());
  },
};

export const NewPassword: Story = {
  args: {
    autoComplete: 'new-password',
    hint: 'At least 8 characters. A phrase you will remember is easiest.',
  },
  play: async ({ canvasElement }) => {
    const input = await passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters. A phrase you will remember is easiest.');
  },
};

export const WithError: Story = {
  args: { label: 'Confirm Password', name: 'confirmPassword', autoComplete: 'new-password', value: 'secret12', error: 'Passwords do not match.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await passwordInput(canvasElement, 'Confirm Password');
    await expect(canvas.getByText('Passwords do not match.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match.');
  },
};

export const Disabled: Story = {
  args: { value: 'secret12', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Phone360: Story = {
  args: { error: 'Enter your password.' },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: {
    label: 'पासवर्ड',
    labels: {
      show: 'पासवर्ड दिखाएँ',
      hide: 'पासवर्ड छिपाएँ',
      shown: 'आपका पासवर्ड दिख रहा है।',
      hidden: 'आपका पासवर्ड छिपा है।',
    },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await passwordInput(canvasElement, 'पासवर्ड');
    await expect(input.closest('[lang="hi"]')).not.toBeNull();
    await userEvent.type(input, 'परीक्षा2026');
    await userEvent.click(canvas.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toBeVisible();
    await expect(canvas.getByText('आपका पासवर्ड दिख रहा है।')).toBeInTheDocument();
  },
};
