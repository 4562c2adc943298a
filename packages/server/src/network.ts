/**
 * The network a client address stands for: an IPv4 address itself (also when written
 * IPv4-mapped), or the /64 of an IPv6 address, since one host is usually given a whole /64. The
 * connection limit and the login throttle count by it.
 */
export function networkOf(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  if (!plain.includes(':')) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1] !== undefined) return mapped[1];
  const [head = '', tail] = plain.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
