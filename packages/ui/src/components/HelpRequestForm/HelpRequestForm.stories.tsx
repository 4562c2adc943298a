import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fieldMessage, helpMessageMaxLength, type FieldMessageKey } from '@pariksha/contract/values';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  HelpRequestForm,
  type HelpRequestFormLabels,
  type HelpRequestFormProps,
  type HelpRequestFormValues,
  type HelpRequestSent,
} from './HelpRequestForm';

const hindiLabels: HelpRequestFormLabels = {
  heading: 'स्वागत है! हम आपकी क्या मदद करें?',
  intro: 'यह फ़ॉर्म भरें, हमारी टीम आपसे संपर्क करेगी',
  name: 'नाम',
  email: 'ईमेल पता',
  message: 'संदेश',
  count: (used, max) => `${used} / ${max}`,
  submit: 'भेजें',
  submitting: 'भेजा जा रहा है…',
  failed: 'हम आपका अनुरोध नहीं भेज सके। आपका संदेश यहीं है: कृपया फिर से कोशिश करें।',
  sentHeading: 'धन्यवाद!',
  sent: (reference, email) => `अनुरोध ${reference} भेज दिया गया। हम 2 कार्य-दिवसों में ${email} पर जवाब देंगे।`,
  sendAnother: 'एक और अनुरोध भेजें',
};

const hindiMessages = Object.fromEntries(
  (['nameRequired', 'emailRequired', 'email', 'messageRequired', 'messageTooShort', 'messageTooLong'] as const).map(
    (key) => [key, fieldMessage(key, 'hi')],
  ),
) as Partial<Record<FieldMessageKey, string>>;

const en = (key: FieldMessageKey) => fieldMessage(key, 'en');
const profile = { name: 'Priya Sharma', email: 'priya@example.com' };
const question = 'My SSC CGL mock test stopped at question 14. How do I continue it?';

/**
 * Something the page waits for (the server's answer, the profile) that arrives when the play
 * function says, a fresh one for every run: no story waits on a clock. Spread `story` into the
 * story and pass `arrived` to the page.
 */
function arrival() {
  let arrive = () => {};
  let arrived = Promise.resolve();
  const wait = () => {
    arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
  };
  return { arrived: () => arrived, arrive: () => arrive(), story: { beforeEach: wait } };
}

/** The page's part: sends the request, then shows the outcome the `outcome` arg names once the server answers. */
function Page({
  outcome,
  answered,
  ...props
}: HelpRequestFormProps & { outcome: 'sent' | 'failed'; answered: () => Promise<void> }) {
  const [status, setStatus] = useState<HelpRequestFormProps['status']>('idle');
  const [sent, setSent] = useState<HelpRequestSent | null>(null);
  return (
    <HelpRequestForm
      {...props}
      status={status}
      sent={sent}
      onSubmit={async (values: HelpRequestFormValues) => {
        await props.onSubmit(values);
        setStatus('submitting');
        await answered();
        if (outcome === 'failed') {
          setStatus('error');
          return;
        }
        setStatus('idle');
        setSent({ reference: 'PRK-H-000042', email: values.email });
      }}
      onSendAnother={() => {
        props.onSendAnother?.();
        setSent(null);
      }}
    />
  );
}

