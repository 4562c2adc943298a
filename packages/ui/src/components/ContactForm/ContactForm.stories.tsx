import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactNameTooLongMessage, nameMaxLength, phoneMessage } from '@pariksha/contract/values';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm, contactFormStatuses } from './ContactForm';

const meta = {
  title: 'Components/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    status: 'idle',
    onSubmit: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: contactFormStatuses },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Contact Us' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const phone = within(form).getByRole('textbox', { name: 'Phone Number' });

    await step('the block says what it is for, and the number field shows +91', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
      await expect(canvas.getByText('Leave your number and a mentor will call you back.')).toBeVisible();
      await expect(canvas.getByText('+91')).toBeVisible();
      await expect(phone).toHaveAttribute('type', 'tel');
      await expect(phone).toHaveAttribute('inputmode', 'numeric');
      await expect(phone).toHaveAccessibleDescription('+91');
    });

    await step('a learner types their details and submits with Enter', async () => {
      await userEvent.tab();
      await expect(name).toHaveFocus();
      await userEvent.keyboard('Priya Sharma');
      await userEvent.tab();
      await expect(phone).toHaveFocus();
      await userEvent.keyboard('98765 43210{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Priya Sharma', phone: '9876543210' });
    });

    await step('every control is a comfortable touch target', async () => {
      await expect(name.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(phone.getBoundingClientRect().height).toBeGreaterThanOrEqual(42);
      const submit = canvas.getByRole('button', { name: 'SUBMIT' });
      await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });

    await step('submitting an empty form shows both messages and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
      await expect(canvas.getByText('Enter your name.')).toBeVisible();
      await expect(canvas.getByText('Enter a 10-digit Indian mobile number.')).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Enter your name.');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription('+91 Enter a 10-digit Indian mobile number.');
      await expect(name).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('a landline-style number is still refused, and the name is kept', async () => {
      await userEvent.type(name, 'Rahul Verma');
      await expect(canvas.queryByText('Enter your name.')).not.toBeInTheDocument();
      await userEvent.type(phone, '0112345678');
      await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
      await expect(canvas.getByText('Enter a 10-digit Indian mobile number.')).toBeVisible();
      await expect(phone).toHaveFocus();
      await expect(name).toHaveValue('Rahul Verma');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('a valid mobile number, pasted with +91, goes through', async () => {
      await userEvent.clear(phone);
      await userEvent.type(phone, '+91 70123 45678');
      await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Rahul Verma', phone: '7012345678' });
    });
  },
};

/**
 * The contract's rule, in the browser: a number the server would refuse ('98765.43210': only
 * spaces and dashes may separate the digits) is refused here first, in the server's words.
 */
export const ServerRules: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });

    await step('a number written with dots is refused before anything is sent', async () => {
      await userEvent.type(name, 'Priya Sharma');
      await userEvent.type(phone, '98765.43210{Enter}');
      await expect(canvas.getByText(phoneMessage)).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('a name longer than the server keeps is refused too', async () => {
      await userEvent.clear(phone);
      await userEvent.type(phone, '98765-43210');
      await userEvent.clear(name);
      await userEvent.click(name);
      await userEvent.paste('a'.repeat(nameMaxLength + 1));
      await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
      await expect(canvas.getByText(contactNameTooLongMessage)).toBeVisible();
      await expect(name).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('the same number with a dash goes through as its ten digits', async () => {
      await userEvent.clear(name);
      await userEvent.type(name, 'Priya Sharma');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Priya Sharma', phone: '9876543210' });
    });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sending...' });
    // aria-disabled, not disabled: focus stays on the button while the request runs.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Anjali Singh');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '9123456780');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you! A mentor will call you within one working day.',
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const ServerError: Story = {
  args: { status: 'error', errors: { phone: 'This number is already registered for a call-back.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(canvas.getByText('This number is already registered for a call-back.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('+91 This number is already registered for a call-back.');
    // The field's own message is enough; no second, general alert.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const RequestFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not send your number. Please try again.');
    await expect(canvas.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    // Stacked: the phone field sits below the name field.
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Hindi: Story = {
  args: {
    labels: {
      heading: 'संपर्क करें',
      intro: 'अपना नंबर छोड़ें, हमारे मेंटर आपको कॉल करेंगे।',
      name: 'नाम',
      phone: 'फ़ोन नंबर',
      submit: 'जमा करें',
      submitting: 'भेजा जा रहा है...',
      nameRequired: 'अपना नाम लिखें।',
      phoneInvalid: '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
      failed: 'आपका नंबर नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    },
    successMessage: 'धन्यवाद! हमारे मेंटर एक कार्यदिवस में आपको कॉल करेंगे।',
  },
  parameters: { frame: { lang: 'hi' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'संपर्क करें' });
    await expect(heading.closest('[lang="hi"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'जमा करें' }));
    await expect(canvas.getByText('अपना नाम लिखें।')).toBeVisible();
    await expect(canvas.getByText('10 अंकों का भारतीय मोबाइल नंबर लिखें।')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'नाम' }), 'सुनीता यादव');
    await userEvent.type(canvas.getByRole('textbox', { name: 'फ़ोन नंबर' }), '8800123456');
    await userEvent.click(canvas.getByRole('button', { name: 'जमा करें' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'सुनीता यादव', phone: '8800123456' });
  },
};
