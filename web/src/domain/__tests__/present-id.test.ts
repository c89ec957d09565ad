import { describe, expect, it } from 'vitest';
import { businessError, scriptedClient } from '../../test/support';
import { invitationLink, rememberedInvite, rememberInvite } from '../invite';
import { createPresentIdLookup, FAILED_PRESENT_ID } from '../present-id';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getString: (k: string) => data.get(k) ?? null,
    setString: (k: string, v: string) => void data.set(k, v),
  };
}

const present = (presentId: string) => ({ presentId, invitedUserId: null, userSubjects: [], channelId: '1' });

describe('present id (doc 1 §7, §8)', () => {
  it('is looked up once per key and cached', async () => {
    const { client, callsTo } = scriptedClient({
      'app.getPresentId': ({ query }) => present(`id-${(query as { presentKey: string }).presentKey}`),
    });
    const presentIdFor = createPresentIdLookup(client, memoryStore());
    const [a, b] = await Promise.all([presentIdFor('k1'), presentIdFor('k1')]);
    expect([a, b, await presentIdFor('k1'), await presentIdFor('k2')]).toEqual([
      'id-k1',
      'id-k1',
      'id-k1',
      'id-k2',
    ]);
    expect(callsTo('app.getPresentId').map((c) => c.options.query)).toEqual([
      { presentKey: 'k1' },
      { presentKey: 'k2' },
    ]);
  });

  it("a failed lookup gives '0', and is tried again later", async () => {
    const { client, callsTo } = scriptedClient({
      'app.getPresentId': [
        () => {
          throw businessError('app.getPresentId', '50000000', 'busy');
        },
        () => present('p-9'),
      ],
    });
    const presentIdFor = createPresentIdLookup(client, memoryStore());
    expect(await presentIdFor('k')).toBe(FAILED_PRESENT_ID);
    expect(await presentIdFor('k')).toBe('p-9');
    expect(callsTo('app.getPresentId')).toHaveLength(2);
  });

  it('a shared link carries the present id and the sharer; the visitor keeps them for the code login', () => {
    const link = invitationLink('https://h5.example/index?a=1', 'p-9', 'u-7');
    expect(link).toBe('https://h5.example/index?a=1&presentId=p-9&inviteUid=u-7');
    const store = memoryStore();
    expect(rememberedInvite(store)).toEqual({ presentId: null, inviteUid: null });
    rememberInvite(new URL(link).search, store);
    rememberInvite('?a=2', store);
    expect(rememberedInvite(store)).toEqual({ presentId: 'p-9', inviteUid: 'u-7' });
  });
});
