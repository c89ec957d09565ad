/**
 * Near misses of one journal entry, for the journal view: why the simulator refused it, field by field against
 * the endpoint's contract (the query and body checked again with the contract's schemas: every issue, not only
 * the first the 400 named), and which `when` overrides of the session — its scenarios' and its ad-hoc faults —
 * matched all but a few of their fields, with each field that differed. The suggested fault is an ad-hoc
 * override whose `when` is this very request's, so the button that posts it makes the near miss a hit.
 */
import type { AnyEndpoint } from '@wonder/contracts';
import { describeOverride } from '../admin/describe-override';
import type { ScenarioEngine } from '../overrides/engine';
import type { ScenarioOverride } from '../overrides/types';
import { at, fieldHolds, type RequestFields } from '../overrides/when';
import type { Redactor } from '../util/redact';
import { compileLazily } from '../validation/compile';
import type { JournalEntry } from '../world/journal';

export interface NearField {
  field: string;
  expected: string;
  got: string;
}

/** An override whose `when` differs from the request in at most this many fields is a near miss. */
const NEAR = 2;

const excerpt = (v: unknown) => {
  const text = v === undefined ? 'nothing' : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** The request as `when` sees it, from the journal's kept detail. */
export function requestOf(e: JournalEntry): RequestFields | null {
  const d = e.detail;
  if (!d || d.bodiesDropped) return null;
  // The kept URL may be the path only (a dropped entry's); the query is all `when` needs of it.
  const url = URL.canParse(d.url, 'http://simulator') ? new URL(d.url, 'http://simulator') : null;
  let body: unknown = null;
  if (d.requestBody !== null) {
    try {
      body = JSON.parse(d.requestBody);
    } catch {
      body = d.requestBody;
    }
  }
  return {
    query: url ? Object.fromEntries(url.searchParams) : {},
    headers: d.requestHeaders as Record<string, unknown>,
    body,
  };
}

/** The contract's verdict on the request's query and body, every issue. */
export function refusedFields(endpoint: AnyEndpoint, request: RequestFields, redact: Redactor): NearField[] {
  const out: NearField[] = [];
  const parts = [
    ['query', endpoint.query, request.query],
    ['body', endpoint.body, request.body],
  ] as const;
  for (const [where, schema, value] of parts) {
    if (!schema) continue;
    const r = compileLazily(schema, { needOutput: true }).check(value ?? {});
    if (r.ok) continue;
    for (const issue of r.error.issues.slice(0, 20)) {
      const path = issue.path.map(String);
      const got = path.reduce<unknown>(
        (v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined),
        value,
      );
      out.push({
        field: [where, ...path].join('.'),
        expected: issue.message.replace(/^Invalid input: /, ''),
        got: redact.text(excerpt(got)),
      });
    }
  }
  return out;
}

/** The fields of `when` the request does not hold. */
function mismatches(o: ScenarioOverride, request: RequestFields, redact: Redactor): NearField[] {
  const out: NearField[] = [];
  const w = o.when ?? {};
  // Header names are matched without case, as HTTP reads them; query and body fields by their path.
  const parts = [
    ['query', w.query, (name: string) => at(request.query, name)],
    ['header', w.headers, (name: string) => request.headers[name.toLowerCase()]],
    ['body', w.body, (name: string) => at(request.body, name)],
  ] as const;
  for (const [part, fields, read] of parts)
    for (const [name, expected] of Object.entries(fields ?? {})) {
      const got = read(name);
      if (!fieldHolds(got, expected, name))
        out.push({ field: `${part}.${name}`, expected: excerpt(expected), got: redact.text(excerpt(got)) });
    }
  return out;
}

/** `when` overrides of the session for this endpoint that missed by at most NEAR fields. */
export function nearOverrides(
  entry: JournalEntry,
  request: RequestFields,
  scenarioIds: readonly string[],
  adHoc: readonly ScenarioOverride[],
  engine: ScenarioEngine,
  redact: Redactor,
) {
  const candidates: { source: string; o: ScenarioOverride }[] = [
    ...scenarioIds.flatMap((id) =>
      engine.chainOf(id).flatMap((s) => (s.overrides ?? []).map((o, i) => ({ source: `${s.id} #${i}`, o }))),
    ),
    ...adHoc.map((o, i) => ({ source: `ad-hoc #${i}`, o })),
  ];
  return candidates
    .filter(({ o }) => o.when !== undefined && (o.endpoint === entry.endpoint || o.all === true))
    .map(({ source, o }) => ({
      source,
      described: describeOverride(o),
      mismatches: mismatches(o, request, redact),
    }))
    .filter((n) => n.mismatches.length > 0 && n.mismatches.length <= NEAR);
}

/**
 * An ad-hoc fault that matches this request: the near override's effects with its `when` values replaced by the
 * request's, or, for a refused request, the endpoint answering its own success for it (so the app goes on).
 */
export function suggestedFault(
  entry: JournalEntry,
  request: RequestFields,
  near: readonly { source: string; mismatches: readonly NearField[] }[],
  overrideOf: (source: string) => ScenarioOverride | undefined,
): unknown {
  const first = near[0];
  if (first) {
    const o = overrideOf(first.source);
    if (!o?.when) return null;
    const when = structuredClone(o.when) as Record<string, Record<string, unknown>>;
    for (const m of first.mismatches) {
      const [where, ...rest] = m.field.split('.');
      const name = rest.join('.');
      const part = where === 'header' ? 'headers' : (where as 'query' | 'body');
      const got = part === 'headers' ? request.headers[name.toLowerCase()] : at(request[part], name);
      if (got === undefined || (typeof got === 'object' && got !== null)) return null;
      const fields = when[part] ?? {};
      fields[name] = got as string;
      when[part] = fields;
    }
    const { times: _t, ...rest } = o;
    return { ...rest, endpoint: entry.endpoint ?? undefined, when };
  }
  return null;
}
