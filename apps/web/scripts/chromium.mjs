// How every tool here starts Debian's Chromium: the browser tests, the screenshots and Lighthouse.

/** The browser to drive; CHROME_PATH points elsewhere when it is not at Debian's place. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Headless in a container without a sandbox or GPU; no QUIC, first-run screens or background traffic (updates,
 * sync), which would add requests and timings that are not the site's.
 * @type {readonly string[]}
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
