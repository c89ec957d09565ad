import { describe, expect, it } from 'vitest';
import { createUserStore } from '../../lib/user-store';
import { businessError, scriptedClient } from '../../test/support';
import { logout } from '../session-logout';

const user = { token: 'tk', userId: 'u1', time: 1700000000000, openId: 'open-1' };

function loggedIn() {
  const store = createUserStore(false);
  store.setUser(user);
  return store;
}

describe('session logout (doc 1 §1, §7)', () => {
  it('calls the member logout and the visitor logout with the token, then keeps only the openId', async () => {
    const store = loggedIn();
    const api = scriptedClient({ 'member.logout': () => null, 'app.visitorLogout': () => null });
    await logout(api.client, store);
    expect(api.callsTo('member.logout')[0]?.options.body).toEqual({ token: 'tk' });
    expect(api.callsTo('app.visitorLogout')[0]?.options.query).toEqual({ token: 'tk' });
    expect(store.getState()).toMatchObject({ user: null, openId: 'open-1' });
  });

  it('logs out locally even when a call fails, and reports the failure', async () => {
    const store = loggedIn();
    const api = scriptedClient({
      'member.logout': () => {
        throw businessError('member.logout', 500, 'down');
      },
      'app.visitorLogout': () => null,
    });
    await expect(logout(api.client, store)).rejects.toMatchObject({ serverMessage: 'down' });
    expect(api.callsTo('app.visitorLogout')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ user: null, openId: 'open-1' });
  });

  it('calls nothing without a token', async () => {
    const store = createUserStore(false);
    store.setOpenId('open-2');
    const api = scriptedClient({});
    await logout(api.client, store);
    expect(api.calls).toHaveLength(0);
    expect(store.getState().openId).toBe('open-2');
  });
});
