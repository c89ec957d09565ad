/**
 * The notification popup runs on load and on back-press (doc 2 §4, doc 1 §4): a back navigation that returns
 * to home asks its checks again and shows the stage still needed; a back-press on it closes it.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppNavigate } from '../../../lib/navigation';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { LOCAL_KEYS, localStore } from '../../../platform/storage';
import { renderWithServices, scriptedClient, WEB_UA } from '../../../test/support';
import { useNotification } from '../containers/use-notification';

describe('the notification popup', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStore.remove(LOCAL_KEYS.notifyFollowCount);
  });

  it('a back-press closes it; coming back to home by a back navigation runs it again', async () => {
    setEnvironment(detectEnvironment({ userAgent: WEB_UA }));
    const { client, callsTo } = scriptedClient({ 'app.isSubscribe': () => false });
    const { result } = renderWithServices(
      () => ({ popup: useNotification(true, true, 'u1'), navigate: useAppNavigate() }),
      { api: client },
      ['/index'],
    );
    await waitFor(() => expect(result.current.popup.stage).toBe('follow'));

    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.popup.stage).toBeNull();

    act(() => result.current.navigate('/dailyCheckIn'));
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.popup.stage).toBe('follow'));
    expect(callsTo('app.isSubscribe')).toHaveLength(2);
  });
});
