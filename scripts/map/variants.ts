/**
 * Answer variants and how each layer's own description of an answer becomes one: a scenario's override, a
 * pact interaction's response, a story's `api` parameter. The vocabulary of the coverage map
 * (contracts/src/admin/coverage.ts VariantIdSchema).
 */
import { type AnyEndpoint, type Code, FAMILIES, isGlobalExpiryCode, isSuccessCode } from '@wonder/contracts';
import { defOf, WRAPPERS } from '@wonder/contracts/samples';

export type VariantId = string;

/** Every failing code of a call (an error-table rule that names no code covers them all). */
export const ANY_CODE: VariantId = 'code:any';

/** The transport faults the failure sweep drives on every call (e2e/sweep/failures.ts). */
export const SWEPT_FAULTS: readonly VariantId[] = ['fault:502', 'fault:504', 'fault:reset', 'fault:timeout'];

/** The simulator's fault kinds (contracts' FAULT_KINDS) as the map names them. */
export function faultVariant(kind: string): VariantId {
  switch (kind) {
    case 'status-404':
      return 'fault:404';
    case 'status-504':
      return 'fault:504';
    case 'gateway-502':
      return 'fault:502';
    case 'reset':
    case 'host-down':
      return 'fault:reset';
    case 'timeout':
    case 'slow-body':
      return 'fault:timeout';
    default:
      // truncated-body, close-mid-body: the answer arrives cut short.
      return 'fault:cut';
  }
}

/** An answer with this code, for this endpoint. */
export function codeVariant(endpoint: AnyEndpoint, code: Code): VariantId {
  if (isSuccessCode(endpoint.successCodes, code)) return 'success';
  if (isGlobalExpiryCode(code)) return 'expiry';
  return `code:${String(code)}`;
}

/** Data that is an empty list, or an object whose lists are all empty. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (!data || typeof data !== 'object') return false;
  const lists = Object.values(data).filter(Array.isArray);
  return lists.length > 0 && lists.every((l) => l.length === 0);
}

/** A success answer with this data (a function of the request counts as success). */
export function dataVariant(data: unknown): VariantId {
  return typeof data !== 'function' && isEmptyData(data) ? 'empty' : 'success';
}

/** The variant of a pact interaction's response: its status, else its envelope code. */
export function pactVariant(endpoint: AnyEndpoint, status: number, body: unknown): VariantId {
  if (status === 404 || status >= 500)
    return faultVariant(status === 404 ? 'status-404' : status === 502 ? 'gateway-502' : 'status-504');
  const family = FAMILIES[endpoint.family];
  if (family.id === 'raw' || !body || typeof body !== 'object') return 'success';
  const code = (body as Record<string, unknown>)[family.codeField] as Code | undefined;
  if (code === undefined) return 'success';
  const variant = codeVariant(endpoint, code);
  if (variant !== 'success') return variant;
  const data = family.dataField ? (body as Record<string, unknown>)[family.dataField] : body;
  return isEmptyData(data) ? 'empty' : 'success';
}

/** A schema's definition under its wrappers (optional, nullable, default…: the contracts' WRAPPERS). */
export function innerDef(schema: unknown): ReturnType<typeof defOf> {
  let def = defOf(schema as Parameters<typeof defOf>[0]);
  while (WRAPPERS.has(def.type)) def = defOf(def.innerType as Parameters<typeof defOf>[0]);
  return def;
}

/** Whether an endpoint's answer has a list that can be empty (an `empty` variant applies). */
export function hasList(endpoint: AnyEndpoint): boolean {
  if (innerDef(endpoint.data).type === 'array') return true;
  const def = defOf(endpoint.data);
  if (def.type !== 'object' || !def.shape) return false;
  return Object.values(def.shape as Record<string, unknown>).some((s) => innerDef(s).type === 'array');
}
