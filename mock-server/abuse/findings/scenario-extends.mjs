/** A served scenario file edited so that `extends` names an unknown scenario: do sessions keep it? (issue 32) */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, startSimulator, tempDir, timedFetch } from '../lib.mjs';

export const id = 'scenario-extends';
export const title = 'a file whose extends becomes unknown';

export async function run({ simulator }) {
  const dir = tempDir('extends');
  const file = join(dir, 'qa-persona.yaml');
  writeFileSync(file, 'id: qa-persona\ntitle: QA persona\nextends: trial-y\n');
  const sim = await startSimulator(simulator, ['--scenarios-dir', dir]);
  if (!sim.origin) return { held: false, figure: 'did not start' };
  const admin = (path, init) =>
    timedFetch(`${sim.origin}/__mock${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-mock-admin': '1' },
    });
  await admin('/sessions/qa/scenarios', {
    method: 'PUT',
    body: JSON.stringify({ scenarios: ['qa-persona'] }),
  });
  writeFileSync(file, 'id: qa-persona\ntitle: QA persona\nextends: trial-yy\n');
  await sleep(2000);
  const selected = JSON.parse((await admin('/sessions/qa/scenarios')).text);
  const view = JSON.parse((await admin('/scenario-files')).text).files.find(
    (f) => f.file === 'qa-persona.yaml',
  );
  await sim.stop();
  const problem = view?.problems?.[0];
  return {
    held: selected.scenarios.includes('qa-persona') && typeof problem?.line === 'number',
    figure: `session's scenarios after the edit: [${selected.scenarios}] (persona ${selected.persona}); problem line: ${problem?.line ?? 'none'}`,
  };
}
