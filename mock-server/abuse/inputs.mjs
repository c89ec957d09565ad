/**
 * Inputs that an abuse finding and its test both build (abuse/findings/*.mjs drive a simulator process,
 * test/ the app in-process): one builder each, so the finding reproduces exactly what the test pins.
 * Plain JS beside the findings (they run under plain node); typed for the tests by inputs.d.mts.
 */

/** A Sentry envelope of one event whose exception text fills it up to just under 1 MB (issue 39 item 2). */
export function megabyteErrorReport(i) {
  const payload = JSON.stringify({
    event_id: `${i}`.padStart(32, '0'),
    exception: { values: [{ type: 'Error', value: `${i} ${'x'.repeat(1_000_000 - 200)}` }] },
  });
  return [
    JSON.stringify({ event_id: `${i}`.padStart(32, '0') }),
    JSON.stringify({ type: 'event', length: payload.length }),
    payload,
  ].join('\n');
}

/**
 * A scenario file (YAML) of `n` overrides on app.getTabConfig, each once (`times: 1`) with a sequence of two
 * answers, extending `parent` when given (issue 39 items 5 and 6: chains of overrides, `times` counters).
 */
export function onceOverridesFile(id, parent, n, code = '50000000') {
  const lines = [`id: ${id}`, `title: ${id}`];
  if (parent) lines.push(`extends: ${parent}`);
  lines.push('overrides:');
  for (let i = 0; i < n; i++)
    lines.push(
      '  - endpoint: app.getTabConfig',
      '    times: 1',
      `    sequence: [{ code: "${code}", message: "${id} ${i}" }, {}]`,
    );
  return `${lines.join('\n')}\n`;
}
