/** One human line per override (target, condition and effects): the scenario list and the ad-hoc faults show it. */
import type { OverrideAnswer, ScenarioOverride } from '../overrides/types';

function effectsOf(o: OverrideAnswer): string[] {
  const effects: string[] = [];
  if (o.delayMs !== undefined) effects.push(`+${o.delayMs} ms`);
  if (o.fault) effects.push(`fault ${o.fault}`);
  if (o.code !== undefined)
    effects.push(`code ${JSON.stringify(o.code)}${o.message ? ` '${o.message}'` : ''}`);
  if (o.status !== undefined) effects.push(`HTTP ${o.status}`);
  if ('data' in o && o.code === undefined) effects.push('custom data');
  return effects;
}

export function describeOverride(o: ScenarioOverride): string {
  const target = o.all
    ? 'every call'
    : o.auth
      ? 'every call that checks a token'
      : o.host
        ? `host ${o.host}`
        : `endpoint ${o.endpoint}`;
  const when = o.when
    ? ` when ${(['query', 'headers', 'body'] as const)
        .flatMap((where) =>
          Object.entries(o.when?.[where] ?? {}).map(([k, v]) => `${where}.${k}=${JSON.stringify(v)}`),
        )
        .join(' and ')}`
    : '';
  const effects = o.sequence
    ? [
        `in turn ${o.sequence.map((a) => effectsOf(a).join(' ') || 'its own answer').join(' → ')} (the last repeats)`,
      ]
    : effectsOf(o);
  if (o.times !== undefined) effects.push(`first ${o.times} time(s)`);
  return `${target}${when}: ${effects.join(', ')}`;
}
