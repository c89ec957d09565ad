/**
 * Envelopes of the simulator's answers, always built with the contracts' makeEnvelope so the shape of
 * each family is defined in one place. Codes take the family's type: numbers for numeric families
 * (member 0, ems 200…), strings for string families (app '00000000', captcha '0000'…).
 */
import { type AnyEndpoint, type Code, FAMILIES, type FamilyId, makeEnvelope } from '@wonder/contracts';

const NUMERIC: ReadonlySet<FamilyId> = new Set(
  (Object.values(FAMILIES) as { id: FamilyId; success: readonly Code[] }[])
    .filter((f) => typeof f.success[0] === 'number')
    .map((f) => f.id),
);

/** The code as this family writes it. */
export function familyCode(family: FamilyId, code: Code): Code {
  if (NUMERIC.has(family)) {
    const n = typeof code === 'number' ? code : Number(code);
    return Number.isFinite(n) ? n : code;
  }
  return String(code);
}

/**
 * A failure envelope of the family. The raw family (static JSON) has no envelope; its failures are
 * still answered as {code, message} so that nothing is ever an empty or HTML body.
 */
export function failureEnvelope(
  family: FamilyId,
  code: Code,
  message: string,
  data: unknown = null,
  extra: Readonly<Record<string, unknown>> = {},
): unknown {
  const c = familyCode(family, code);
  if (family === 'raw') return { code: c, message, ...extra };
  return makeEnvelope(FAMILIES[family], c, message, data, { ...extra });
}

export const SUCCESS_MESSAGE = 'success';

/** The success code an endpoint answers with unless told otherwise. */
export function successCodeOf(e: AnyEndpoint): Code {
  return e.successCodes[0] ?? FAMILIES[e.family].success[0] ?? '0';
}

/** Extra fields some families carry on success (app: count; ems: time). */
export function successExtra(family: FamilyId, data: unknown, now: number): Record<string, unknown> {
  if (family === 'app') return { count: Array.isArray(data) ? data.length : null };
  if (family === 'ems') return { time: now };
  return {};
}

export function successEnvelope(
  e: AnyEndpoint,
  data: unknown,
  now: number,
  code?: Code,
  message?: string,
): unknown {
  if (e.family === 'raw') return data;
  return makeEnvelope(
    FAMILIES[e.family],
    familyCode(e.family, code ?? successCodeOf(e)),
    message ?? SUCCESS_MESSAGE,
    data,
    successExtra(e.family, data, now),
  );
}
