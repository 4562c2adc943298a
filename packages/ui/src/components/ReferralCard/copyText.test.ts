import { describe, expect, it, vi } from 'vitest';
import { copyText, selectText } from './copyText';

describe('copyText', () => {
  it('writes the text to the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyText('K7MP2QXR', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('K7MP2QXR');
  });
  it('says false when the browser refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    await expect(copyText('K7MP2QXR', { writeText })).resolves.toBe(false);
  });
  it('says false when there is no clipboard', async () => {
    await expect(copyText('K7MP2QXR', undefined)).resolves.toBe(false);
  });
});

describe('selectText', () => {
  it('selects an element’s text for a manual copy', () => {
    const code = document.createElement('span');
    code.textContent = 'K7MP2QXR';
    document.body.append(code);
    selectText(code);
    expect(document.getSelection()?.toString()).toBe('K7MP2QXR');
    code.remove();
  });
  it('selects a field’s whole value', () => {
    const field = document.createElement('input');
    field.value = 'https://pariksha.example/signup?ref=K7MP2QXR';
    document.body.append(field);
    selectText(field);
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    field.remove();
  });
});
