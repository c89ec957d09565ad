import { describe, expect, it } from 'vitest';
import { businessError, scriptedClient } from '../../test/support';
import { logout } from '../session';
import { createUserStore } from '../user-store';

const user = { token: 'tk-9', userId: 'u9', time: 1700000000000, openId: 'open-9' };

function loggedIn() {
  const store = createUserStore(false);
  store.setUser(user, {
    studentStatus: 'OFFICIAL_STUDENT',
    studentAuditionStatusEnums: null,
    step: null,
    payedStudentStatusText: null,
  });
  return store;
}

describe('logout (doc 1 §1, §7)', () => {
  it('calls both logout endpoints with the token, then keeps only the openId', async () => {
    const store = loggedIn();
    const { client, calls } = scriptedClient({
      'member.logout': () => null,
      'app.visitorLogout': () => null,
    });
    await logout(client, store);
    expect(calls.map((c) => [c.id, c.options.body ?? c.options.query])).toEqual([
      ['member.logout', { token: 'tk-9' }],
      ['app.visitorLogout', { token: 'tk-9' }],
    ]);
    expect(store.getState()).toMatchObject({ user: null, openId: 'open-9' });
    expect(store.studentStatus()).toBe('TOURIST');
  });

  it('clears the user even when a call fails, and reports the failure', async () => {
    const store = loggedIn();
    const { client } = scriptedClient({
      'member.logout': () => {
        throw businessError('member.logout', 500, '服务繁忙');
      },
      'app.visitorLogout': () => null,
    });
    await expect(logout(client, store)).rejects.toMatchObject({ code: 500 });
    expect(store.token()).toBeNull();
    expect(store.getState().openId).toBe('open-9');
  });

  it('without a token calls nothing', async () => {
    const store = createUserStore(false);
    const { client, calls } = scriptedClient({});
    await logout(client, store);
    expect(calls).toEqual([]);
  });
});
