/**
 * The simulator's admin API as the debug console uses it (mock-server /__mock): the scenario catalogue,
 * this browser's session (the `mock-session` cookie, created when absent) and its scenarios.
 */
import { z } from 'zod';

export const MOCK_SESSION_COOKIE = 'mock-session';

const ScenarioSchema = z.looseObject({
  id: z.string(),
  title: z.string().nullish(),
  titleZh: z.string().nullish(),
  description: z.string().nullish(),
  group: z.string().nullish(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

const ScenarioListSchema = z.union([
  z.array(ScenarioSchema),
  z.looseObject({ scenarios: z.array(ScenarioSchema) }).transform((v) => v.scenarios),
]);
const SessionScenariosSchema = z.union([
  z.looseObject({ scenarios: z.array(z.string()) }).transform((v) => v.scenarios),
  z.array(z.string()),
]);

export function readSessionCookie(doc: Document = document): string | null {
  const hit = doc.cookie.split('; ').find((c) => c.startsWith(`${MOCK_SESSION_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(MOCK_SESSION_COOKIE.length + 1)) : null;
}

/** This browser's simulator session id; created (and stored in the cookie) when absent. */
export function ensureSessionId(doc: Document = document): string {
  const existing = readSessionCookie(doc);
  if (existing) return existing;
  const id = `qa-${Math.random().toString(36).slice(2, 10)}`;
  doc.cookie = `${MOCK_SESSION_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${60 * 60 * 24 * 30}; SameSite=Lax`;
  return id;
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return response.json();
}

export function createMockAdmin(origin: string, fetchImpl: typeof fetch = (i, init) => fetch(i, init)) {
  const base = `${origin.replace(/\/$/, '')}/__mock`;
  const session = (id: string) => `${base}/sessions/${encodeURIComponent(id)}`;
  return {
    async scenarios(): Promise<Scenario[]> {
      return ScenarioListSchema.parse(await json(await fetchImpl(`${base}/scenarios`)));
    },
    async sessionScenarios(id: string): Promise<string[]> {
      return SessionScenariosSchema.parse(await json(await fetchImpl(`${session(id)}/scenarios`)));
    },
    async setScenarios(id: string, scenarios: string[]): Promise<void> {
      await json(
        await fetchImpl(`${session(id)}/scenarios`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ scenarios }),
        }),
      );
    },
    async reset(id: string): Promise<void> {
      await json(await fetchImpl(`${session(id)}/reset`, { method: 'POST' }));
    },
  };
}
