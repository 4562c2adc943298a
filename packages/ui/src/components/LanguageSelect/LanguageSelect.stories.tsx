import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelect, languageSelectStatuses, type Language, type LanguageSelectProps } from './LanguageSelect';

const languages: Language[] = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
  { code: 'bn', label: 'বাংলা' },
  { code: 'mr', label: 'मराठी' },
];

/** Holds the chosen code the way the top bar does, so the select shows the new language. */
function StatefulLanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  const [code, setCode] = useState(value);
  return (
    <LanguageSelect
      {...props}
      value={code}
      onChange={(next) => {
        setCode(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LanguageSelect',
  component: LanguageSelect,
  tags: ['autodocs'],
  parameters: { frame: { width: 'narrow' } },
  args: {
    languages,
    value: 'en',
    status: 'ready',
    onChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: languageSelectStatuses },
    value: { control: 'select', options: [null, ...languages.map((language) => language.code)] },
  },
  render: (args) => <StatefulLanguageSelect key={`${args.status}-${args.value}`} {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading', languages: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveDisplayValue('Loading...');
    await expect(select).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { status: 'error', languages: [] },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveDisplayValue('Error');
    await expect(select).toBeDisabled();
    // Tab skips it: nothing to choose until the languages load.
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Ready: Story = {
  play: async ({ args, canvasElement, step }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });

    await step('the current language is shown, every language is listed', async () => {
      await expect(select).toHaveDisplayValue('English');
      await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(
        languages.map((language) => language.label),
      );
    });

    await step('choosing हिन्दी tells the app and shows it', async () => {
      await userEvent.tab();
      await expect(select).toHaveFocus();
      await userEvent.selectOptions(select, 'हिन्दी');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith('hi');
      await expect(select).toHaveDisplayValue('हिन्दी');
    });

    await step('it is a comfortable touch target', async () => {
      await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

export const NoneSelected: Story = {
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveDisplayValue('Select Language');
    // The prompt cannot be chosen back once a language is picked.
    await expect(within(select).getByRole('option', { name: 'Select Language' })).toBeDisabled();
    await userEvent.selectOptions(select, 'मराठी');
    await expect(args.onChange).toHaveBeenCalledWith('mr');
  },
};

export const Hindi: Story = {
  args: {
    value: 'hi',
    labels: { label: 'भाषा', placeholder: 'भाषा चुनें', loading: 'लोड हो रहा है...', error: 'त्रुटि' },
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'भाषा' });
    await expect(select.closest('[lang="hi"]')).not.toBeNull();
    await expect(select).toHaveDisplayValue('हिन्दी');
    await userEvent.selectOptions(select, 'English');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};
