/**
 * The send-code button with the login's state (its reducer and countdown tick): 59 s countdown, presses
 * ignored while counting, 1 s throttle (fake timers); and
 * the send flow 4011 → slider → retry with the captcha-sencond-code header (mock client).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CIPHER_VERSION } from '@wonder/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessError, scriptedClient } from '../../../test/support';
import { CaptchaCancelledError, sendLoginCode } from '../api/login-api';
import { SmsForm } from '../components/SmsForm';
import { useLoginState } from '../containers/use-login-state';

/** SmsForm driven like the login page drives it: a successful send starts the 59 s countdown. */
function Harness({ onSend, succeed = true }: { onSend: () => void; succeed?: boolean }) {
  const [state, dispatch] = useLoginState('sms', () => '13800138000');
  return (
    <SmsForm
      phone="13800138000"
      areaCode="86"
      code=""
      areaCodesReady
      countdown={state.countdown}
      hasSent={state.codeToken !== null}
      onPhoneChange={() => {}}
      onCodeChange={() => {}}
      onAreaPress={() => {}}
      onSubmit={() => {}}
      onSendCode={() => {
        onSend();
        if (succeed) dispatch({ type: 'codeSent', token: 'sent' });
      }}
    />
  );
}

const sendButton = () => screen.getByRole('button', { name: /获取验证码|重新获取/ });

describe('send-code countdown and throttle', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 59 s, ignores presses while counting, then offers 重新获取', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    expect(sendButton().textContent).toBe('获取验证码');
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(sendButton().textContent).toBe('59s后重新获取');

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(sendButton().textContent).toBe('58s后重新获取');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(sendButton().textContent).toBe('53s后重新获取');

    act(() => {
      vi.advanceTimersByTime(52_000);
    });
    expect(sendButton().textContent).toBe('1s后重新获取');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(sendButton().textContent).toBe('重新获取');
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('throttles presses to one per second (a failed send does not start the countdown)', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} succeed={false} />);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    act(() => {
      vi.advanceTimersByTime(999);
    });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(sendButton().textContent).toBe('获取验证码');
  });

  it('ignores presses while a send is in flight', () => {
    const onSend = vi.fn();
    render(
      <SmsForm
        phone="1"
        areaCode="86"
        code=""
        areaCodesReady
        countdown={0}
        sending
        onPhoneChange={() => {}}
        onCodeChange={() => {}}
        onAreaPress={() => {}}
        onSubmit={() => {}}
        onSendCode={onSend}
      />,
    );
    fireEvent.click(sendButton());
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('send with 4011 → slider → retry (doc 1 §4)', () => {
  const phone = { phone: '13800138000', areaCode: '86' };

  it('retries once with the solved verification in captcha-sencond-code', async () => {
    const { client, callsTo } = scriptedClient({
      'member.sendLoginCode': [
        () => {
          throw businessError('member.sendLoginCode', 4011, '请先完成安全验证');
        },
        () => ({ verificationCodeToken: 'vc-1' }),
      ],
    });
    const solve = vi.fn(async () => 'challenge-token---CIPHER==');
    await expect(sendLoginCode(client, phone, solve)).resolves.toEqual({ verificationCodeToken: 'vc-1' });
    expect(solve).toHaveBeenCalledTimes(1);
    const sends = callsTo('member.sendLoginCode');
    expect(sends).toHaveLength(2);
    expect(sends[0]?.options.captchaSecondCode).toBeUndefined();
    expect(sends[1]?.options.captchaSecondCode).toBe('challenge-token---CIPHER==');
    expect(sends[1]?.options.body).toEqual(sends[0]?.options.body);
    expect(sends[0]?.options.body).toMatchObject({ areaCode: '86', cipherVersion: CIPHER_VERSION });
    const body = sends[0]?.options.body as { phoneCipher?: string } | undefined;
    expect(body?.phoneCipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });

  it('does not open the slider when the first send succeeds', async () => {
    const { client } = scriptedClient({ 'member.sendLoginCode': () => ({ verificationCodeToken: 'vc-2' }) });
    const solve = vi.fn(async () => 'x');
    await sendLoginCode(client, phone, solve);
    expect(solve).not.toHaveBeenCalled();
  });

  it('stops with CaptchaCancelledError when the slider is closed, without a second send', async () => {
    const { client, callsTo } = scriptedClient({
      'member.sendLoginCode': () => {
        throw businessError('member.sendLoginCode', 4011);
      },
    });
    await expect(sendLoginCode(client, phone, async () => null)).rejects.toBeInstanceOf(
      CaptchaCancelledError,
    );
    expect(callsTo('member.sendLoginCode')).toHaveLength(1);
  });

  it('passes other failures through without the slider', async () => {
    const { client } = scriptedClient({
      'member.sendLoginCode': () => {
        throw businessError('member.sendLoginCode', 500123, '发送太频繁');
      },
    });
    const solve = vi.fn(async () => 'x');
    await expect(sendLoginCode(client, phone, solve)).rejects.toMatchObject({ serverMessage: '发送太频繁' });
    expect(solve).not.toHaveBeenCalled();
  });
});