const meta = {
  title: 'Components/HelpRequestForm',
  component: HelpRequestForm,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: { onSubmit: fn(), onSendAnother: fn() },
} satisfies Meta<typeof HelpRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's heading, line and fields, empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome! How can we Help?' })).toBeVisible();
    await expect(canvas.getByText('Fill this form and our team will contact you')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message.tagName).toBe('TEXTAREA');
    await expect(canvas.getByText(`0 / ${new Intl.NumberFormat('en-IN').format(helpMessageMaxLength)}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** The page while the profile loads: the form is drawn first, the profile fills it when it comes. */
function ProfileArrivesLater({ arrived, ...props }: HelpRequestFormProps & { arrived: () => Promise<void> }) {
  const [defaults, setDefaults] = useState<HelpRequestFormProps['defaultValues']>(undefined);
  useEffect(() => {
    let mounted = true;
    void arrived().then(() => {
      if (mounted) setDefaults(profile);
    });
    return () => {
      mounted = false;
    };
  }, [arrived]);
  return <HelpRequestForm {...props} defaultValues={defaults} />;
}

const profileLoad = arrival();

/** The profile arrives after the form: it fills the empty fields and leaves typed ones alone. */
export const ProfileArrivesLater_: Story = {
  name: 'Profile arrives later',
  ...profileLoad.story,
  render: (args) => <ProfileArrivesLater {...args} arrived={profileLoad.arrived} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Priya S');
    profileLoad.arrive();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('priya@example.com'));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya S');
  },
};

/** Submit with nothing filled: every field says what it needs, the first takes focus, nothing is sent. */
export const CheckedOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(en('nameRequired'));
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(en('emailRequired'));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      new RegExp(en('messageRequired')),
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each field is checked as the learner leaves it, and again as they correct it. */
export const CheckedOnBlur: Story = {
  args: { defaultValues: profile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'priya@example');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(en('email'));
    await userEvent.type(email, '.com');
    await expect(email).not.toHaveAttribute('aria-invalid');

    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Help me');
    await userEvent.tab();
    await expect(message).toHaveAccessibleDescription(new RegExp(en('messageTooShort')));
  },
};

/** The count follows the message and turns red past the limit, which Submit refuses. */
export const MessageTooLong: Story = {
  args: { defaultValues: { ...profile, message: 'क'.repeat(helpMessageMaxLength + 1) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByText('2,001 / 2,000');
    await expect(getComputedStyle(count).color).toBe('rgb(179, 38, 30)');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(new RegExp(en('messageTooLong')));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's messages beside their fields, until the learner changes the field. */
export const ServerErrors: Story = {
  args: { defaultValues: { ...profile, message: question }, status: 'error', errors: { email: 'This e-mail address cannot receive mail.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toHaveAccessibleDescription('This e-mail address cannot receive mail.');
    // A field's own message explains the failure: no second, general one.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** While it sends: the button says so and a second press sends nothing more. */
export const Submitting: Story = {
  args: { defaultValues: { ...profile, message: question }, status: 'submitting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const sentReply = arrival();

/** Sent: checked and trimmed values go to the page, the reference is shown, and another can follow. */
export const Sent: Story = {
  args: { defaultValues: profile },
  ...sentReply.story,
  render: (args) => <Page {...args} outcome="sent" answered={sentReply.arrived} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the profile fills name and e-mail; the learner writes the message', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), `  ${question}  `);
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ ...profile, message: question });
    });
    await step('while the server has not answered, the button says it is sending', async () => {
      await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeVisible();
      sentReply.arrive();
    });
    await step('the confirmation names the reference and the address, and takes focus', async () => {
      const status = await canvas.findByText(
        'Request PRK-H-000042 sent. We will reply to priya@example.com within 2 working days.',
      );
      await expect(status).toBeVisible();
      await expect(canvas.queryByRole('textbox')).toBeNull();
      await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    });
    await step('Send another request: name and e-mail kept, message empty and focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send another request' }));
      await expect(args.onSendAnother).toHaveBeenCalledOnce();
      await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('priya@example.com');
      const message = canvas.getByRole('textbox', { name: 'Message' });
      await expect(message).toHaveValue('');
      await waitFor(() => expect(message).toHaveFocus());
    });
  },
};

const failedReply = arrival();

/** Sending failed: the reason is shown and everything typed stays. */
export const Failed: Story = {
  args: { defaultValues: profile },
  ...failedReply.story,
  render: (args) => <Page {...args} outcome="failed" answered={failedReply.arrived} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), question);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await canvas.findByRole('button', { name: 'Sending…' });
    failedReply.arrive();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send your request. Your message is still here: please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(question);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

export const Hindi: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { labels: hindiLabels, fieldMessages: hindiMessages, locale: 'hi-IN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'स्वागत है! हम आपकी क्या मदद करें?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'भेजें' }));
    await expect(canvas.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(fieldMessage('nameRequired', 'hi'));
    await expect(canvas.getByRole('textbox', { name: 'संदेश' })).toHaveAccessibleDescription(
      new RegExp(fieldMessage('messageRequired', 'hi')),
    );
  },
};

export const HindiSent: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { labels: hindiLabels, sent: { reference: 'PRK-H-000042', email: 'priya@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('अनुरोध PRK-H-000042 भेज दिया गया। हम 2 कार्य-दिवसों में priya@example.com पर जवाब देंगे।')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'एक और अनुरोध भेजें' })).toBeVisible();
  },
};

/** A phone: one column, nothing wider than the screen, every control at least 44 px tall. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { defaultValues: profile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const control of [...canvas.getAllByRole('textbox'), canvas.getByRole('button', { name: 'Submit' })]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
