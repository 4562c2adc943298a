/**
 * Debian's Chromium, never a browser that a tool downloads (the machines have no internet).
 * Shared by the story tests, the end-to-end tests and the benchmarks.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
};
