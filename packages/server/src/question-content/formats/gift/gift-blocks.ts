/** One question (or `$CATEGORY:` line) of a GIFT file: its text without comments, and its first line. */
export interface GiftBlock {
  text: string;
  line: number;
}

/**
 * A GIFT file cut into blocks as Moodle cuts it: `//` comment lines dropped, blocks separated by
 * blank lines. A `$CATEGORY:` line is always a block of its own.
 */
export function splitGiftBlocks(source: string): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let lines: string[] = [];
  let start = 0;
  const end = () => {
    if (lines.length > 0) blocks.push({ text: lines.join('\n'), line: start });
    lines = [];
  };
  source.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '') return end();
    if (trimmed.startsWith('$CATEGORY:')) {
      end();
      blocks.push({ text: trimmed, line: index + 1 });
      return;
    }
    if (lines.length === 0) start = index + 1;
    lines.push(line);
  });
  end();
  return blocks;
}
