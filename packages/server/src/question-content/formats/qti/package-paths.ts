/** A path inside a package, from a file's own folder: `items/q1.xml` + `../images/a.png` → `images/a.png`. */
export function resolvePackagePath(fromFile: string, relative: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
