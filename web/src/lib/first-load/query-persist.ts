/**
 * A returning parent sees the last screen at once (issue #22): the answers that are safe to show again are
 * kept in localStorage between visits (TanStack's persister) and shown while the fresh answers load.
 * - only successful answers of PERSISTED_ENDPOINT_IDS: what screens show, read-only; never a login, a code
 *   or anything a mutation returns;
 * - never a token: the current token is replaced by a mark before writing and put back on reading; a page
 *   without that login restores nothing;
 * - bound to its user and build (the buster): another user, a logout or a new build discards it, and a
 *   logout or a user change during the visit removes it at once and stops keeping answers until the next;
 * - at most MAX_AGE old and MAX_BYTES large (the largest answers are dropped first).
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type { EndpointId } from '@wonder/contracts';
import { LOCAL_KEYS } from '../../platform/storage';
import type { UserStore } from '../user-store';

/**
 * Endpoint ids (contracts) whose answers a returning parent may see again before they are refreshed: typed,
 * so a misspelt or removed endpoint does not compile.
 */
export const PERSISTED_ENDPOINT_IDS: ReadonlySet<EndpointId> = new Set<EndpointId>([
  // the shell: tabs, the parent's name and avatar, the message badge, the download bar
  'app.getTabConfig',
  'app.getPersonInfo',
  'gateway.getUnReadMsgNum',
  'app.getAppFlag',
  // home
  'app.homePageShowConfig',
  'app.indexBanner',
  'gateway.getPositionBanner',
  'app.getSourceConfig',
  'app.todayClasss',
  // my classes, parent centre
  'app.getCourseStudyList',
  'config.parentConfigByGroup',
  'app.workUndoneNum',
]);

export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;
export const QUERY_CACHE_MAX_BYTES = 100_000;
/** Stands for the token in the stored text (no token contains it). */
const TOKEN_MARK = '@@wonder-token@@';

/** The list, asked about any query key's first part (an endpoint id, or another query's name). */
const persistedIds: ReadonlySet<string> = PERSISTED_ENDPOINT_IDS;

export function isPersistable(query: { queryKey: QueryKey; state: Pick<Query['state'], 'status'> }): boolean {
  return query.state.status === 'success' && persistedIds.has(String(query.queryKey[0]));
}

/** The token as it appears inside JSON text. */
const inJson = (token: string) => JSON.stringify(token).slice(1, -1);

/** The stored text: the largest answers dropped until it fits, the token replaced by its mark. */
export function serializeClient(client: PersistedClient, token: string | null): string {
  const sized = client.clientState.queries.map((q) => ({ q, size: JSON.stringify(q).length }));
  sized.sort((a, b) => a.size - b.size);
  let json = '';
  for (;;) {
    const queries = sized.map((s) => s.q);
    json = JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
    if (json.length <= QUERY_CACHE_MAX_BYTES || sized.length === 0) break;
    sized.pop();
  }
  return token ? json.split(inJson(token)).join(TOKEN_MARK) : json;
}

/** What was stored, with the current token back in; an expired client (discarded) when it needs one and there is none. */
export function deserializeClient(text: string, token: string | null): PersistedClient {
  if (text.includes(TOKEN_MARK)) {
    if (!token) return { timestamp: 0, buster: '', clientState: { queries: [], mutations: [] } };
    return JSON.parse(text.split(TOKEN_MARK).join(inJson(token))) as PersistedClient;
  }
  return JSON.parse(text) as PersistedClient;
}

export interface QueryPersistDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  store: UserStore;
  /** Changes with every build: answers of an older build are not shown. */
  buildId: string;
  /** How long writes are gathered (ms). */
  throttleMs?: number;
  /**
   * When keeping answers may start (default: at once). The app passes lib/first-load/first-view.ts's `afterFirstView`:
   * serialising the cache on every answer is no work for the first view (issue #30); restoring is.
   */
  startWriting?: (start: () => void) => void;
}

/** Restores the kept answers into the client and keeps them from now on; `restored` settles when done. */
export function persistQueries(
  queryClient: QueryClient,
  deps: QueryPersistDeps,
): { restored: Promise<void> } {
  const userOf = () => deps.store.getState().user?.userId ?? null;
  const boundTo = userOf();
  let active = true;
  const persister = createAsyncStoragePersister({
    storage: deps.storage,
    key: LOCAL_KEYS.queryCache,
    throttleTime: deps.throttleMs ?? 1000,
    // A write already gathered when the user changed must not bring the answers back.
    serialize: (client) => (active ? serializeClient(client, deps.store.token()) : ''),
    deserialize: (text) => deserializeClient(text, deps.store.token()),
  });
  const options = {
    queryClient,
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: `${deps.buildId}:${boundTo ?? 'tourist'}`,
    dehydrateOptions: { shouldDehydrateQuery: isPersistable },
  };
  const restored = persistQueryClientRestore(options);
  let stopWriting = () => {};
  const startWriting = deps.startWriting ?? ((start: () => void) => start());
  void restored.then(() =>
    startWriting(() => {
      if (!active) return;
      stopWriting = persistQueryClientSubscribe(options);
      // What answered before this keeps too, without waiting for the next answer.
      void persistQueryClientSave(options);
    }),
  );
  const stop = () => stopWriting();
  const unsubscribe = deps.store.subscribe(() => {
    if (userOf() === boundTo) return;
    active = false;
    stop();
    unsubscribe();
    void persister.removeClient();
  });
  return { restored };
}
