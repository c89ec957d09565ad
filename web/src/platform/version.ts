/**
 * Dot-separated numeric version comparison (doc 1 §5). Missing parts count as 0 ('1.5' == '1.5.0');
 * a non-numeric part counts as 0 so a malformed version never unlocks a gated feature by accident.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = parts(a);
  const pb = parts(b);
  const n = Math.max(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

export function isAtLeast(version: string | null | undefined, minimum: string): boolean {
  if (!version) return false;
  return compareVersions(version, minimum) >= 0;
}

function parts(v: string): number[] {
  return v
    .trim()
    .split('.')
    .map((p) => {
      const n = Number.parseInt(p, 10);
      return Number.isFinite(n) && n >= 0 ? n : 0;
    });
}

/** Web version string (doc 1 §1, §9), sent to the shell (SetWebVersion) and shown in the debug console. */
export const WEB_VERSION = '1.30.84';
