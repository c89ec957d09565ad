/**
 * The /login screen (doc 1 §2, §4, §5, §8): SMS-code and password modes, the area-code picker, the send
 * with its countdown and the 4011 slider, then the login outcome:
 * - 100088 → DeviceLimitDialog; every other failure is the error policy's toast (1000012: the messageText
 *   this login sent, else the server message);
 * - success → user info and status stored, last phone remembered, in WeChat the rebind check, then a
 *   first login goes to the age selection (/selectAgePage), any other back to the last route or /index.
 * Its state is one reducer (rules/login-state.ts): this container dispatches and renders.
 */

import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginData } from '@wonder/contracts';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberedInvite } from '../../../domain/invite';
import { Deferred } from '../../../lib/first-load/deferred';
import { firstViewDrawn } from '../../../lib/first-load/first-view';
import { useTrackLater } from '../../../lib/first-load/track-later';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useFeedback, useUserStore } from '../../../lib/services';
import { getEnvironment, subscribeEnvironment } from '../../../platform/env';
import { lastPhone, rememberLastPhone } from '../../../platform/storage';
import { preloadCiphers } from '../api/crypto';
import { CaptchaCancelledError, channelOf } from '../api/login-api';
import {
  areaCodesQuery,
  codeLoginMutation,
  passwordLoginMutation,
  rebindWechatMutation,
  sendLoginCodeMutation,
} from '../api/queries';
import { type AgreementLink, LoginLayout } from '../components/LoginLayout';
import { PasswordForm } from '../components/PasswordForm';
import { SmsForm } from '../components/SmsForm';
import { isDeviceLimit } from '../rules/login-errors';
import type { FormField, LoginMode } from '../rules/login-state';
import { problemOf } from '../rules/login-state';
import { messageTextOf } from '../rules/message-text';
import { backTarget } from '../rules/route-back';
import { loginEvents } from '../rules/tracking';
import { loginTexts } from '../texts';
import {
  LazyAreaCodePicker,
  LazyDeviceLimitDialog,
  LazyRebindConfirm,
  preloadLoginPopups,
} from './lazy-popups';
import { useLoginState } from './use-login-state';
import { useSliderCaptcha } from './use-slider-captcha';

export interface LoginPageProps {
  /**
   * Sent with the code login (doc 1 §3, optional); if it answers 1000012 the app shows it instead of the
   * server message (doc 1 §8). By default the page's `messageText` query (rules/message-text.ts).
   */
  messageText?: string | null;
  initialMode?: LoginMode;
  log?: (message: string, detail?: unknown) => void;
}

