import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerChallengeReasonMax } from '@pariksha/contract/values';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichText } from '../RichText/RichText';
import { richTextSamples } from '../RichText/richTextSamples';
import { ChallengeAnswerDialog } from './ChallengeAnswerDialog';
import { hindiChallengeAnswerDialogLabels } from './sampleHindiLabels';

async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const heading = 'Challenge this answer';
// 13:00 UTC is 6:30 pm in India: the date must read in Asia/Kolkata.
const until = '2026-12-01T13:00:00.000Z';
const reason = 'Since 1 − cos 4x = 2 sin² 2x, the limit is 8 (NCERT Class 11, page 301).';

// lim (1 − cos 4x)/x² as x → 0: the key says 4 (B), the worked solution gives 8 (C).
const limitOptions = (richTextSamples.jeeLimit.options ?? []).map((option) => <RichText key={option.source} html={option.html} lang="en" inline />);
const nobleGases = ['Helium', 'Nitrogen', 'Argon', 'Neon'];

const meta = {
  title: 'Components/ChallengeAnswerDialog',
  component: ChallengeAnswerDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '860px' } } },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(async () => {}),
    type: 'single',
    options: limitOptions,
    keyAnswer: { choice: 1 },
    until,
    locale: 'en-IN',
  },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof ChallengeAnswerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Single: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog(heading);
    await step('the key and the closing time are said in the reader’s words', async () => {
      await expect(within(dialog).getByText('The key says: B')).toBeVisible();
      await expect(within(dialog).getByText('You can challenge until 1 Dec 2026, 6:30 pm')).toHaveAttribute('datetime', until);
      await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('A reviewer checks every challenge'));
    });
    const group = within(dialog).getByRole('group', { name: 'Which answer is right?' });
    await step('the options are radio buttons named by letter and words, a finger high', async () => {
      await expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3']);
      await expect(within(group).getByRole('radio', { name: 'C 8' })).toBeVisible();
      for (const radio of within(group).getAllByRole('radio')) {
        await expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
    await step('the key’s own answer is refused, and focus stays on it', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'B 4' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it right?' }), reason);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(group).toHaveAccessibleDescription('That is the key’s answer already. Choose the one you think is right.');
      await expect(within(group).getByRole('radio', { name: 'B 4' })).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('another answer is sent with the trimmed reason, and the dialog closes', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'C 8' }));
      await expect(within(dialog).queryByText(/key’s answer already/)).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ answer: { choice: 2 }, reason });
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', options: nobleGases, keyAnswer: { choices: [0, 2] } },
  play: async ({ args, step }) => {
    const dialog = await findDialog(heading);
    await expect(within(dialog).getByText('The key says: A and C')).toBeVisible();
    const group = within(dialog).getByRole('group', { name: 'Which answer is right?' });
    await expect(group).toHaveAccessibleDescription('Choose every option you think is right.');
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it right?' }), 'Neon is a noble gas too: group 18 of the periodic table.');
    await step('one option is not enough', async () => {
      await userEvent.click(within(group).getByRole('checkbox', { name: 'D Neon' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose two or more options.'));
      await expect(within(group).getByRole('checkbox', { name: 'D Neon' })).toHaveFocus();
    });
    await step('the key’s own set is refused', async () => {
      await userEvent.click(within(group).getByRole('checkbox', { name: 'D Neon' }));
      await userEvent.click(within(group).getByRole('checkbox', { name: 'A Helium' }));
      await userEvent.click(within(group).getByRole('checkbox', { name: 'C Argon' }));
      await expect(within(dialog).getByText('That is the key’s answer already. Choose the one you think is right.')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('A, C and D are sent in order', async () => {
      await userEvent.click(within(group).getByRole('checkbox', { name: 'D Neon' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        answer: { choices: [0, 2, 3] },
        reason: 'Neon is a noble gas too: group 18 of the periodic table.',
      });
    });
  },
};

export const Numeric: Story = {
  args: { type: 'numeric', options: [], keyAnswer: { value: '56' } },
  play: async ({ args, step }) => {
    const dialog = await findDialog(heading);
    await expect(within(dialog).getByText('The key says: 56')).toBeVisible();
    const number = within(dialog).getByRole('textbox', { name: 'Which answer is right?' });
    await expect(number).toHaveAttribute('inputmode', 'decimal');
    await expect(number).toBeRequired();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it right?' }), 'Two trains: 270 km in 5 hours is 54 km/h, not 56.');
    await step('words are not a number', async () => {
      await userEvent.type(number, 'fifty');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(number).toHaveAccessibleDescription(expect.stringContaining('Type a number, such as 42 or -12.5.'));
      await expect(number).toBeInvalid();
      await expect(number).toHaveFocus();
    });
    await step('the key’s number, however written, is refused', async () => {
      await userEvent.clear(number);
      await userEvent.type(number, '56.0');
      await expect(number).toHaveAccessibleDescription(expect.stringContaining('That is the key’s answer already.'));
    });
    await step('another number is sent as typed', async () => {
      await userEvent.clear(number);
      await userEvent.type(number, '54');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ answer: { value: '54' }, reason: 'Two trains: 270 km in 5 hours is 54 km/h, not 56.' });
    });
  },
};

export const ProblemsShown: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog(heading);
    const group = within(dialog).getByRole('group', { name: 'Which answer is right?' });
    const why = within(dialog).getByRole('textbox', { name: 'Why is it right?' });
    await step('Send with nothing says what each field needs and focuses the first', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(group).toHaveAccessibleDescription('Choose the answer you think is right.');
      await expect(why).toHaveAccessibleDescription(expect.stringContaining('Say why in at least 20 characters.'));
      await expect(why).toBeRequired();
      await expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('with an answer, focus goes to the reason, counted as the server keeps it', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'D 16' }));
      await userEvent.type(why, '  It is 8, not 4.  ');
      await expect(within(dialog).getByText('15 of 1,000 characters')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
      await expect(why).toHaveFocus();
      await expect(why).toBeInvalid();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const ReasonTooLong: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'C 8' }));
    const why = within(dialog).getByRole('textbox', { name: 'Why is it right?' });
    // Pasted whole: nothing is cut, the count and the error say by how much.
    why.focus();
    await userEvent.paste('x'.repeat(answerChallengeReasonMax + 5));
    await expect(within(dialog).getByText('1,005 of 1,000 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await expect(why).toHaveAccessibleDescription(expect.stringContaining('Keep the reason under 1,000 characters.'));
    await expect(why).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  args: { type: 'multiple', options: nobleGases, keyAnswer: { choices: [0, 2] } },
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    // Focus starts on the close button; then each checkbox, the reason and the buttons.
    await userEvent.tab();
    await expect(within(dialog).getByRole('checkbox', { name: 'A Helium' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('नियॉन भी समूह 18 की उत्कृष्ट गैस है।');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Send challenge' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ answer: { choices: [0, 2, 3] }, reason: 'नियॉन भी समूह 18 की उत्कृष्ट गैस है।' });
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'C 8' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it right?' }), reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await expect(await within(dialog).findByRole('button', { name: /Sending…/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailureKept: Story = {
  args: {
    type: 'numeric',
    options: [],
    keyAnswer: { value: '56' },
    failure: 'The time to challenge this test’s answers is over.',
    onSubmit: fn(async () => {
      throw new Error('challenge_window_closed');
    }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Which answer is right?' }), '-12.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it right?' }), 'The train goes back: the answer is negative.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The time to challenge this test’s answers is over.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: 'Which answer is right?' })).toHaveValue('-12.5');
    await expect(within(dialog).getByRole('textbox', { name: 'Why is it right?' })).toHaveValue('The train goes back: the answer is negative.');
    await expect(within(dialog).getByRole('button', { name: 'Send challenge' })).toBeEnabled();
  },
};

export const FailureWithoutWords: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async () => {
    const dialog = await findDialog(heading);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'C 8' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is it right?' }), reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not send your challenge. Please try again.');
    await expect(within(dialog).getByRole('radio', { name: 'C 8' })).toBeChecked();
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await findDialog(heading);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Hindi: Story = {
  parameters: { frame: { lang: 'hi' } },
  args: {
    labels: hindiChallengeAnswerDialogLabels,
    locale: 'hi-IN',
    type: 'multiple',
    options: ['हीलियम', 'नाइट्रोजन', 'आर्गन', 'नियॉन'],
    keyAnswer: { choices: [0, 2] },
  },
  play: async ({ args }) => {
    const dialog = await findDialog('इस उत्तर को चुनौती दें');
    await expect(within(dialog).getByText('कुंजी के अनुसार उत्तर: A और C')).toBeVisible();
    // hi-IN's own month name, in the Indian zone.
    await expect(within(dialog).getByText('आप 1 दिस॰ 2026, 6:30 pm तक चुनौती दे सकते हैं')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'D नियॉन' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'चुनौती भेजें' }));
    await expect(within(dialog).getByRole('group', { name: 'कौन-सा उत्तर सही है?' })).toHaveAccessibleDescription(
      expect.stringContaining('दो या अधिक विकल्प चुनिए।'),
    );
    await expect(within(dialog).getByRole('textbox', { name: 'यह सही क्यों है?' })).toHaveAccessibleDescription(
      expect.stringContaining('कम से कम 20 अक्षरों में कारण बताइए।'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A bottom sheet on a small phone: nothing wider than the screen, every target a finger high. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    options: [
      'The ratio of the shorter diagonal to the longer one is 3 : 4, so the rhombus’s area is 96 cm²',
      '72 cm²',
      'https://pariksha.example/figures/rhombus-with-diagonals-in-the-ratio-three-to-four.svg',
      '48 cm²',
    ],
    keyAnswer: { choice: 3 },
  },
  play: async () => {
    const dialog = await findDialog(heading);
    const { documentElement } = dialog.ownerDocument;
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(360);
    for (const radio of within(dialog).getAllByRole('radio')) {
      const row = radio.closest('label')?.getBoundingClientRect();
      await expect(row?.height).toBeGreaterThanOrEqual(44);
      await expect(row?.right).toBeLessThanOrEqual(360);
    }
    for (const button of within(dialog).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
