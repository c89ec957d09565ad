/**
 * What the review keeps of a story that failed in the runner (.storybook/failure-record.ts): the runner's
 * message as plain text, without its colours, its link into Storybook and the browser's log, and the story it
 * is about; the files beside the captures, read by the comparison.
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { plainFailure, recordFailure, storyOfMessage } from '../../.storybook/failure-record.ts';
import { compareRun } from './compare.mjs';

const ESC = String.fromCharCode(27);
const RUNNER_MESSAGE = `${ESC}[34m
Click to debug the error directly in Storybook:
http://127.0.0.1:4321/?path=/story/home-home--official&addonPanel=storybook/a11y/panel

${ESC}[39mMessage:
 ${ESC}[31mExpected the HTML found at $('.wp-x') to have no violations:${ESC}[39m

<span class="wp-x">已学42节课</span>

${ESC}[33mFix any of the following:
  Element has insufficient color contrast of 4.42 (foreground color: #6b7079, background color: #f0f1f3, font size: 9.0pt (12px), font weight: normal). Expected contrast ratio of 4.5:1${ESC}[39m

--------------------------------------------------

Browser logs:

[share] something unrelated`;

const saved = process.env.VISUAL_CAPTURES_DIR;
afterEach(() => {
  process.env.VISUAL_CAPTURES_DIR = saved;
});

describe('failure records', () => {
  it('the message as plain text, with the numbers, for the story its link names', () => {
    expect(storyOfMessage(RUNNER_MESSAGE)).toBe('home-home--official');
    const plain = plainFailure(RUNNER_MESSAGE);
    expect(plain).toContain('insufficient color contrast of 4.42');
    expect(plain).toContain('Expected contrast ratio of 4.5:1');
    expect(plain.startsWith("Expected the HTML found at $('.wp-x')")).toBe(true);
    expect(plain).not.toMatch(/Click to debug|Browser logs|\[share\]/);
    expect(plain).not.toContain(ESC);
  });

  it('kept beside the captures, a second failure of the visit added, and read by the comparison', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-failure-'));
    process.env.VISUAL_CAPTURES_DIR = dir;
    recordFailure('home-home--official', RUNNER_MESSAGE);
    recordFailure('home-home--official', 'home-home--official: 1 page error(s):\nuncaught TypeError: x');
    const text = readFileSync(join(dir, 'home-home--official.failure.txt'), 'utf8');
    expect(text).toContain('contrast of 4.42');
    expect(text).toContain('uncaught TypeError: x');
    const baselines = join(dir, 'baselines');
    mkdirSync(baselines);
    const [result] = compareRun({
      stories: [{ id: 'home-home--official', title: 'home/Home', name: 'Official' }],
      dirs: { captures: dir, baselines },
      complete: true,
    });
    expect(result).toMatchObject({ status: 'not-captured', failedCapture: null });
    expect((result as { failure?: string }).failure).toContain('Expected contrast ratio of 4.5:1');
  });
});