export function LoginPage({ messageText: given, initialMode = 'sms', log = console.info }: LoginPageProps) {
  const { search } = useLocation();
  const messageText = given === undefined ? messageTextOf(search) : given;
  // Drawn on its first commit (no data to gather): what waits for the first view may start (lib/first-load/first-view.ts).
  useEffect(() => firstViewDrawn(), []);
  const api = useApi();
  const store = useUserStore();
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const env = useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
  const ctx = useMemo(() => ({ channel: channelOf(env) }), [env]);
  // The unbound WeChat visitor's openId, as it was before this login (the rebind check compares it).
  const openIdBefore = useRef(store.getState().openId).current;
  const [state, dispatch] = useLoginState(initialMode, () => lastPhone() ?? '');

  const captcha = useSliderCaptcha(log);
  const areaCodes = useQuery(areaCodesQuery(api));
  const pwdLogin = useMutation(passwordLoginMutation(api, store, ctx));
  const smsLogin = useMutation(codeLoginMutation(api, store, ctx));
  const send = useMutation(sendLoginCodeMutation(api, captcha.solve));
  const rebind = useMutation(rebindWechatMutation(api));

  const toast = (content: string) => feedback.toast({ content });
  // Tracking loads after the screen (lib/first-load/track-later.ts): /login's first load stays within its budget.
  const { track, signUp: trackSignUp } = useTrackLater();

  // doc 1 §2: "login by SMS" is a tracked page name; the SMS mode is that page, tracked when it shows (not
  // again when the login changes who `track` reports as).
  const trackView = useRef(track);
  trackView.current = track;
  useEffect(() => {
    if (state.mode === 'sms') trackView.current(loginEvents.smsPageView());
  }, [state.mode]);

  // Done: 登录成功, then where the login goes (doc 1 §4).
  useEffect(() => {
    if (state.stage !== 'done' || !state.next) return;
    feedback.toast({ content: loginTexts.loginSuccess });
    navigate(state.next, { replace: true });
  }, [state.stage, state.next, feedback, navigate]);

  /** In WeChat: offer to bind the visitor's WeChat account to the phone just logged in (doc 1 §4). */
  const loggedIn = (result: { data: LoginData; isFirstLogin: boolean }) => {
    rememberLastPhone(state.phone.trim());
    const userId = result.data.userinfos[0]?.userId;
    if (userId) trackSignUp(userId);
    dispatch({ type: 'loggedIn', next: result.isFirstLogin ? '/selectAgePage' : backTarget() });
    const openid = openIdBefore;
    if (!env.isWechat || !openid || result.data.userinfos.some((u) => u.openid === openid)) {
      dispatch({ type: 'finished' });
      return;
    }
    rebind.mutate(
      { openid },
      {
        onSuccess: (answer) => {
          if (answer.rebound || !answer.boundPhone) dispatch({ type: 'finished' });
          else dispatch({ type: 'askRebind', boundPhone: answer.boundPhone });
        },
        // A failed check toasted its message (the error policy); the login itself succeeded.
        onError: () => dispatch({ type: 'finished' }),
      },
    );
  };

  const confirmRebind = () => {
    dispatch({ type: 'rebind', bind: true });
    if (openIdBefore) {
      rebind.mutate(
        { openid: openIdBefore, confirm: true },
        { onSettled: () => dispatch({ type: 'finished' }) },
      );
    }
  };

  // doc 2 §8 "A failed login logs and tracks loginfail" (its message is the error policy's).
  const failed = (mode: LoginMode) => (e: unknown) => {
    log('[login] failed', e);
    track(loginEvents.loginFail(mode, e));
    if (isDeviceLimit(e)) dispatch({ type: 'deviceLimit', open: true });
  };

  /** The press's problem shown inline (and tracked, doc 1 §5), or false when it may go. */
  const blocked = (press: 'send' | 'password' | 'sms') => {
    const problem = problemOf(state, press);
    if (!problem) return false;
    if (problem.tracked) track(loginEvents.failureReason(state.mode, problem.tracked));
    dispatch({ type: 'invalid', message: problem.message });
    return true;
  };

  const input = { phone: state.phone, areaCode: state.areaCode };

  const submitPassword = () => {
    if (blocked('password')) return;
    pwdLogin.mutate(
      { ...input, password: state.password },
      { onSuccess: loggedIn, onError: failed('password') },
    );
  };

  const submitCode = () => {
    if (blocked('sms') || !state.codeToken) return;
    smsLogin.mutate(
      // doc 1 §3: the code login's ext carries the invitation of the link the visitor came by.
      {
        ...input,
        code: state.code,
        verificationCodeToken: state.codeToken,
        messageText,
        ...rememberedInvite(),
      },
      { onSuccess: loggedIn, onError: failed('sms') },
    );
  };

  const sendCode = () => {
    if (blocked('send')) return;
    send.mutate(input, {
      onSuccess: (answer) => {
        dispatch({ type: 'codeSent', token: answer.verificationCodeToken });
        toast(loginTexts.sendSuccess);
      },
      // doc 1 §8: a cancelled captcha or a failed send runs the error callback and logs (the failure's
      // message was toasted by the error policy).
      // doc 2 §8 "A failed send-code toasts the message and tracks failure".
      onError: (e) => {
        if (e instanceof CaptchaCancelledError) return log('[sms] send stopped: captcha not solved', e);
        log('[sms] send failed', e);
        track(loginEvents.sendCodeFail(e));
      },
    });
  };

  const edit = (field: FormField) => (value: string) => {
    dispatch({ type: 'edit', field, value });
    // The ciphers and popups load while the parent types, so a send, a login or a popup never waits.
    preloadCiphers();
    preloadLoginPopups();
  };

  const finishing = state.stage !== 'editing';
  const rebindAsked = state.stage === 'rebind' || state.stage === 'rebinding';
  const openPicker = () => dispatch({ type: 'picker', open: true });

  return (
    <>
      <LoginLayout
        mode={state.mode}
        onModeChange={(mode) => dispatch({ type: 'mode', mode })}
        onOpenLink={(path: AgreementLink) => navigate(path)}
      >
        {state.mode === 'password' ? (
          <PasswordForm
            phone={state.phone}
            areaCode={state.areaCode}
            password={state.password}
            areaCodesReady={areaCodes.isSuccess}
            error={state.error}
            submitting={pwdLogin.isPending || finishing}
            onPhoneChange={edit('phone')}
            onPasswordChange={edit('password')}
            onAreaPress={openPicker}
            onSubmit={submitPassword}
            onForgotPassword={() => navigate('/findPassword')}
          />
        ) : (
          <SmsForm
            phone={state.phone}
            areaCode={state.areaCode}
            code={state.code}
            areaCodesReady={areaCodes.isSuccess}
            countdown={state.countdown}
            sending={send.isPending}
            hasSent={state.codeToken !== null}
            error={state.error}
            submitting={smsLogin.isPending || finishing}
            onPhoneChange={edit('phone')}
            onCodeChange={edit('code')}
            onAreaPress={openPicker}
            onSendCode={sendCode}
            onSubmit={submitCode}
          />
        )}
      </LoginLayout>
      <Deferred when={state.pickerOpen}>
        <LazyAreaCodePicker
          visible={state.pickerOpen}
          loading={areaCodes.isPending}
          items={areaCodes.data ?? []}
          selected={state.areaCode}
          onSelect={(areaCode) => dispatch({ type: 'area', areaCode })}
          onClose={() => dispatch({ type: 'picker', open: false })}
        />
      </Deferred>
      {captcha.element}
      <Deferred when={state.deviceLimit}>
        <LazyDeviceLimitDialog
          visible={state.deviceLimit}
          onConfirm={() => dispatch({ type: 'deviceLimit', open: false })}
        />
      </Deferred>
      <Deferred when={rebindAsked}>
        <LazyRebindConfirm
          visible={rebindAsked}
          phone={state.boundPhone ?? ''}
          confirming={state.stage === 'rebinding'}
          onConfirm={confirmRebind}
          onDecline={() => dispatch({ type: 'rebind', bind: false })}
        />
      </Deferred>
    </>
  );
}
