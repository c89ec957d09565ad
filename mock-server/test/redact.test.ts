/** What the journal and the HAR export mask (src/util/redact.ts): judged by name, client hints excepted. */
import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders, redactUrl } from '../src/util/redact';

describe('redaction by name', () => {
  it('masks credentials and personal numbers in headers', () => {
    const out = Object.fromEntries(
      redactHeaders({
        token: 't-123',
        authorization: 'Bearer abc',
        cookie: 'a=b',
        'x-mobile': '13900001111',
        'content-type': 'application/json',
      }),
    );
    expect(out).toEqual({
      token: REDACTED,
      authorization: REDACTED,
      cookie: REDACTED,
      'x-mobile': REDACTED,
      'content-type': 'application/json',
    });
  });

  it("keeps the browser's client hints, whose names merely contain 'mobile'", () => {
    const out = Object.fromEntries(
      redactHeaders({ 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' }),
    );
    expect(out).toEqual({ 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' });
  });

  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/a?phone=139&page=2&sec-ch-ua-mobile=%3F1')).toBe(
      '/a?phone=***&page=2&sec-ch-ua-mobile=%3F1',
    );
  });
});
