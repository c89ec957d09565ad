/** The simulated error-reporting service: Sentry envelopes in, the session's journal names what was reported. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ERROR_REPORTS, ERROR_REPORTS_ENVELOPE_PATH } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvelope } from '../src/routes/error-reports';
import { testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const url = `${ERROR_REPORTS_ENVELOPE_PATH}?sentry_key=${ERROR_REPORTS.publicKey}&sentry_version=7`;
const event = {
  event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  exception: { values: [{ type: 'TypeError', value: 'kidName is undefined' }] },
};

function envelope(...items: [Record<string, unknown>, string][]): string {
  const header = JSON.stringify({ event_id: event.event_id, sent_at: '2026-01-01T00:00:00.000Z' });
  return [header, ...items.flatMap(([h, p]) => [JSON.stringify(h), p])].join('\n');
}

const post = (body: string, session = 'er-1', target = url) =>
  app.inject({
    method: 'POST',
    url: target,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-mock-session': session },
    payload: body,
  });

async function journal(session: string) {
  const res = await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal` });
  return res.json().entries as { path: string; status: number; note: string | null }[];
}

describe('error reports (doc 1 §7)', () => {
  it('accepts an event envelope and journals the exception in the sending session', async () => {
    const payload = JSON.stringify(event);
    const res = await post(envelope([{ type: 'event', length: Buffer.byteLength(payload) }, payload]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: event.event_id });
    const [entry] = await journal('er-1');
    expect(entry).toMatchObject({
      path: expect.stringContaining(ERROR_REPORTS.prefix),
      status: 200,
      note: 'error report: TypeError: kidName is undefined',
    });
    expect(await journal('er-other')).toEqual([]);
  });

  it('reads items without a length up to the newline, and messages', () => {
    const parsed = parseEnvelope(
      Buffer.from(envelope([{ type: 'event' }, JSON.stringify({ message: '状态查询失败' })])),
    );
    expect(parsed.items).toEqual([{ type: 'event', payload: { message: '状态查询失败' } }]);
  });

  it.each([
    ['not json', 'envelope header: not JSON'],
    [envelope([{ type: '' }, '{}']), 'item 0 header.type: must be a non-empty string'],
    [
      envelope([{ type: 'event', length: 999 }, '{}']),
      "item 0 header.length: must be the payload's byte count",
    ],
    [envelope([{ type: 'event' }, '{oops']), 'item 0 payload: not JSON'],
    ['', 'body: an envelope is required'],
  ])('answers a bad envelope with a 400 naming what is wrong (%#)', async (body, message) => {
    const res = await post(body, 'er-2');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await journal('er-2'))[0]).toMatchObject({ status: 400, note: message });
  });

  it('refuses another public key and another project', async () => {
    const payload = JSON.stringify(event);
    const body = envelope([{ type: 'event' }, payload]);
    expect((await post(body, 'er-3', ERROR_REPORTS_ENVELOPE_PATH)).statusCode).toBe(401);
    const other = `${ERROR_REPORTS.prefix}/api/9/envelope/?sentry_key=${ERROR_REPORTS.publicKey}`;
    const res = await post(body, 'er-3', other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("projectId: no project '9'");
  });
});

describe('error reports and memory (issue 39 item 2)', () => {
  it('a report of about 1 MB keeps a few hundred bytes in the journal, not its megabyte', {
    timeout: 120_000,
  }, () => {
    const script = fileURLToPath(new URL('./support/error-report-heap.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, '15'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop() as string) as {
      statuses: number[];
      perReportBytes: number;
      noteChars: number;
    };
    expect(r.statuses).toEqual([200]);
    // The note as shown: the start of the exception, cut.
    expect(r.noteChars).toBeLessThanOrEqual(301);
    // Before: about 1 MB a report (the note held its parent string). Now the journal entry and its note.
    expect(r.perReportBytes).toBeLessThan(50 * 1024);
  });
});
