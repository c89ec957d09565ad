/**
 * Debian's chromium as every browser test and screenshot script of the repo launches it. Playwright cannot
 * download its own browser on our machines (MACHINE-NOTES.md in ../shared/); CHROMIUM_PATH overrides the path.
 */
/** Playwright launch options. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
