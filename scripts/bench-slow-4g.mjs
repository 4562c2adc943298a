// The phone connection the page benches load over: slow 4G as Lighthouse simulates it (150 ms
// round trips, 1.6 Mbit/s down, 750 kbit/s up). On this machine's loopback a script arrives within
// the very frame that paints the page, and "before the first paint" would then count scripts that
// the paint never waited for.

/** Puts `page` (of `context`) on slow 4G through the Chrome DevTools Protocol. */
export async function emulateSlow4G(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
