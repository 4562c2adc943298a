import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';

const states: SelectOption[] = [
  { value: 'delhi', label: 'Delhi' },
  { value: 'maharashtra', label: 'Maharashtra' },
  { value: 'karnataka', label: 'Karnataka' },
];

/** Holds the chosen value the way a form does, so the select shows it. */
function StatefulSelectField({ value, onChange, ...props }: SelectFieldProps) {
  const [chosen, setChosen] = useState(value);
  return (
    <SelectField
      {...props}
      value={chosen}
      onChange={(next, event) => {
        setChosen(next);
        onChange(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    label: 'State',
    name: 'state',
    options: states,
    value: 'delhi',
    onChange: fn(),
  },
  argTypes: {
    ref: { control: false },
  },
  render: (args) => <StatefulSelectField key={args.value} {...args} />,
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'State' });

    await step('the label is visible and the current choice shown', async () => {
      await expect(canvas.getByText('State')).toBeVisible();
      await expect(select).toHaveDisplayValue('Delhi');
      await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Delhi',
        'Maharashtra',
        'Karnataka',
      ]);
    });

    await step('the keyboard reaches it, the ring shows, and it is a full touch target', async () => {
      await userEvent.tab();
      await expect(select).toHaveFocus();
      await expect(getComputedStyle(select.parentElement as HTMLElement).outlineStyle).toBe('solid');
      await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });

    await step('choosing an option reports its value', async () => {
      await userEvent.selectOptions(select, 'Karnataka');
      await expect(select).toHaveDisplayValue('Karnataka');
      await expect(args.onChange).toHaveBeenLastCalledWith('karnataka', expect.anything());
    });
  },
};

export const WithPlaceholder: Story = {
  args: { value: '', placeholder: 'Select your state', required: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toHaveDisplayValue('Select your state');
    await expect(select).toBeRequired();
    await userEvent.selectOptions(select, 'maharashtra');
    await expect(args.onChange).toHaveBeenLastCalledWith('maharashtra', expect.anything());
    // A required answer cannot go back to 'nothing chosen'.
    await expect(within(select).getByRole('option', { name: 'Select your state' })).toBeDisabled();
  },
};

export const OptionalPlaceholder: Story = {
  args: { label: 'Gender', name: 'gender', value: 'female', placeholder: 'Prefer not to say', options: [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
    { value: 'other', label: 'Other' },
  ] },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Gender' });
    await userEvent.selectOptions(select, 'Prefer not to say');
    await expect(args.onChange).toHaveBeenLastCalledWith('', expect.anything());
  },
};

export const WithError: Story = {
  args: { value: '', placeholder: 'Select your state', required: true, error: 'Choose your state.', hint: 'Where you will sit the exam.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'State' });
    const message = canvas.getByText('Choose your state.');
    await expect(message).toBeVisible();
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Where you will sit the exam. Choose your state.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

export const Phone360: Story = {
  args: {
    label: 'Exam centre',
    name: 'centre',
    value: 'ncr',
    options: [
      { value: 'ncr', label: 'National Capital Region (Delhi, Noida, Gurugram, Ghaziabad, Faridabad)' },
      { value: 'mumbai', label: 'Mumbai Metropolitan Region' },
    ],
  },
  parameters: { frame: { width: 'full' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Exam centre' });
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: {
    label: 'अपनी भाषा चुनें',
    name: 'language',
    value: 'en',
    options: [
      { value: 'en', label: 'English' },
      { value: 'hi', label: 'हिन्दी' },
    ],
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'अपनी भाषा चुनें' });
    await expect(select.closest('[lang="hi"]')).not.toBeNull();
    await userEvent.selectOptions(select, 'हिन्दी');
    await expect(args.onChange).toHaveBeenLastCalledWith('hi', expect.anything());
  },
};
