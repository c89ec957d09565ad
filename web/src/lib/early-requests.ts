/**
 * Calls a page's HTML started while the app's JavaScript was still downloading (the inline script that
 * scripts/prerender.mjs writes from app/early-requests.ts): the app's client takes each answer once, for
 * the same method and URL, instead of asking again. The answer then goes through the client as any other
 * (envelope, schema, the error policy).
 */
export const EARLY_GLOBAL = '__wonderEarly';

type EarlyAnswers = Record<string, Promise<Response> | undefined>;

export const earlyKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

export function takeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  const early = (globalThis as { [EARLY_GLOBAL]?: EarlyAnswers })[EARLY_GLOBAL];
  if (!early) return undefined;
  const request = input instanceof Request ? input : null;
  const key = earlyKey(request?.method ?? init?.method ?? 'GET', request?.url ?? String(input));
  const answer = early[key];
  delete early[key];
  return answer;
}
