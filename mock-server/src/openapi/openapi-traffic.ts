/**
 * `--openapi-report <file>`: every exchange the simulator answers is checked against the OpenAPI document it
 * serves, by a validator nobody here wrote (openapi-backend, with ajv's draft 2020-12 for OpenAPI 3.1), and the
 * violations are written to the file when the simulator stops. The e2e run starts its simulator with it, and
 * its global teardown fails on any violation: the app's real traffic — requests as the app sends them, replies
 * as the simulator answers them, scenarios and faults included — must be what the document says.
 *
 * Checked: requests whose path the document has (hosts, the error-report route, the admin API), and any path
 * under a host prefix (an undocumented one is a violation). Not checked: the web app's files, the control page,
 * the docs page. Replies are read after compression is undone; a fault that sends no reply is not seen.
 * The report is bounded: distinct violations (operation + place + message) with counts, at most 200.
 */
import { writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import { greyHostPrefixes, hostOfUrl, hostPrefix } from '../wire/prefix';

const MAX_VIOLATIONS = 200;

export interface OpenApiViolation {
  operation: string;
  method: string;
  path: string;
  status: number | null;
  where: 'request' | 'response';
  message: string;
  count: number;
}

export interface OpenApiReport {
  /** Exchanges checked. */
  checked: number;
  violations: OpenApiViolation[];
  /** Distinct violations beyond MAX_VIOLATIONS, not listed. */
  dropped: number;
}

/** Undo the reply's content encoding (the simulator compresses large replies itself). */
function decoded(payload: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  return payload;
}

function describe(errors: readonly { instancePath?: string; message?: string }[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`)
    .join('; ');
}

export async function checkTrafficAgainstOpenApi(
  app: FastifyInstance,
  document: object,
  reportFile: string,
): Promise<void> {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as never,
    // The document itself is linted by `redocly lint` (the root `pnpm run lint`); quick = no second check here.
    quick: true,
    strict: false,
    validate: true,
    customizeAjv: (_ajv, options) => new Ajv2020({ ...options, strict: false, validateFormats: false }),
  });
  await api.init();
  // openapi-backend flattens every operation of the document again on each lookup (lodash, ~4 ms here per
  // call, three lookups per exchange); the document never changes, so the flat list is taken once: ~1 ms per
  // exchange instead of ~16 (1,000 requests of app.homePageShowConfig).
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  const report: OpenApiReport = { checked: 0, violations: [], dropped: 0 };
  const seen = new Map<string, OpenApiViolation>();
  const record = (v: Omit<OpenApiViolation, 'count'>) => {
    const key = `${v.operation} ${v.where} ${v.status} ${v.message}`;
    const known = seen.get(key);
    if (known) known.count++;
    else if (seen.size >= MAX_VIOLATIONS) report.dropped++;
    else {
      const entry = { ...v, count: 1 };
      seen.set(key, entry);
      report.violations.push(entry);
    }
  };

  /** A grey deployment's path (`/<host>-gray/…`) is its host's operation: the document lists each once. */
  const documentPath = (path: string): string => {
    const host = hostOfUrl(path);
    const grey = host ? greyHostPrefixes(host).find((p) => path.startsWith(`${p}/`)) : undefined;
    return host && grey ? hostPrefix(host) + path.slice(grey.length) : path;
  };
  const operationOf = (request: FastifyRequest, path: string): Operation | undefined =>
    api.matchOperation({ method: request.method, path: documentPath(path), headers: {}, query: {} }) ??
    undefined;

  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0] ?? '/';
    const operation = operationOf(request, path);
    const type = String(reply.getHeader('content-type') ?? '');
    // Unknown paths count only where a host answered them (its JSON 404): the web app's files share prefixes
    // with hosts (/assets/… is the web build's and the assets host's).
    if (!operation && !(hostOfUrl(request.url) && type.startsWith('application/json')))
      return done(null, payload);
    report.checked++;
    const name = operation?.operationId ?? `${request.method} ${path}`;
    const base = { operation: name, method: request.method, path, status: reply.statusCode };
    if (!operation) {
      record({ ...base, where: 'request', message: 'no operation of the document has this method and path' });
      return done(null, payload);
    }
    const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : request.body;
    const checkedRequest = api.validateRequest(
      {
        method: request.method,
        path,
        headers: request.headers as Record<string, string>,
        query: (request.query ?? {}) as Record<string, string>,
        body,
      },
      operation.operationId,
    );
    if (!checkedRequest.valid)
      record({ ...base, where: 'request', message: describe(checkedRequest.errors) });
    const documented = operation.responses?.[String(reply.statusCode)];
    if (!documented) {
      record({ ...base, where: 'response', message: `status ${reply.statusCode} is not documented` });
      return done(null, payload);
    }
    // 'truncated-body' sends half the reply on purpose (the operation's description lists the fault kinds).
    const cutShort = request.mockState?.entry.fault === 'truncated-body';
    if (!cutShort && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const raw = decoded(Buffer.from(payload), reply.getHeader('content-encoding') as string | undefined);
      if (type.startsWith('application/json')) {
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          record({ ...base, where: 'response', message: 'reply announced as JSON does not parse' });
          return done(null, payload);
        }
        const checked = api.validateResponse(json, operation.operationId as string, reply.statusCode);
        if (!checked.valid) record({ ...base, where: 'response', message: describe(checked.errors) });
      } else if (
        !Object.keys((documented as { content?: object }).content ?? {}).some((t) => type.startsWith(t))
      )
        record({ ...base, where: 'response', message: `content type '${type}' is not documented` });
    }
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  });
}
