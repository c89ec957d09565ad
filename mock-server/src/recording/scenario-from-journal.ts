/**
 * "Save as scenario" from recorded answers: the answers a session got through the validating proxy (its
 * journal), or those of a HAR (a browser's export, a recorded proxy session), become a scenario's overrides —
 * the latest success answer of each endpoint as its `data`. Every answer is checked against its endpoint's
 * contract first; one that does not fit is reported field by field (`reply.data.items.0.id: expected number`)
 * and nothing is written. Credentials are masked (util/redact.ts) in what is written; an answer that masked no
 * longer fits its contract cannot be replayed, so it is left to the simulator's own handler, and said so.
 */
import { type AnyEndpoint, FAMILIES, isSuccessCode } from '@wonder/contracts';
import { redactJson } from '../util/redact';
import { compileLazily } from '../validation/compile';
import { hostPrefix } from '../wire/prefix';

export interface RecordedAnswer {
  endpoint: AnyEndpoint;
  /** The journal entry's seq; null for a HAR's entry. */
  seq: number | null;
  status: number;
  /** The answer's body as sent. */
  body: string | null;
}

export interface Misfit {
  endpoint: string;
  seq: number | null;
  field: string;
  expected: string;
  got: string;
}

export interface Recorded {
  overrides: { endpoint: string; data: unknown }[];
  leftOut: { endpoint: string; reason: string }[];
  misfits: Misfit[];
}

const excerpt = (v: unknown) => {
  const text = v === undefined ? 'nothing' : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Misfits reported at most (a recording of one broken endpoint called a thousand times stays readable). */
const MISFITS_CAP = 100;

/** Every success answer checked against its contract; the latest of each endpoint kept, masked. */
export function overridesFromAnswers(answers: readonly RecordedAnswer[]): Recorded {
  type Answered = RecordedAnswer & { envelope: Record<string, unknown> };
  const latest = new Map<string, Answered>();
  const checked: Answered[] = [];
  for (const a of answers) {
    if (a.status !== 200 || a.body === null) continue;
    let envelope: unknown;
    try {
      envelope = JSON.parse(a.body);
    } catch {
      continue;
    }
    if (typeof envelope !== 'object' || envelope === null) continue;
    const family = FAMILIES[a.endpoint.family];
    const code = (envelope as Record<string, unknown>)[family.codeField];
    if (!isSuccessCode(a.endpoint.successCodes, code as never)) continue;
    const kept = { ...a, envelope: envelope as Record<string, unknown> };
    checked.push(kept);
    latest.set(a.endpoint.id, kept);
  }
  const out: Recorded = { overrides: [], leftOut: [], misfits: [] };
  // Every recorded answer is checked, not only the latest kept: a misfit anywhere in the recording is shown.
  const misfitting = new Set<string>();
  for (const a of checked) {
    const family = FAMILIES[a.endpoint.family];
    if (family.dataField === null) continue;
    const data = a.envelope[family.dataField];
    const result = compileLazily(a.endpoint.data).check(data);
    if (result.ok) continue;
    misfitting.add(a.endpoint.id);
    for (const issue of result.error.issues.slice(0, MISFITS_CAP - out.misfits.length))
      out.misfits.push({
        endpoint: a.endpoint.id,
        seq: a.seq,
        field: ['reply', family.dataField, ...issue.path.map(String)].join('.'),
        expected: issue.message.replace(/^Invalid input: /, ''),
        got: excerpt(valueAt(data, issue.path)),
      });
  }
  for (const [id, a] of [...latest].sort(([x], [y]) => x.localeCompare(y))) {
    const family = FAMILIES[a.endpoint.family];
    if (family.dataField === null) {
      out.leftOut.push({ endpoint: id, reason: 'its answer has no data field a scenario can set' });
      continue;
    }
    if (misfitting.has(id)) continue;
    const data = a.envelope[family.dataField];
    // Secrets are masked in the file (a parent's phone, an openid). An answer whose masked form no longer fits
    // its contract (a credential the app sends back, in a checked shape) is left to the simulator instead.
    const masked = redactJson(data);
    if (JSON.stringify(masked) !== JSON.stringify(data) && !compileLazily(a.endpoint.data).check(masked).ok) {
      out.leftOut.push({
        endpoint: id,
        reason:
          'its answer carries credentials, and masked as *** it no longer fits its contract: the simulator answers it itself',
      });
      continue;
    }
    out.overrides.push({ endpoint: id, data: masked });
  }
  return out;
}

/** A HAR's entries as answers of the contracts' endpoints (by method and path, with or without the host prefix). */
export function answersOfHar(har: { log: { entries: unknown[] } }, endpoints: readonly AnyEndpoint[]) {
  const byRoute = new Map<string, AnyEndpoint>();
  for (const e of endpoints) {
    byRoute.set(`${e.method} ${hostPrefix(e.host)}${e.path}`, e);
    if (!byRoute.has(`${e.method} ${e.path}`)) byRoute.set(`${e.method} ${e.path}`, e);
  }
  const answers: RecordedAnswer[] = [];
  for (const raw of har.log.entries) {
    const entry = raw as {
      request?: { method?: string; url?: string };
      response?: { status?: number; content?: { text?: string } };
    };
    const url = entry.request?.url;
    if (typeof url !== 'string' || !URL.canParse(url)) continue;
    const endpoint = byRoute.get(`${entry.request?.method ?? 'GET'} ${new URL(url).pathname}`);
    if (!endpoint) continue;
    answers.push({
      endpoint,
      seq: null,
      status: entry.response?.status ?? 0,
      body: entry.response?.content?.text ?? null,
    });
  }
  return answers;
}
