import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField';

const years = Array.from({ length: 91 }, (_, index) => 2016 - index);

/** Holds the chosen date the way a form does, so the selects show it. */
function StatefulDateField({ value, onChange, ...props }: DateFieldProps) {
  const [chosen, setChosen] = useState(value);
  return (
    <DateField
      {...props}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    label: 'Date of Birth',
    name: 'dob',
    locale: 'en-IN',
    years,
    value: '2004-08-15',
    onChange: fn(),
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-IN', 'hi-IN'] },
  },
  render: (args) => <StatefulDateField key={`${args.value}-${args.locale}`} {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('combobox', { name: 'Day' });
    const month = canvas.getByRole('combobox', { name: 'Month' });

    await step('the date reads day, month by name, year: no order to guess', async () => {
      await expect(canvas.getByRole('group', { name: 'Date of Birth' })).toBeVisible();
      await expect(day).toHaveDisplayValue('15');
      await expect(month).toHaveDisplayValue('August');
      await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2004');
    });

    await step('the keyboard reaches each part, each a full touch target', async () => {
      await userEvent.tab();
      await expect(day).toHaveFocus();
      await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.tab();
      await expect(month).toHaveFocus();
    });

    await step('choosing a part reports the whole date', async () => {
      await userEvent.selectOptions(month, 'January');
      await expect(args.onChange).toHaveBeenLastCalledWith('2004-01-15');
    });
  },
};

export const Hindi: Story = {
  args: { label: 'जन्म तिथि', locale: 'hi-IN', labels: { day: 'दिन', month: 'महीना', year: 'साल' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'महीना' })).toHaveDisplayValue('अगस्त');
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Day');
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Month');
  },
};

export const Error: Story = {
  args: { value: '2004-08-', error: 'Choose the day, month and year of your date of birth.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('combobox', { name: 'Day' });
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(expect.stringContaining('Choose the day, month and year of your date of birth.'));
  },
};
