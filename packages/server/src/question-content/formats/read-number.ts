const numberPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number as a teacher or a file writes it ('12', '-0.5', '1e-3'); undefined for anything else. */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return numberPattern.test(trimmed) ? Number(trimmed) : undefined;
}
