/**
 * The sweep's hands and eyes: open a screen in its state, wait until the app has stopped calling, read what
 * reached the simulator, and look at the page as a parent would (skeletons, words on screen).
 */
import type { Page, Request } from '@playwright/test';
import { ALL_ENDPOINTS } from '@wonder/contracts';
import { GREY_HOSTS, simulatorGreyPrefix, simulatorPrefix } from '@wonder/contracts/client';
import { PERSONAS, type PersonaId, studentInfoFor, userInfoFor } from '@wonder/fixtures';
import type { JournalEntry, SimulatorSession } from '../support/fixtures';
import { visit } from '../support/routes';
import { firstViewDrawn, type SweepScreen } from './screens';

/** Endpoint id by the path the app calls it on (the simulator's host prefixes, the grey deployment's too). */
const ENDPOINT_AT_PATH = new Map<string, string>(
  ALL_ENDPOINTS.flatMap((e) => {
    const grey = (GREY_HOSTS as readonly string[]).includes(e.host)
      ? [[`${simulatorGreyPrefix(e.host as (typeof GREY_HOSTS)[number])}${e.path}`, e.id] as const]
      : [];
    return [[`${simulatorPrefix(e.host)}${e.path}`, e.id] as const, ...grey];
  }),
);

export function endpointAt(url: string): string | null {
  return ENDPOINT_AT_PATH.get(new URL(url).pathname) ?? null;
}

/** The calls (and the code loads that come before calls) in flight in the page; not pictures or fonts. */
export function watchCalls(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isCall = (r: Request) => ['fetch', 'xhr'].includes(r.resourceType());
  // A screen's code loads before it calls (a lazy chunk, a cipher's library): quiet waits for those too.
  const isWork = (r: Request) => isCall(r) || ['script', 'stylesheet', 'document'].includes(r.resourceType());
  /** Every call the page started: its endpoint, the page's path then, and what makes it the same call. */
  const started: { endpoint: string | null; at: string; call: string }[] = [];
  const hiddenBodies: string[] = [];
  page.on('request', (r) => {
    if (!isWork(r)) return;
    inFlight.add(r);
    if (isCall(r)) {
      const body = r.postData();
      // A POST whose body the browser does not show (a stream) would count every batch as the same call.
      if (r.method() === 'POST' && body === null) hiddenBodies.push(r.url());
      started.push({
        endpoint: endpointAt(r.url()),
        at: new URL(page.url()).pathname,
        call: `${r.url()} ${body ?? ''}`,
      });
    }
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    pending: (): Request[] => [...inFlight],
    /**
     * How many calls of `endpoint` the page started: what the app sent. The simulator's journal may count more
     * for a reset connection, which the browser's network stack tries again by itself.
     */
    sentTo: (endpoint: string, from = 0): number =>
      started.slice(from).filter((r) => r.endpoint === endpoint).length,
    /**
     * How often the same call (address and body) of `endpoint` was sent, from the `from`-th call on: a render
     * loop sends one call again and again; a tracking batch of new records is another call.
     */
    sameCallMost(endpoint: string, from = 0): number {
      const counts = new Map<string, number>();
      for (const r of started.slice(from))
        if (r.endpoint === endpoint) counts.set(r.call, (counts.get(r.call) ?? 0) + 1);
      return Math.max(0, ...counts.values());
    },
    /**
     * Calls of `endpoint` started from the `mark`-th call on that repeat one sent between the `from`-th and
     * it: a screen still sending what already failed. A new call (a tracking batch of new records) and its
     * one retry are not a repeat.
     */
    resentSince(endpoint: string, from: number, mark: number): number {
      const earlier = new Set(
        started
          .slice(from, mark)
          .filter((r) => r.endpoint === endpoint)
          .map((r) => r.call),
      );
      return started.slice(mark).filter((r) => r.endpoint === endpoint && earlier.has(r.call)).length;
    },
    /** The calls the page made while it was at `pathname`, per endpoint id, from the `from`-th on. */
    madeAt(pathname: string, from = 0): Record<string, number> {
      const out: Record<string, number> = {};
      for (const r of started.slice(from))
        if (r.endpoint && r.at === pathname) out[r.endpoint] = (out[r.endpoint] ?? 0) + 1;
      return out;
    },
    /**
     * POSTs whose payload the browser could not show (DevTools says "no payload"; the client sends bytes,
     * contracts' fetchWithVisibleBody): their calls cannot be told apart.
     */
    hiddenBodies: (): readonly string[] => hiddenBodies,
    /** How many calls the page has started so far (a mark for madeAt, sentTo, sameCallMost). */
    count: (): number => started.length,
    /**
     * Resolves once no call has started or ended for `quietMs` (at most `maxMs`), calls `held` says to leave
     * out still pending; false when it never was quiet.
     */
    async quiet(
      quietMs = 1_000,
      maxMs = 25_000,
      held: (r: Request) => boolean = () => false,
    ): Promise<boolean> {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        const open = [...inFlight].filter((r) => !held(r)).length;
        if (open === 0 && Date.now() - lastChange >= quietMs) return true;
        await page.waitForTimeout(100);
      }
      return false;
    },
    /**
     * Quiet, and the page's main thread idle with nothing new started meanwhile: on a loaded machine a page may
     * spend seconds running what it loaded before it calls again (or navigates), with the network silent.
     */
    async settled(quietMs = 1_000, maxMs = 60_000): Promise<boolean> {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (!(await this.quiet(quietMs, maxMs - (Date.now() - start)))) return false;
        const mark = lastChange;
        await page
          .evaluate(
            () =>
              new Promise<void>((done) =>
                requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 5_000 }), {
                  timeout: 5_000,
                }),
              ),
          )
          .catch(() => undefined); // the page navigated meanwhile: look again
        if (lastChange === mark && inFlight.size === 0) return true;
      }
      return false;
    },
  };
}

