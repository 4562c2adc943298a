// Draws the installed app's PNG icons from their SVGs (packages/app/public/icons/): run it after
// changing an SVG and commit what it writes. Browsers ask for 192 and 512 px PNGs to install the
// app; the maskable one keeps the mark inside the middle 80 % that every launcher's mask shows.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// sharp is the server's dependency (it draws the content's figures).
const sharp = createRequire(fileURLToPath(new URL('../packages/server/package.json', import.meta.url)))('sharp');
const folder = new URL('../packages/app/public/icons/', import.meta.url);
const drawn = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
];
for (const [from, to, size] of drawn) {
  await sharp(fileURLToPath(new URL(from, folder)), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(fileURLToPath(new URL(to, folder)));
  console.log(`${to}: ${size} px`);
}
