import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnPath';

describe('returnPathFrom', () => {
  it('returns the remembered page with its query and hash', () => {
    expect(returnPathFrom({ from: '/dashboard/profile' })).toBe('/dashboard/profile');
    expect(returnPathFrom({ from: '/dashboard/test-list/3?x=1#top' })).toBe('/dashboard/test-list/3?x=1#top');
  });

  it('ignores missing or malformed state', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom('dashboard')).toBeNull();
    expect(returnPathFrom({ from: 42 })).toBeNull();
  });

  it('never leaves the app or loops back to the sign-in pages', () => {
    expect(returnPathFrom({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom({ from: '//evil.example/path' })).toBeNull();
    expect(returnPathFrom({ from: '/login' })).toBeNull();
    expect(returnPathFrom({ from: '/signup' })).toBeNull();
  });
});
