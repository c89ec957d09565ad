/**
 * Calls a page's HTML started while the app's JavaScript was still downloading (the inline script that
 * scripts/prerender.mjs writes from app/early-requests.ts): the app's client takes each answer once, for
 * the same method, URL and body, instead of asking again. The answer then goes through the client as any
 * other (envelope, schema, the error policy). They were made with the login stored on the page; once the
 * app's own login is another (the app's shell handed over another user, the status lookup logged out), none
 * is taken.
 */
export const EARLY_GLOBAL = '__wonderEarly';
/**
 * The stylesheet the page's inline script adds to paint the home's first banner picture in its placeholder
 * (app/early-requests.ts), removed by the home once its carousel shows (features/home/containers/HomePage.tsx).
 */
export const EARLY_BANNER_STYLE_ID = 'wp-early-banner';
/**
 * Said on the document (an event, and a `data-` mark on <html> for a listener that comes later) once the home's
 * first banner picture has been painted by the page's inline script, or once it knows it will not paint one
 * (`data-<this>-pending` on <html> says one is coming, from the script's start: a page whose script asks for
 * no banner, in the mini-program or with a sign-in code, waits for nothing):
 * the logged-in home's frame starts its scripts after it (scripts/prerender.mjs), at most
 * EARLY_BANNER_WAIT_MAX_MS (app/prerender.tsx) after its first contentful paint, so the picture does not share
 * the line with them.
 */
export const EARLY_BANNER_PAINTED = 'wp-early-banner-painted';
/**
 * A mark on <html> the app sets before React takes the page (main.tsx): from then on the frame's markup is
 * React's, and the page's inline script puts nothing more in it (a banner list answering after the scripts
 * only paints its stylesheet). A late answer that put the carousel in the placeholder React had drawn took
 * React's node away, and the home's next commit failed on it (removeChild: the page showed the route error).
 */
export const APP_STARTED_ATTRIBUTE = 'data-wp-app-started';

export function markAppStarted(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}

export interface EarlyCalls {
  /** The stored login's token the calls were made with (null: a visitor's). */
  token: string | null;
  answers: Record<string, Promise<Response> | undefined>;
}

/** A call with a body (the banner list: its body names the audience) is told apart by it too. */
export const earlyKey = (method: string, url: string, body = '') =>
  `${method.toUpperCase()} ${url}${body ? ` ${body}` : ''}`;

const take = (answers: EarlyCalls['answers'], key: string) => {
  const answer = answers[key];
  delete answers[key];
  return answer;
};

/**
 * `next`, except for a call the page's HTML already made for the same login (`token`: the app's, when the
 * call is made): that one's answer, once.
 */
export function withEarlyAnswers(next: typeof fetch, token: () => string | null): typeof fetch {
  return (input, init) => {
    const early = (globalThis as { [EARLY_GLOBAL]?: EarlyCalls })[EARLY_GLOBAL];
    if (!early) return next(input, init);
    if (early.token !== token()) {
      // Made for another login: none of them is this one's.
      delete (globalThis as { [EARLY_GLOBAL]?: EarlyCalls })[EARLY_GLOBAL];
      return next(input, init);
    }
    const request = input instanceof Request ? input : null;
    const method = request?.method ?? init?.method ?? 'GET';
    const url = request?.url ?? String(input);
    const bare = earlyKey(method, url);
    if (early.answers[bare]) return take(early.answers, bare) as Promise<Response>;
    // Read the body only when an early call of this method and URL is there. As fetch reads it: the init's (the
    // client's JSON text) before the Request's (a clone: `next` sends the original).
    if (!Object.keys(early.answers).some((key) => key.startsWith(`${bare} `))) return next(input, init);
    const body =
      init?.body != null
        ? Promise.resolve(String(init.body))
        : request
          ? request.clone().text()
          : Promise.resolve('');
    return body.then((text) => take(early.answers, earlyKey(method, url, text)) ?? next(input, init));
  };
}
