/**
 * Why a story could not be captured, kept beside the captures for the designers' review (issue 43: 49
 * stories were "not reviewable" with no picture and no reason, the reason only in the terminal): the runner's
 * failure message (an a11y violation with its numbers, a play function's assertion, a page error), plain text,
 * as `<id>.failure.txt`, and what the page showed then as `<id>.failed.png`. Neither is compared nor approved
 * (scripts/visual/compare.mjs reads them for a story without a capture).
 */
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** What the review shows of a message at most (an a11y report lists every node; the first ones say why). */
const MAX_CHARS = 6000;

function capturesDir(): string | null {
  return process.env.VISUAL_CAPTURES_DIR || null;
}

/** The runner's message without its colours, its link into Storybook and the browser's log. */
export function plainFailure(message: string): string {
  return (
    message
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the runner colours its messages with ANSI codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .replace(/Click to debug the error directly in Storybook:\s*\S+\s*/, '')
      .replace(/\n-{10,}\n\nBrowser logs:[\s\S]*$/, '')
      .replace(/^\s*Message:\s*/, '')
      .trim()
      .slice(0, MAX_CHARS)
  );
}

/** The story a runner message is about: its link into Storybook names it. */
export function storyOfMessage(message: string): string | null {
  return /[?&]path=\/story\/([\w-]+)/.exec(message)?.[1] ?? null;
}

/** Notes a failure of the story's visit (a second one, e.g. a page error after an a11y failure, is added). */
export function recordFailure(storyId: string, message: string): void {
  const dir = capturesDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${storyId}.failure.txt`);
  if (existsSync(file)) appendFileSync(file, `\n${plainFailure(message)}\n`);
  else writeFileSync(file, `${plainFailure(message)}\n`);
}

/** What the page shows when the story failed (best effort: a page that broke may not answer). */
export async function captureFailure(page: Page, storyId: string): Promise<void> {
  const dir = capturesDir();
  if (!dir) return;
  try {
    const shot = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      timeout: 15_000,
    });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${storyId}.failed.png`), shot);
  } catch {
    // No picture: the review shows the reason alone.
  }
}
