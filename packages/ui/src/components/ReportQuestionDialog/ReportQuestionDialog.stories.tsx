import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionReportNoteMax } from '@pariksha/contract/values';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportQuestionDialog } from './ReportQuestionDialog';
import { hindiReportQuestionDialogLabels } from './sampleHindiLabels';

async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const heading = 'Report an error in this question';

const meta = {
  title: 'Components/ReportQuestionDialog',
  component: ReportQuestionDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  args: { open: true, onClose: fn(), onSubmit: fn(async () => {}), locale: 'en-IN' },
} satisfies Meta<typeof ReportQuestionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChooseAReason: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog(heading);
    const group = within(dialog).getByRole('group', { name: 'What is wrong?' });
    await step('the five reasons are radio buttons a finger high', async () => {
      await expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'The correct answer is wrong',
        'A mistake in the question or options',
        'The translation is wrong or unclear',
        'Something does not show properly',
        'Something else',
      ]);
      for (const radio of within(group).getAllByRole('radio')) {
        await expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
    await step('Send without a reason asks for one and focuses the reasons', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      await expect(within(dialog).getByText('Choose what is wrong.')).toBeVisible();
      await expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a reason and a note are sent, trimmed, and the dialog closes', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: 'The correct answer is wrong' }));
      await expect(within(dialog).queryByText('Choose what is wrong.')).toBeNull();
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), '  Option 2 is right: 25% of 80 is 20.  ');
      // Counted as the server will keep it: without the spaces around it.
      await expect(within(dialog).getByText('35 of 1,000 characters')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'wrong_answer', note: 'Option 2 is right: 25% of 80 is 20.' });
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    });
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    // Focus starts on the close button; the reasons come next, arrows move between them.
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'The correct answer is wrong' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'The translation is wrong or unclear' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('हिंदी में विकल्प 3 का अनुवाद उल्टा है।');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'translation', note: 'हिंदी में विकल्प 3 का अनुवाद उल्टा है।' });
  },
};

export const NoteRequiredForSomethingElse: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog(heading);
    await step('Something else makes the note required', async () => {
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      const note = within(dialog).getByRole('textbox', { name: /^Note/ });
      await expect(note).toBeRequired();
      await expect(note).toHaveAccessibleDescription(expect.stringContaining('Tell us in a few words what is wrong.'));
      await expect(note).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the error goes once there is a note', async () => {
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'The figure for this question does not load.');
      await expect(within(dialog).queryByText('Tell us in a few words what is wrong.')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'other', note: 'The figure for this question does not load.' });
    });
  },
};

export const NoteTooLong: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something does not show properly' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    // Pasted whole: nothing is cut, the count and the error say by how much.
    note.focus();
    await userEvent.paste('x'.repeat(questionReportNoteMax + 5));
    await expect(within(dialog).getByText('1,005 of 1,000 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(note).toHaveAccessibleDescription(expect.stringContaining('Keep the note under 1,000 characters.'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A mistake in the question or options' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByRole('button', { name: /Sending…/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  args: {
    failure: 'This test is still running: report a question once it is submitted.',
    onSubmit: fn(async () => {
      throw new Error('attempt_in_progress');
    }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog(heading);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The correct answer is wrong' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Key says 3, working gives 2.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This test is still running: report a question once it is submitted.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('radio', { name: 'The correct answer is wrong' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Key says 3, working gives 2.');
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
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something does not show properly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not send your report. Please try again.');
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
  args: { labels: hindiReportQuestionDialogLabels, locale: 'hi-IN' },
  play: async ({ args }) => {
    const dialog = await findDialog('इस प्रश्न में गलती बताएँ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'कुछ और' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' }));
    await expect(within(dialog).getByRole('textbox', { name: /^टिप्पणी/ })).toHaveAccessibleDescription(
      expect.stringContaining('कुछ शब्दों में बताइए कि क्या गलत है।'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
