import { describe, expect, it } from 'vitest';
import { auditFilterFrom, changeText } from './auditText';

describe('audit text', () => {
  it('writes a change as JSON, and nothing for none', () => {
    expect(changeText({ role: 'editor' })).toBe('{"role":"editor"}');
    expect(changeText(null)).toBeNull();
    expect(changeText(undefined)).toBeNull();
    expect(changeText({})).toBeNull();
  });

  it('reads the filter from the address, ignoring malformed numbers', () => {
    expect(auditFilterFrom(new URLSearchParams('action=staff.add&actor=7&before=120'))).toEqual({ action: 'staff.add', actor: '7', before: 120 });
    expect(auditFilterFrom(new URLSearchParams('actor=x&before=-1'))).toEqual({ action: '', actor: '', before: undefined });
  });
});
