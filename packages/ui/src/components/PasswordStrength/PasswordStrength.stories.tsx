import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField';
import { PasswordStrength, passwordStrengths, type PasswordStrengthLevel } from './PasswordStrength';

const meta = {
  title: 'Components/PasswordStrength',
  component: PasswordStrength,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: { strength: 'fair', message: 'Fair: a longer password is stronger', label: 'Password strength', id: 'password-strength' },
  argTypes: { strength: { control: 'inline-radio', options: [null, ...passwordStrengths] } },
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The meter's state as a person sees it: the filled bars' count, the words, and what a screen reader hears. */
async function expectMeter(canvasElement: HTMLElement, strength: PasswordStrengthLevel | 'none', filled: number, heard: string) {
  const canvas = within(canvasElement);
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent(heard);
  await expect(canvasElement.querySelector('[data-strength]')).toHaveAttribute('data-strength', strength);
  const bars = Array.from(canvasElement.querySelectorAll('[aria-hidden="true"] > span'));
  await expect(bars).toHaveLength(3);
  // The first `filled` bars share the tone's colour; the rest show the empty track.
  const colours = bars.map((bar) => getComputedStyle(bar).backgroundColor);
  await expect(new Set(colours.slice(0, filled)).size).toBeLessThanOrEqual(1);
  await expect(new Set(colours.slice(filled)).size).toBeLessThanOrEqual(1);
  if (filled > 0 && filled < 3) await expect(colours[0]).not.toBe(colours[2]);
}

export const Playground: Story = {};

export const Empty: Story = {
  args: { strength: null, message: '' },
  play: async ({ canvasElement }) => {
    await expectMeter(canvasElement, 'none', 0, '');
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Weak: Story = {
  args: { strength: 'weak', message: 'Weak: a common password' },
  play: async ({ canvasElement }) => {
    await expectMeter(canvasElement, 'weak', 1, 'Password strength: Weak: a common password');
    await expect(within(canvasElement).getByText('Weak: a common password')).toBeVisible();
  },
};

export const Fair: Story = {
  play: async ({ canvasElement }) => {
    await expectMeter(canvasElement, 'fair', 2, 'Password strength: Fair: a longer password is stronger');
  },
};

export const Strong: Story = {
  args: { strength: 'strong', message: 'Strong' },
  play: async ({ canvasElement }) => {
    await expectMeter(canvasElement, 'strong', 3, 'Password strength: Strong');
  },
};

export const Hindi: Story = {
  args: { strength: 'weak', message: 'कमज़ोर: बहुत आम पासवर्ड', label: 'पासवर्ड की मज़बूती' },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    await expectMeter(canvasElement, 'weak', 1, 'पासवर्ड की मज़बूती: कमज़ोर: बहुत आम पासवर्ड');
  },
};

/** A long sentence on a 360 px phone wraps inside the form's width; the bars share it equally. */
export const Phone: Story = {
  args: {
    strength: 'weak',
    message: 'Weak: it uses your name, e-mail or phone number. Choose words nobody links to you.',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { frame: { width: 'full' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
    const bars = Array.from(canvasElement.querySelectorAll('[aria-hidden="true"] > span'));
    const widths = bars.map((bar) => Math.round(bar.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

/** A story-only estimate, so the meter can be tried: the app's real one uses a common-password list. */
function demoStrength(password: string): [PasswordStrengthLevel | null, string] {
  if (password === '') return [null, ''];
  if (['password', '12345678', 'qwertyui'].includes(password.toLowerCase())) return ['weak', 'Weak: a common password'];
  if (password.length < 12) return ['fair', 'Fair: a longer password is stronger'];
  return ['strong', 'Strong'];
}

function NewPasswordForm() {
  const [password, setPassword] = useState('');
  const id = useId();
  const [strength, message] = demoStrength(password);
  return (
    <div>
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        aria-describedby={id}
      />
      <PasswordStrength id={id} strength={strength} message={message} label="Password strength" />
    </div>
  );
}

/** Under a new-password field: the hint follows the typing and describes the field. */
export const WithPasswordField: Story = {
  render: () => <NewPasswordForm />,
  play: async ({ canvasElement, step }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await step('empty at first', async () => {
      await expectMeter(canvasElement, 'none', 0, '');
    });
    await step('a common password is weak, and the field is described by the hint', async () => {
      await userEvent.type(input, 'password');
      await expectMeter(canvasElement, 'weak', 1, 'Password strength: Weak: a common password');
      await expect(input).toHaveAccessibleDescription('Password strength: Weak: a common password');
    });
    await step('a long passphrase is strong', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'saffron kites at dawn');
      await expectMeter(canvasElement, 'strong', 3, 'Password strength: Strong');
    });
  },
};
