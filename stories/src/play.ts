/**
 * How long a play function waits for what the story renders. Fixture data is built by a seeded faker on
 * first use and antd-mobile popups animate in; on a loaded 2-core CI machine that takes seconds, far more
 * than testing-library's default 1 s.
 */
export const UNTIL_RENDERED = { timeout: 30_000 } as const;
