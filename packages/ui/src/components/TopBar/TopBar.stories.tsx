import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelect, type Language, type LanguageSelectLabels } from '../LanguageSelect/LanguageSelect';
import { TopBar } from './TopBar';

/** The bar's props plus its language select's event, so stories can assert the choice. */
type TopBarStoryArgs = ComponentProps<typeof TopBar> & { onLanguageChange: (code: string) => void };

const languages: Language[] = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
];

/** The app's language state, as the shell holds it. */
function AppLanguageSelect({ onChange, labels }: { onChange: (code: string) => void; labels?: Partial<LanguageSelectLabels> }) {
  const [code, setCode] = useState<string | null>('en');
  return (
    <LanguageSelect
      languages={languages}
      value={code}
      status="ready"
      labels={labels}
      onChange={(next) => {
        setCode(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: {
    languageSelect: null,
    onLanguageChange: fn(),
  },
  argTypes: {
    languageSelect: { control: false },
  },
  render: ({ onLanguageChange, ...props }) => (
    <TopBar {...props} languageSelect={<AppLanguageSelect onChange={onLanguageChange} />} />
  ),
} satisfies Meta<TopBarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('language, mail, location and social links in one slim row', async () => {
      const select = canvas.getByRole('combobox', { name: 'Language' });
      const mail = canvas.getByRole('link', { name: 'Email: support@pariksha.in' });
      await expect(mail).toHaveAttribute('href', 'mailto:support@pariksha.in');
      const location = canvas.getByText('Mukherjee Nagar, New Delhi');
      await expect(location).toBeVisible();
      const youtube = canvas.getByRole('link', { name: 'Pariksha on YouTube' });
      await expect(youtube).toBeVisible();
      const rows = new Set([select, mail, location, youtube].map((el) => Math.round(el.getBoundingClientRect().top / 20)));
      await expect(rows.size).toBeLessThanOrEqual(2);
      await expect(canvas.getByRole('list', { name: 'Social' })).toBeVisible();
    });

    await step('switching to हिन्दी reaches the app', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
      await expect(args.onLanguageChange).toHaveBeenCalledWith('hi');
    });
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    const mail = canvas.getByRole('link', { name: 'Email: support@pariksha.in' });
    await expect(select).toBeVisible();
    await expect(mail).toBeVisible();
    // The location and social links give way; the footer repeats them.
    await expect(canvas.getByText('Mukherjee Nagar, New Delhi')).not.toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Social' })).not.toBeInTheDocument();
    // One row, no sideways scrolling.
    await expect(Math.abs(select.getBoundingClientRect().top - mail.getBoundingClientRect().top)).toBeLessThan(8);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(mail.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Hindi: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: {
    location: 'मुखर्जी नगर, नई दिल्ली',
    labels: { email: 'ईमेल', location: 'पता', social: 'सोशल मीडिया' },
  },
  parameters: { frame: { lang: 'hi' } },
  render: ({ onLanguageChange, ...props }) => (
    <TopBar
      {...props}
      languageSelect={<AppLanguageSelect onChange={onLanguageChange} labels={{ label: 'भाषा', placeholder: 'भाषा चुनें' }} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByText('मुखर्जी नगर, नई दिल्ली');
    await expect(location.closest('[lang="hi"]')).not.toBeNull();
    await expect(location).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'भाषा' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ईमेल: support@pariksha.in' })).toBeVisible();
  },
};
