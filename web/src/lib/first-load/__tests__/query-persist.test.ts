import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../../platform/storage';
import { createUserStore, type UserStore } from '../../user-store';
import {
  deserializeClient,
  isPersistable,
  persistQueries,
  QUERY_CACHE_MAX_BYTES,
  serializeClient,
} from '../query-persist';

const TOKEN = 'tok-abc123';
const PERSON_KEY = ['app.getPersonInfo', { token: TOKEN }, null] as const;
const PERSON = { parentName: '王妈妈', headImg: null };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function loggedIn(userId = 'u1', token = TOKEN): UserStore {
  const store = createUserStore(false);
  store.setUser({ token, userId, time: 1 });
  return store;
}

const success = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: 'success' as const } });
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page load: a fresh client restoring from the storage, as main.tsx does. */
async function visit(storage: ReturnType<typeof memoryStorage>, store: UserStore, buildId = 'b1') {
  const client = new QueryClient();
  const { restored } = persistQueries(client, { storage, store, buildId, throttleMs: 0 });
  await restored;
  return client;
}

describe('which answers are kept (PERSISTED_ENDPOINT_IDS)', () => {
  it('keeps successful answers of the list, never a failure, a login, a status lookup or a code', () => {
    expect(isPersistable(success(PERSON_KEY))).toBe(true);
    expect(isPersistable({ queryKey: PERSON_KEY, state: { status: 'error' } })).toBe(false);
    for (const id of [
      'app.getAuthTokenExt',
      'app.trialClaimSendCode',
      'app.trialClaimLogin',
      'member.realToken',
    ]) {
      expect(isPersistable(success([id, null, null])), id).toBe(false);
    }
  });
});

describe('the stored text', () => {
  const client: PersistedClient = {
    timestamp: 1,
    buster: 'b1:u1',
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: [...PERSON_KEY],
          queryHash: JSON.stringify(PERSON_KEY),
          dehydratedAt: 1,
          state: { data: PERSON, status: 'success' } as never,
        },
      ],
    },
  };

  it('never holds the token, and gets it back on reading', () => {
    const text = serializeClient(client, TOKEN);
    expect(text).not.toContain(TOKEN);
    expect(deserializeClient(text, TOKEN)).toEqual(client);
  });

  it('is worthless without the login it was written under', () => {
    const restored = deserializeClient(serializeClient(client, TOKEN), null);
    expect(restored.clientState.queries).toEqual([]);
    expect(restored.timestamp).toBe(0);
  });

  it('drops the largest answers until it fits', () => {
    const big = {
      ...client.clientState.queries[0],
      queryHash: 'big',
      state: { data: 'x'.repeat(QUERY_CACHE_MAX_BYTES) },
    };
    const text = serializeClient(
      {
        ...client,
        clientState: { ...client.clientState, queries: [big as never, ...client.clientState.queries] },
      },
      TOKEN,
    );
    expect(text.length).toBeLessThanOrEqual(QUERY_CACHE_MAX_BYTES);
    expect(deserializeClient(text, TOKEN).clientState.queries.map((q) => q.queryHash)).toEqual([
      JSON.stringify(PERSON_KEY),
    ]);
  });
});

describe('across visits', () => {
  it('shows the same user the answers of the last visit, and only the allowed ones', async () => {
    const storage = memoryStorage();
    const first = await visit(storage, loggedIn());
    first.setQueryData(PERSON_KEY, PERSON);
    first.setQueryData(['app.getAuthTokenExt', { token: TOKEN }, null], {
      studentStatus: 'OFFICIAL_STUDENT',
    });
    await tick();
    expect(storage.items.get(LOCAL_KEYS.queryCache)).not.toContain(TOKEN);

    const second = await visit(storage, loggedIn());
    expect(second.getQueryData(PERSON_KEY)).toEqual(PERSON);
    expect(second.getQueryData(['app.getAuthTokenExt', { token: TOKEN }, null])).toBeUndefined();
  });

  it('shows another user, or a new build, nothing', async () => {
    const storage = memoryStorage();
    (await visit(storage, loggedIn())).setQueryData(PERSON_KEY, PERSON);
    await tick();
    expect((await visit(storage, loggedIn('u2'))).getQueryData(PERSON_KEY)).toBeUndefined();

    (await visit(storage, loggedIn())).setQueryData(PERSON_KEY, PERSON);
    await tick();
    expect((await visit(storage, loggedIn(), 'b2')).getQueryData(PERSON_KEY)).toBeUndefined();
  });

  it('removes the kept answers at logout and on a user change, and keeps no more during that visit', async () => {
    for (const change of [
      (s: UserStore) => s.logout(),
      (s: UserStore) => s.setUser({ token: 't2', userId: 'u2', time: 2 }),
    ]) {
      const storage = memoryStorage();
      const store = loggedIn();
      const client = await visit(storage, store);
      client.setQueryData(PERSON_KEY, PERSON);
      await tick();
      expect(storage.items.has(LOCAL_KEYS.queryCache)).toBe(true);

      change(store);
      await tick();
      expect(storage.items.get(LOCAL_KEYS.queryCache) ?? '').toBe('');
      client.setQueryData(['app.getTabConfig', null, null], []);
      await tick();
      expect(storage.items.get(LOCAL_KEYS.queryCache) ?? '').toBe('');
    }
  });
});
