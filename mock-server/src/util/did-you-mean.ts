/**
 * "Did you mean …?" for a name the simulator does not know (an endpoint id, a scenario id, an admin path,
 * a request field): the known names nearest by edit distance (fastest-levenshtein), or containing what was
 * typed (`pwdLogin` → `member.pwdLogin`). A typo then costs one read of the 400, not a hunt through lists.
 */
import { distance } from 'fastest-levenshtein';

/** Up to `max` known names close to `input`, nearest first. */
export function nearestNames(input: string, known: Iterable<string>, max = 3): string[] {
  const wanted = input.toLowerCase();
  // A third of the name may be wrong, at least two characters (a swap).
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  const scored: [string, number][] = [];
  for (const name of known) {
    const lower = name.toLowerCase();
    const d = wanted.length >= 3 && lower.includes(wanted) ? 0.5 : distance(wanted, lower);
    if (d <= limit) scored.push([name, d]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([name]) => name);
}

/** ` (did you mean 'a' or 'b'?)`, or '' when nothing is close. */
export function didYouMean(input: string, known: Iterable<string>): string {
  const near = nearestNames(input, known);
  if (near.length === 0) return '';
  const quoted = near.map((n) => `'${n}'`);
  return ` (did you mean ${quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0]}?)`;
}
