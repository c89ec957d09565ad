/**
 * The trial-claim login popup (doc 2 §4, §8, §9) on /index?trialClaim=1 for a tourist: the spec's three
 * messages, 发送成功 and the 59 s countdown, the 1 s throttle, a first login opening age selection.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERSONAS, successData } from '@wonder/fixtures';
import { describe, expect, it } from 'vitest';
import { countdownLeft, throttled } from '../../../domain/phone-form';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { recordingFeedback, renderScreen, scriptedClient, WEB_UA } from '../../../test/support';
import { texts } from '../../../texts';
import { HomePage } from '../containers/HomePage';
import { afterClaim, claimProblem } from '../rules/trial-claim';
import { homeExtraTexts } from '../texts/extras';

const F = texts.phoneForm;
const T = homeExtraTexts.popups.trialClaim;

describe('trial-claim rules', () => {
  it('checks the phone (empty, 1–14 digits) before the code; a first login opens age selection', () => {
    expect(claimProblem('', '')).toBe('手机号码不能为空！');
    expect(claimProblem('123456789012345', '1')).toBe('请输入正确的手机号码！');
    expect(claimProblem('13800001111', ' ')).toBe('请输入验证码！');
    expect(claimProblem('1', '1234')).toBeNull();
    expect(afterClaim(true)).toBe('/selectAgePage');
    expect(afterClaim(false)).toBe('/index');
  });

  it('counts down 59 s from a send; a tap within 1 s of the last is dropped', () => {
    expect(countdownLeft(null, 5000)).toBe(0);
    expect(countdownLeft(0, 0)).toBe(59);
    expect(countdownLeft(0, 58_999)).toBe(1);
    expect(countdownLeft(0, 59_000)).toBe(0);
    expect(throttled(null, 0)).toBe(false);
    expect(throttled(1000, 1999)).toBe(true);
    expect(throttled(1000, 2000)).toBe(false);
  });
});

describe('the trial-claim popup', { timeout: 30_000 }, () => {
  it('a tourist: the messages, 发送成功 and the countdown, then a first login → /selectAgePage', async () => {
    setEnvironment(detectEnvironment({ userAgent: WEB_UA }));
    const user = { token: 'tk-claim', userId: '9001', time: 1, appToken: null, openId: null };
    const script = new Proxy(
      {
        'app.trialClaimSendCode': () => null,
        'app.trialClaimLogin': () => ({ ...user, userName: null, unificationId: null, isFirstLogin: true }),
        'app.getAuthTokenExt': () => successData('app.getAuthTokenExt', 'trial-n'),
      } as Record<string, () => unknown>,
      { get: (given, id: string) => given[id] ?? (() => successData(id, 'tourist')) },
    );
    const { client, callsTo } = scriptedClient(script);
    const fb = recordingFeedback();
    const store = createUserStore(false);
    renderScreen(<HomePage autoplay={false} />, '/index?trialClaim=1', {
      api: client,
      store,
      feedback: fb.feedback,
    });
    const dialog = await screen.findByRole('dialog', { name: T.title }, { timeout: 10_000 });
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: F.sendCode }));
    send();
    expect(fb.messages()).toContain(F.phoneEmpty);
    fireEvent.change(within(dialog).getByRole('textbox', { name: T.phoneLabel }), {
      target: { value: '13900001111' },
    });
    // Within 1 s of the last tap: dropped, nothing sent.
    send();
    expect(callsTo('app.trialClaimSendCode')).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1000));
    send();
    await waitFor(() => expect(fb.messages()).toContain(F.sendSuccess));
    expect(callsTo('app.trialClaimSendCode')[0]?.options.body).toEqual({
      phone: '13900001111',
      areaCode: '86',
      source: 10001,
    });
    expect(dialog.textContent).toContain('59s后重新获取');

    await new Promise((r) => setTimeout(r, 1000));
    fireEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(fb.messages()).toContain(F.codeEmpty);
    fireEvent.change(within(dialog).getByRole('textbox', { name: T.codeLabel }), {
      target: { value: '123456' },
    });
    await new Promise((r) => setTimeout(r, 1000));
    fireEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    expect((await screen.findByTestId('location')).textContent).toBe('/selectAgePage');
    expect(store.getState().user?.token).toBe('tk-claim');
    expect(store.getState().student.studentStatus).toBe(PERSONAS['trial-n'].studentStatus);
  });
});
