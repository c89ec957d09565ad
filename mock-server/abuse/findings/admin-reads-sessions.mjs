/**
 * A web page emptying the simulator (issue 39 item 4): 1,001 GETs of `/__mock/sessions/<new>/journal` as image
 * tags on another site send them (Sec-Fetch-Site: cross-site, no-cors, image), then the same 1,001 as a program
 * would (no browser headers), against a simulator holding 3 QA sessions. Before: every GET made a session and
 * the 1,001 pushed out every QA session. Held: no GET makes a session, the page's are refused, the QA sessions stay.
 */
import { inParallel, json, launch, runDirectly } from '../lib.mjs';

export const id = 'admin-reads-sessions';
export const title = 'cross-site admin GETs make sessions and push out QA sessions';
export const timeoutMs = 300_000;
const GETS = 1001;
const IMAGE_TAG = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
  referer: 'https://evil.example/',
};

export async function run({ simulator }) {
  const sim = await launch(simulator);
  try {
    for (const qa of ['qa-1', 'qa-2', 'qa-3'])
      await fetch(`${sim.origin}/__mock/sessions/${qa}/scenarios`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ scenarios: ['trial-y'] }),
      }).then((r) => r.arrayBuffer());
    const round = async (prefix, headers) => {
      const statuses = await inParallel(GETS, 50, (i) =>
        fetch(`${sim.origin}/__mock/sessions/${prefix}-${i}/journal`, { headers }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      );
      const counts = {};
      for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
      return Object.entries(counts)
        .map(([s, n]) => `${n}×${s}`)
        .join(' ');
    };
    const page = await round('img', IMAGE_TAG);
    const program = await round('prog', {});
    const list = await (await fetch(`${sim.origin}/__mock/sessions?limit=2000`)).json();
    const ids = list.sessions.map((s) => s.id);
    const qaLeft = ['qa-1', 'qa-2', 'qa-3'].filter((q) => ids.includes(q)).length;
    return {
      held: qaLeft === 3 && list.total <= 4 && !page.includes('200'),
      figure: `${GETS} cross-site GETs: ${page}; ${GETS} program GETs: ${program}; sessions after: ${list.total}, QA sessions left: ${qaLeft} of 3`,
      after: qaLeft,
      unit: 'QA sessions left of 3',
    };
  } finally {
    await sim.stop();
  }
}

await runDirectly(import.meta.url, { id, run });
