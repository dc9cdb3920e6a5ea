// The one home of the browser the e2e tests, benchmarks and screenshots drive: Debian's Chromium unless CHROMIUM_PATH
// names another, with the flags this machine needs (DESIGN section 8: no sandbox as root, no GPU, no QUIC).
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
