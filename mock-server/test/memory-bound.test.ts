/**
 * Memory has a byte bound (issue 31, item 4): the journal keeps headers and bodies by bytes — each body at most
 * journalBodyBytes of UTF-8, each side's headers at most journalHeaderBytes, a session's details together at
 * most journalDetailBytes — and a session filled to every cap at once grows RSS by less than the
 * SESSION_WORST_BYTES the README states (measured in a process of its own).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IDLE_RSS_BYTES, SESSION_CAPS, SESSION_WORST_BYTES } from '../src/caps';
import {
  HEADER_OVERHEAD_BYTES,
  HEADERS_CUT,
  Journal,
  type JournalEntry,
  keptBody,
  keptHeaders,
} from '../src/world/journal';
import { journalRequest } from './support/journal-entry';

const C = SESSION_CAPS;

function entryWith(journal: Journal, body: string, headers: Record<string, string>): JournalEntry {
  const entry = journalRequest(journal, { path: '/app/x', body, headers });
  journal.answered(entry, body, headers);
  return entry;
}

describe('journal detail in bytes', () => {
  it('cuts a body at journalBodyBytes of UTF-8, on a character boundary', () => {
    const kept = keptBody('汉'.repeat(10_000)) as string;
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(C.journalBodyBytes);
    expect(Buffer.byteLength(kept)).toBeGreaterThan(C.journalBodyBytes - 3);
    expect(kept).toMatch(/^汉+$/);
    const ascii = 'a'.repeat(C.journalBodyBytes);
    expect(keptBody(ascii)).toBe(ascii);
    expect(keptBody(`${ascii}b`)).toBe(ascii);
  });

  it('keeps headers up to journalHeaderBytes and says how much it left out', () => {
    const small = { a: '1', b: '2' };
    expect(keptHeaders(small)).toEqual({ headers: small, bytes: 4 + 2 * HEADER_OVERHEAD_BYTES });
    const big: Record<string, string> = {};
    for (let i = 0; i < 16; i++) big[`x-h${i}`] = 'h'.repeat(1000);
    const { headers, bytes } = keptHeaders(big);
    const counted = Object.entries(headers).reduce(
      (n, [k, v]) => n + HEADER_OVERHEAD_BYTES + k.length + String(v).length,
      0,
    );
    expect(counted).toBe(bytes);
    expect(bytes).toBeLessThanOrEqual(C.journalHeaderBytes);
    expect(headers[HEADERS_CUT]).toMatch(/^\d+ bytes of headers not kept$/);
    // A thousand tiny headers (Node lets up to 2000 through) are counted by what they hold, not their text.
    const tiny: Record<string, string> = {};
    for (let i = 0; i < 1000; i++) tiny[`h${i}`] = '1';
    const cut = keptHeaders(tiny);
    expect(cut.bytes).toBeLessThanOrEqual(C.journalHeaderBytes);
    expect(Object.keys(cut.headers).length).toBeLessThan(C.journalHeaderBytes / HEADER_OVERHEAD_BYTES);
  });

  it('keeps at most journalDetailBytes of detail per session, dropping the oldest entries’ first', () => {
    const journal = new Journal();
    const headers: Record<string, string> = {};
    for (let i = 0; i < 16; i++) headers[`x-h${i}`] = 'h'.repeat(1000);
    const entries = Array.from({ length: 60 }, () => entryWith(journal, '汉'.repeat(100_000), headers));
    expect(journal.keptBytes).toBeLessThanOrEqual(C.journalDetailBytes);
    // Every entry keeps its detail's shape; the oldest say their headers and bodies were dropped.
    expect(entries.every((e) => e.detail !== undefined)).toBe(true);
    const kept = entries.filter((e) => !e.detail?.bodiesDropped);
    const dropped = entries.filter((e) => e.detail?.bodiesDropped);
    expect(dropped.length).toBeGreaterThan(0);
    for (const e of dropped) {
      expect(e.detail?.requestBody).toBeNull();
      expect(e.detail?.requestHeaders).toEqual({});
      expect(e.detail?.requestBodyChars).toBe(100_000);
    }
    const sum = kept.reduce((n, e) => n + (e.detail?.bytes ?? 0), 0);
    expect(sum).toBe(journal.keptBytes);
    // The newest keep theirs.
    expect(kept).toEqual(entries.slice(entries.length - kept.length));
    expect(kept.length).toBeGreaterThan(1);
    journal.clear();
    expect(journal.keptBytes).toBe(0);
  });

  it('keeps every entry’s detail while the session’s bytes fit (a HAR of a click-through replays)', () => {
    const journal = new Journal();
    const entries = Array.from({ length: C.journal }, () => entryWith(journal, 'a'.repeat(500), { a: '1' }));
    expect(entries.every((e) => e.detail?.requestBody?.length === 500 && !e.detail.bodiesDropped)).toBe(true);
    expect(journal.keptBytes).toBeLessThanOrEqual(C.journalDetailBytes);
  });
});

describe('a session at every cap', () => {
  it('grows RSS by less than SESSION_WORST_BYTES', { timeout: 120_000 }, () => {
    const script = fileURLToPath(new URL('./support/fill-sessions.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, '20'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop() as string) as {
      sessions: number;
      rssBeforeMb: number;
      perSessionMb: number;
      journalDetailBytes: number;
    };
    expect(r.sessions).toBe(20);
    expect(r.journalDetailBytes).toBeGreaterThan(C.journalDetailBytes / 2);
    expect(r.journalDetailBytes).toBeLessThanOrEqual(C.journalDetailBytes);
    expect(r.perSessionMb * 2 ** 20).toBeLessThan(SESSION_WORST_BYTES);
    // The process the sessions are added to (the simulator's modules and five full sessions) is within the idle
    // figure the README's process bound starts from.
    expect(r.rssBeforeMb * 2 ** 20).toBeLessThan(IDLE_RSS_BYTES);
    // Filled for real: a session at its caps is far more than an empty one (about 10 kB).
    expect(r.perSessionMb).toBeGreaterThan(1);
  });
});