export type CallWatch = ReturnType<typeof watchCalls>;

/**
 * Run a parent's action and wait until the app is quiet again. What a tap starts may begin late (a cipher's
 * library loads first): wait for the first call it makes, up to `firstCallMs`.
 */
export async function act(page: Page, run: (page: Page) => Promise<void>, firstCallMs = 10_000) {
  const first = page
    .waitForRequest(
      (r) =>
        ['fetch', 'xhr'].includes(r.resourceType()) && !new URL(r.url()).pathname.startsWith('/tracking/'),
      {
        timeout: firstCallMs,
      },
    )
    .catch(() => null);
  await run(page);
  await first;
}

/** The session in the screen's state, the browser logged in as its persona (unless a visitor), the screen opened. */
export async function prepare(page: Page, session: SimulatorSession, screen: SweepScreen): Promise<void> {
  await session.setScenarios(screen.scenarios);
  if (screen.visitor === 'tourist') return;
  const login = await session.admin.login({});
  // What the app keeps after a login (web/src/lib/user-store.ts), as support/step-up.ts startAs stores it.
  const who = PERSONAS[login.persona as PersonaId];
  const record = {
    user: { ...userInfoFor(who), appToken: null, token: login.token, time: login.time, openId: login.openId },
    student: studentInfoFor(who),
    openId: login.openId,
  };
  await page.addInitScript((value) => {
    if (window !== window.top) return;
    if (localStorage.getItem('wonder.user') !== null) return;
    localStorage.setItem('wonder.user', value);
  }, JSON.stringify(record));
}

export async function open(page: Page, screen: SweepScreen): Promise<void> {
  await visit(page, screen.href);
  await firstViewDrawn(page);
}

/** The newest journal sequence number (0 for an empty journal). */
export async function lastSeq(session: SimulatorSession): Promise<number> {
  return (await session.journal(1))[0]?.seq ?? 0;
}

/** The calls that reached the simulator after `since`, oldest first. */
export async function callsSince(session: SimulatorSession, since: number): Promise<JournalEntry[]> {
  return (await session.journal(200)).filter((e) => e.seq > since).reverse();
}

/** Skeletons and busy regions a parent would still be staring at. */
export async function busyRegions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-busy="true"], .adm-skeleton')]
      .filter((el) => el.getClientRects().length > 0 && !(el instanceof HTMLButtonElement))
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );
}

/** Everything the page says: its text (dialogs and toasts included) and the toasts seen so far. */
export async function pageWords(page: Page, toasts: () => Promise<string>): Promise<string> {
  // What is shown, not every text node: innerText leaves out hidden elements.
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a parent reads
  const body = await page.evaluate(() => document.body.innerText).catch(() => '');
  return `${body}\n${await toasts()}`;
}

/** The path of a link (`/myClassHour?hourType=0` → `/myClassHour`). */
export function pathOf(href: string): string {
  return new URL(href, 'http://app.invalid').pathname;
}
