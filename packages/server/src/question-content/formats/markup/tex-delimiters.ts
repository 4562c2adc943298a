/**
 * Maths as Moodle's TeX filter writes it (`\( … \)`, `\[ … \]`, `$$ … $$`) in our delimiters:
 * `$…$` inline, `$$…$$` displayed.
 */
export function toDollarMaths(text: string): string {
  return text.replace(/\\\[([\s\S]+?)\\\]/g, (_whole, tex: string) => `$$${tex.trim()}$$`).replace(/\\\(([\s\S]+?)\\\)/g, (_whole, tex: string) => `$${tex.trim()}$`);
}

/** Our `$…$` maths as Moodle's TeX filter reads it: `\( … \)` inline, `$$ … $$` displayed. */
export function toMoodleMaths(text: string): string {
  return text.replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g, (_whole, display: string | undefined, inline: string | undefined) =>
    display !== undefined ? `$$${display}$$` : `\\(${inline ?? ''}\\)`,
  );
}
