import { describe, expect, it } from 'vitest';
import { draftKeyPrefix, forgetDraft, keepDraft, readKeptDraft } from './draftStorage';
import { emptyDraft } from './editorDraft';

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('kept drafts', () => {
  it('keeps one draft per question and one for a new question, until forgotten', () => {
    const storage = new MemoryStorage();
    const draft = emptyDraft();
    keepDraft(storage, 'quant-001', { key: 'quant-001', draft, baseVersionId: 4, keptAt: 10 });
    keepDraft(storage, null, { key: 'typed-key', draft, baseVersionId: null, keptAt: 11 });
    expect(readKeptDraft(storage, 'quant-001')).toEqual({ key: 'quant-001', draft, baseVersionId: 4, keptAt: 10 });
    expect(readKeptDraft(storage, null)?.key).toBe('typed-key');
    expect(storage.getItem(`${draftKeyPrefix}quant-001`)).not.toBeNull();
    forgetDraft(storage, 'quant-001');
    expect(readKeptDraft(storage, 'quant-001')).toBeNull();
    expect(readKeptDraft(storage, null)).not.toBeNull();
  });

  it('ignores what it cannot read, and a storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${draftKeyPrefix}bad`, '{not json');
    storage.setItem(`${draftKeyPrefix}odd`, JSON.stringify({ key: 'odd' }));
    expect(readKeptDraft(storage, 'bad')).toBeNull();
    expect(readKeptDraft(storage, 'odd')).toBeNull();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => keepDraft(full, 'x', { key: 'x', draft: emptyDraft(), baseVersionId: null, keptAt: 1 })).not.toThrow();
    expect(readKeptDraft(undefined, 'x')).toBeNull();
  });
});
