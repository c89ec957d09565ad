/** One human line per override (target and effects): the scenario list and the ad-hoc faults show it. */
import type { ScenarioOverride } from '../scenarios/types';

export function describeOverride(o: ScenarioOverride): string {
  const target = o.all
    ? 'every call'
    : o.auth
      ? 'every call that checks a token'
      : o.host
        ? `host ${o.host}`
        : `endpoint ${o.endpoint}`;
  const effects: string[] = [];
  if (o.delayMs !== undefined) effects.push(`+${o.delayMs} ms`);
  if (o.fault) effects.push(`fault ${o.fault}`);
  if (o.code !== undefined)
    effects.push(`code ${JSON.stringify(o.code)}${o.message ? ` '${o.message}'` : ''}`);
  if (o.status !== undefined) effects.push(`HTTP ${o.status}`);
  if ('data' in o && o.code === undefined) effects.push('custom data');
  if (o.times !== undefined) effects.push(`first ${o.times} time(s)`);
  return `${target}: ${effects.join(', ')}`;
}
