import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { StoryLink, StoryNavigateContext } from '../SiteHeader/storyLink';
import { TextField } from '../TextField/TextField';
import { AuthCard, authCardHeadingLevels } from './AuthCard';
import * as styles from './AuthCard.stories.css';

interface LoginValues {
  email: string;
  password: string;
}

/** The login page's form, as the app builds it from the ui library's fields. */
function LoginForm({ onSubmit, hindi = false }: { onSubmit: (values: LoginValues) => void; hindi?: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email, password });
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={hindi ? 'ईमेल पता' : 'Email Address'}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      <PasswordField
        label={hindi ? 'पासवर्ड' : 'Password'}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        labels={
          hindi
            ? { show: 'पासवर्ड दिखाएँ', hide: 'पासवर्ड छिपाएँ', shown: 'आपका पासवर्ड दिख रहा है।', hidden: 'आपका पासवर्ड छिपा है।' }
            : undefined
        }
      />
      <Button type="submit" width="full" size="large">
        {hindi ? 'लॉग इन करें' : 'Log in'}
      </Button>
    </form>
  );
}

/** The card's props plus what the story's form and links report. */
type AuthCardStoryArgs = ComponentProps<typeof AuthCard> & {
  onSubmit: (values: LoginValues) => void;
  onNavigate: (href: string) => void;
  /** The language of the story's sample form. */
  formLanguage: 'en' | 'hi';
};

const meta = {
  title: 'Components/AuthCard',
  component: AuthCard,
  tags: ['autodocs'],
  args: {
    title: 'Log in',
    subtitle: 'Welcome back! Pick up your preparation where you left off.',
    google: true,
    brand: 'Pariksha',
    homeHref: '/',
    headingLevel: 1,
    linkComponent: StoryLink,
    children: null,
    footer: (
      <p>
        Don’t have an account? <StoryLink href="/signup">Sign up</StoryLink>
      </p>
    ),
    onSubmit: fn(),
    onNavigate: fn(),
    formLanguage: 'en',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: authCardHeadingLevels },
    formLanguage: { control: 'inline-radio', options: ['en', 'hi'] },
    children: { control: false },
    footer: { control: false },
    linkComponent: { control: false },
  },
  render: ({ onSubmit, onNavigate, formLanguage, ...props }) => (
    <StoryNavigateContext.Provider value={onNavigate}>
      <AuthCard {...props}>
        <LoginForm onSubmit={onSubmit} hindi={formLanguage === 'hi'} />
      </AuthCard>
    </StoryNavigateContext.Provider>
  ),
} satisfies Meta<AuthCardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const laptop = { viewport: { value: 'desktop1280', isRotated: false } };
const phone = { viewport: { value: 'phone360', isRotated: false } };

export const Playground: Story = {};

export const LoginWithGoogleNote: Story = {
  globals: laptop,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Continue with Google' });

    await step('the brand leads home, the title is the page’s heading', async () => {
      await expect(canvas.getByRole('link', { name: 'Pariksha' })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Log in' })).toBeInTheDocument();
      await expect(canvas.getByText('Welcome back! Pick up your preparation where you left off.')).toBeVisible();
    });

    await step('the Google button says it is unavailable, on screen and to screen readers', async () => {
      await expect(canvas.getByText('Google sign-in is not available yet')).toBeVisible();
      await expect(google).toHaveAttribute('aria-disabled', 'true');
      await expect(google).toHaveAccessibleDescription('Google sign-in is not available yet');
      await userEvent.click(google);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(args.onNavigate).not.toHaveBeenCalled();
      await expect(google.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });

    await step('Tab goes brand, e-mail, password, its toggle, Log in, Google, Sign up, and nowhere else', async () => {
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      const order = [
        canvas.getByRole('link', { name: 'Pariksha' }),
        canvas.getByRole('textbox', { name: 'Email Address' }),
        canvasElement.querySelector('input[name="password"]'),
        canvas.getByRole('button', { name: 'Show password' }),
        canvas.getByRole('button', { name: 'Log in' }),
        google,
        canvas.getByRole('link', { name: 'Sign up' }),
      ];
      for (const element of order) {
        await userEvent.tab();
        await expect(element).toHaveFocus();
      }
      // Focus is not held: one more Tab leaves the card.
      await userEvent.tab();
      await expect(google).not.toHaveFocus();
    });

    await step('the form works inside the card, and the footer link goes through the router', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'priya@example.in');
      await userEvent.type(canvasElement.querySelector('input[name="password"]') as HTMLElement, 'secret123');
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'priya@example.in', password: 'secret123' });
      await userEvent.click(canvas.getByRole('link', { name: 'Sign up' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/signup');
    });

    await step('on a laptop the card is centred on the soft background', async () => {
      const card = canvas.getByRole('region', { name: 'Log in' });
      const rect = card.getBoundingClientRect();
      const pageWidth = canvasElement.ownerDocument.documentElement.clientWidth;
      await expect(rect.width).toBeLessThanOrEqual(440);
      await expect(Math.abs(rect.left + rect.width / 2 - pageWidth / 2)).toBeLessThanOrEqual(2);
    });
  },
};

export const WithoutGoogle: Story = {
  args: { google: false, title: 'Create your account', subtitle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  },
};

export const Phone360: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Log in' });
    const pageWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    // The card is the page on a phone: as wide as the frame around it allows.
    const frame = card.parentElement?.parentElement as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBe(frame.getBoundingClientRect().width);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(pageWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('button', { name: 'Continue with Google' }).getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('link', { name: 'Sign up' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Hindi: Story = {
  args: {
    formLanguage: 'hi',
    title: 'लॉग इन',
    subtitle: 'फिर से स्वागत है! अपनी तैयारी वहीं से शुरू करें जहाँ छोड़ी थी।',
    brand: 'परीक्षा',
    google: { label: 'Google से जारी रखें', note: 'Google से साइन-इन अभी उपलब्ध नहीं है' },
    footer: (
      <p>
        खाता नहीं है? <StoryLink href="/signup">साइन अप करें</StoryLink>
      </p>
    ),
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'लॉग इन' });
    await expect(heading.closest('[lang="hi"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'परीक्षा' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Google से जारी रखें' })).toHaveAccessibleDescription(
      'Google से साइन-इन अभी उपलब्ध नहीं है',
    );
    await expect(canvas.getByRole('textbox', { name: 'ईमेल पता' })).toBeVisible();
  },
};
