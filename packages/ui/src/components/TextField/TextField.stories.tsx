import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField';

/** Holds the value the way a form does, so typing shows up in the field. */
function StatefulTextField({ value, onChange, ...props }: TextFieldProps) {
  const [text, setText] = useState(value);
  return (
    <TextField
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
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    label: 'Email Address',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    value: '',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    inputMode: {
      control: 'select',
      options: [undefined, 'text', 'email', 'tel', 'numeric', 'decimal', 'url', 'search', 'none'],
    },
    ref: { control: false },
  },
  render: (args) => <StatefulTextField key={`${args.type}-${args.value}`} {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  args: { required: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email Address' });

    await step('the label is visible, the field is a required e-mail field with no error', async () => {
      await expect(canvas.getByText('Email Address')).toBeVisible();
      await expect(input).toHaveAttribute('type', 'email');
      await expect(input).toHaveAttribute('name', 'email');
      await expect(input).toHaveAttribute('autocomplete', 'email');
      await expect(input).toBeRequired();
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).not.toHaveAttribute('aria-describedby');
    });

    await step('a keyboard user tabs in and types; every change reaches the form', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('priya@example.in');
      await expect(input).toHaveValue('priya@example.in');
      await expect(args.onChange).toHaveBeenCalledTimes('priya@example.in'.length);
      await expect(args.onChange).toHaveBeenLastCalledWith('priya@example.in', expect.anything());
    });

    await step('the focus ring goes round the field, which is a full touch target high', async () => {
      const box = input.parentElement as HTMLElement;
      await expect(getComputedStyle(box).outlineStyle).toBe('solid');
      await expect(getComputedStyle(box).outlineWidth).toBe('2px');
      await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

export const WithHint: Story = {
  args: {
    label: 'Full Name',
    name: 'fullName',
    type: 'text',
    autoComplete: 'name',
    hint: 'As printed on your admit card.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveAccessibleDescription('As printed on your admit card.');
  },
};

export const WithError: Story = {
  args: { value: 'priya@', error: 'Enter an e-mail address like name@example.com.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    const message = canvas.getByText('Enter an e-mail address like name@example.com.');
    await expect(message).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    // Red with an icon, not colour alone.
    await expect(getComputedStyle(message).color).toBe('rgb(179, 38, 30)');
    await expect(message.closest('p')?.querySelector('svg')).not.toBeNull();
    await expect(getComputedStyle(input.parentElement as HTMLElement).borderColor).toBe('rgb(179, 38, 30)');
  },
};

/** A form that checks the field when it is sent, the way the login page does. */
function EmailForm(props: TextFieldProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(email.includes('@') ? undefined : 'Enter an e-mail address like name@example.com.');
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Log in">
      <TextField
        {...props}
        value={email}
        error={error}
        onChange={(next, event) => {
          setEmail(next);
          setError(undefined);
          props.onChange(next, event);
        }}
      />
      <p>
        <Button type="submit">Log in</Button>
      </p>
    </form>
  );
}

export const ErrorAnnounced: Story = {
  render: (args) => <EmailForm {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email Address' });

    await step('sending a wrong address shows the message in a live region and marks the field', async () => {
      await userEvent.type(input, 'priya.example.in');
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      const message = await canvas.findByText('Enter an e-mail address like name@example.com.');
      await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
      await expect(input).toHaveValue('priya.example.in');
    });

    await step('correcting the address clears the message', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'priya@example.in');
      await expect(canvas.queryByText('Enter an e-mail address like name@example.com.')).not.toBeInTheDocument();
      await expect(input).not.toHaveAttribute('aria-invalid');
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(canvas.queryByText('Enter an e-mail address like name@example.com.')).not.toBeInTheDocument();
    });
  },
};

export const PhonePrefix: Story = {
  args: {
    label: 'Phone Number',
    name: 'phone',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    prefix: '+91',
    required: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    const prefix = canvas.getByText('+91');
    await expect(prefix).toBeVisible();
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('+91');
    // Inside the field, at its start, on the same row as what is typed.
    await expect(prefix.parentElement).toBe(input.parentElement);
    await expect(prefix.getBoundingClientRect().right).toBeLessThanOrEqual(input.getBoundingClientRect().left);
    await userEvent.type(input, '9876543210');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onChange).toHaveBeenLastCalledWith('9876543210', expect.anything());
  },
};

export const PhonePrefixWithError: Story = {
  args: {
    ...PhonePrefix.args,
    value: '12345',
    error: 'Enter a 10-digit Indian mobile number.',
    hint: 'We send your result by SMS.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAccessibleDescription(
      '+91 We send your result by SMS. Enter a 10-digit Indian mobile number.',
    );
  },
};

export const DateOfBirth: Story = {
  args: { label: 'Date of Birth', name: 'dob', type: 'date', autoComplete: 'bday', value: '2004-08-15' },
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="date"]') as HTMLInputElement;
    await expect(input).toHaveAccessibleName('Date of Birth');
    await expect(input).toHaveValue('2004-08-15');
    await userEvent.clear(input);
    await userEvent.type(input, '2005-01-26');
    await expect(args.onChange).toHaveBeenLastCalledWith('2005-01-26', expect.anything());
  },
};

export const Disabled: Story = {
  args: { value: 'priya@example.in', disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email Address' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Phone360: Story = {
  args: { ...PhonePrefixWithError.args, hint: 'An Indian mobile number that receives SMS and WhatsApp messages.' },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    const box = input.parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: {
    label: 'फ़ोन नंबर',
    name: 'phone',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    prefix: '+91',
    hint: 'इसी नंबर पर आपका परिणाम SMS से आएगा।',
    error: '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
    value: '98765',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'फ़ोन नंबर' });
    await expect(input.closest('[lang="hi"]')).not.toBeNull();
    await expect(canvas.getByText('10 अंकों का भारतीय मोबाइल नंबर लिखें।')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
