import { describe, expect, it } from 'vitest';
import { formatFriendsJoined } from './friendsJoined';

const hindi = {
  friendsNone: 'अभी तक कोई दोस्त नहीं जुड़ा।',
  friendsCount: (count: number, shown: string) => (count === 1 ? `${shown} दोस्त जुड़ा` : `${shown} दोस्त जुड़े`),
};

describe('formatFriendsJoined', () => {
  it('says one friend in the singular and more in the plural', () => {
    expect(formatFriendsJoined(1)).toBe('1 friend joined');
    expect(formatFriendsJoined(3)).toBe('3 friends joined');
  });
  it('says nobody in words rather than "0 friends"', () => {
    expect(formatFriendsJoined(0)).toBe('No friends have joined with your code yet.');
  });
  it('groups big counts the Indian way', () => {
    expect(formatFriendsJoined(125000)).toBe('1,25,000 friends joined');
  });
  it('leaves the words to the caller’s labels, with the count and the number as shown', () => {
    expect(formatFriendsJoined(1, 'hi-IN', hindi)).toBe('1 दोस्त जुड़ा');
    expect(formatFriendsJoined(4, 'hi-IN', hindi)).toBe('4 दोस्त जुड़े');
    expect(formatFriendsJoined(0, 'hi-IN', hindi)).toBe('अभी तक कोई दोस्त नहीं जुड़ा।');
  });
  it('counts an unreadable or negative number as nobody', () => {
    expect(formatFriendsJoined(Number.NaN)).toBe('No friends have joined with your code yet.');
    expect(formatFriendsJoined(-2)).toBe('No friends have joined with your code yet.');
  });
});
