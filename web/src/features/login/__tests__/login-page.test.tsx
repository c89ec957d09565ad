/**
 * The /login screen against a scripted client: validation messages, the login codes 100088 and 1000012,
 * success (stored user and status, last phone, way back / first login), the area-code picker and the
 * SMS send through the 4011 slider.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../platform/storage';
import {
  businessError,
  CHALLENGE,
  recordingFeedback,
  renderScreen,
  type Script,
  scriptedClient,
} from '../../../test/support';
import { LoginPage, type LoginPageProps } from '../containers/LoginPage';

const AREA_CODES = [
  { country: '中国大陆', areaCode: '86', firstLetter: 'Z', top: 1 },
  { country: '中国香港', areaCode: '852', firstLetter: 'Z', top: 1 },
  { country: '澳大利亚', areaCode: '61', firstLetter: 'A', top: 0 },
];

const STATUS = {
  token: 'ignored',
  userId: 'u-1',
  time: 1,
  userName: '王妈妈',
  studentStatus: 'OFFICIAL_STUDENT',
  studentAuditionStatusEnums: null,
  step: 'L3-2-1',
  payedStudentStatusText: null,
};

const LOGIN_OK = { token: 'tk-login', userinfos: [{ userId: 'u-1', openid: null }], isFirstLogin: false };

function setup(
  script: Script,
  props: Partial<LoginPageProps> = {},
  before: (store: ReturnType<typeof createUserStore>) => void = () => {},
  path = '/login',
) {
  const scripted = scriptedClient({
    'app.getCountryMobilePrefixs': () => AREA_CODES,
    'app.getAuthTokenExt': () => STATUS,
    'tracking.writeKafka': () => null,
    'app.trackSignUp': () => null,
    ...script,
  });
  const store = createUserStore(false);
  before(store);
  const fb = recordingFeedback();
  const view = renderScreen(<LoginPage log={() => {}} {...props} />, path, {
    api: scripted.client,
    store,
    feedback: fb.feedback,
  });
  return { ...scripted, store, ...fb, view };
}

const alertText = () => screen.getByRole('alert').textContent;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const typePassword = (value: string) =>
  fireEvent.change(screen.getByLabelText('请输入密码'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
const passwordMode = () => fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));

// Generous timeout: the slider journey waits out real 1 s timers on a loaded CI machine.
describe('LoginPage', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    setEnvironment(detectEnvironment({ userAgent: navigator.userAgent }));
  });

  it('shows the spec validation messages', async () => {
    const { calls } = setup({});
    submit();
    expect(alertText()).toBe('手机号码不能为空！');
    type('请输入手机号', '13800138000');
    expect(alertText()).toBe('');
    submit();
    expect(alertText()).toBe('请输入验证码！');
    type('请输入手机号', '');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(alertText()).toBe('手机号码不能为空！');
    expect(calls.filter((c) => c.id.startsWith('member.'))).toHaveLength(0);
  });

  it('prefills the last phone and keeps the area code hidden until the list loads', async () => {
    window.localStorage.setItem(LOCAL_KEYS.lastPhone, '13900139000');
    let answer: (v: unknown) => void = () => {};
    setup({ 'app.getCountryMobilePrefixs': () => new Promise((r) => (answer = r)) });
    expect((screen.getByRole('textbox', { name: '请输入手机号' }) as HTMLInputElement).value).toBe(
      '13900139000',
    );
    expect(screen.queryByRole('button', { name: /选择国家和地区/ })).toBeNull();
    await act(async () => answer(AREA_CODES));
    const area = await screen.findByRole('button', { name: '选择国家和地区 +86' });
    fireEvent.click(area);
    const sheet = await screen.findByRole('dialog', { name: '选择国家和地区' });
    expect(within(sheet).getByText('# 热门')).toBeInTheDocument();
    fireEvent.click(within(sheet).getAllByRole('button', { name: /中国香港/ })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: '选择国家和地区 +852' })).toBeInTheDocument();
  });

  it('100088 opens the device-limit dialog 登录提醒 with 我知道了', async () => {
    const { toast } = setup({
      'member.pwdLogin': () => {
        throw businessError('member.pwdLogin', 100088, '登录设备超限');
      },
    });
    passwordMode();
    type('请输入手机号', '13800138000');
    typePassword('secret');
    submit();
    expect(await screen.findByText('登录提醒')).toBeInTheDocument();
    expect(screen.getByText(/登录设备数已超出限制，建议使用验证码登录/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('other login codes toast the server message', async () => {
    const { messages } = setup({
      'member.pwdLogin': () => {
        throw businessError('member.pwdLogin', 100002, '账号或密码错误');
      },
    });
    passwordMode();
    type('请输入手机号', '13800138000');
    typePassword('wrong');
    submit();
    await waitFor(() => expect(messages()).toEqual(['账号或密码错误']));
  });

  async function codeLoginWith(
    script: Script,
    props: Partial<LoginPageProps> = {},
    code = '123456',
    path = '/login',
  ) {
    const ctx = setup(
      { 'member.sendLoginCode': () => ({ verificationCodeToken: 'vc-1' }), ...script },
      props,
      undefined,
      path,
    );
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '59s后重新获取' });
    type('请输入验证码', code);
    submit();
    return ctx;
  }

  it('any typed code goes to the server, which judges it (doc 1 §5 checks only that it is filled)', async () => {
    const { messages, callsTo } = await codeLoginWith(
      {
        'member.verificationLogin': () => {
          throw businessError('member.verificationLogin', 100002, '验证码错误');
        },
      },
      {},
      '123',
    );
    await waitFor(() => expect(messages()).toContain('验证码错误'));
    expect(callsTo('member.verificationLogin')[0]?.options.body).toMatchObject({ verificationCode: '123' });
  });

  const code1000012 = () => {
    throw businessError('member.verificationLogin', 1000012, '服务器的提示');
  };

  it('1000012 shows messageText when the caller supplied it', async () => {
    const { messages, callsTo } = await codeLoginWith(
      { 'member.verificationLogin': code1000012 },
      { messageText: '该手机号已注册，请直接登录' },
    );
    await waitFor(() => expect(messages()).toContain('该手机号已注册，请直接登录'));
    expect(messages()).not.toContain('服务器的提示');
    expect(callsTo('member.verificationLogin')[0]?.options.body).toMatchObject({
      messageText: '该手机号已注册，请直接登录',
      verificationCode: '123456',
      verificationCodeToken: 'vc-1',
    });
  });

  it('1000012 shows the messageText of the link that opened the login (/login?messageText=…), which the login sent', async () => {
    const text = '该手机号已绑定其他账号，请使用密码登录或联系班主任处理';
    const { messages, callsTo } = await codeLoginWith(
      { 'member.verificationLogin': code1000012 },
      {},
      '123456',
      `/login?messageText=${encodeURIComponent(text)}`,
    );
    await waitFor(() => expect(messages()).toContain(text));
    expect(messages()).not.toContain('服务器的提示');
    expect(callsTo('member.verificationLogin')[0]?.options.body).toMatchObject({ messageText: text });
  });

  it('the code login sends the invitation of the link the visitor came by (ext presentId, inviteUid)', async () => {
    sessionStorage.setItem('wonder.invite', JSON.stringify({ presentId: 'p-42', inviteUid: 'u-7' }));
    try {
      const { callsTo } = await codeLoginWith({ 'member.verificationLogin': code1000012 });
      await waitFor(() => expect(callsTo('member.verificationLogin')).toHaveLength(1));
      expect(callsTo('member.verificationLogin')[0]?.options.body).toMatchObject({
        ext: { presentId: 'p-42', inviteUid: 'u-7' },
      });
    } finally {
      sessionStorage.removeItem('wonder.invite');
    }
  });

  it('tracks what the spec lists: the SMS page name, failure reasons, send-code failure, loginfail, trackSignUp', async () => {
    const { calls, callsTo } = setup({
      'member.sendLoginCode': [
        () => {
          throw businessError('member.sendLoginCode', 500, '发送太频繁');
        },
        () => ({ verificationCodeToken: 'vc-1' }),
      ],
      'member.verificationLogin': [
        () => {
          throw businessError('member.verificationLogin', 100002, '验证码错误');
        },
        () => ({ token: 'tk-new', userinfos: [{ userId: 'u-77', openid: null }], isFirstLogin: false }),
      ],
    });
    const throttle = () => new Promise((r) => setTimeout(r, 1_100)); // sends: 1 press per second
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' })); // no phone: wrong phone
    await throttle();
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' })); // the send fails
    await waitFor(() => expect(callsTo('member.sendLoginCode')).toHaveLength(1));
    await throttle();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '59s后重新获取' });
    submit(); // code not filled
    type('请输入验证码', '000000');
    submit(); // the login fails
    await waitFor(() => expect(callsTo('member.verificationLogin')).toHaveLength(1));
    type('请输入验证码', '123456');
    submit();
    await waitFor(() => expect(callsTo('app.trackSignUp')).toHaveLength(1));
    type Record = { event_name: string; status: number | null; paras: { [k: string]: unknown } };
    // Records leave in batches (lib/first-load/tracking-queue.ts): one record, or an array of them.
    const tracked = () =>
      calls
        .filter((c) => c.id === 'tracking.writeKafka')
        .flatMap((c) => [c.options.body as Record | Record[]].flat())
        .map((r) => [r.event_name, r.status, r.paras.reason ?? r.paras.code ?? r.paras.page_name]);
    await waitFor(
      () =>
        expect(tracked()).toEqual([
          ['page_view', null, '短信登录'],
          ['login_failure_reason', 0, '手机号错误'],
          ['send_code_fail', 0, '500'],
          ['login_failure_reason', 0, '验证码未填写'],
          ['loginfail', 0, '100002'],
        ]),
      { timeout: 5_000 },
    );
    expect(callsTo('app.trackSignUp')[0]?.options.query).toMatchObject({ registerId: 'u-77' });
  });

  it('a failure in the password mode is tracked with the password page name, never 短信登录', async () => {
    const { calls } = setup({});
    passwordMode();
    submit(); // no phone: wrong phone
    type Sent = { event_name: string; paras: Record<string, unknown> };
    // One record, or a batch of them (lib/first-load/tracking-queue.ts), after the first view.
    const sent = () =>
      calls
        .filter((c) => c.id === 'tracking.writeKafka')
        .flatMap((c) => [c.options.body as Sent | Sent[]].flat());
    await waitFor(() => expect(sent()).toHaveLength(2), { timeout: 5_000 });
    const tracked = sent().map((r) => [r.event_name, r.paras.page_name]);
    // The SMS mode's page view came first (it is the default mode), then the password mode's failure.
    expect(tracked).toEqual([
      ['page_view', '短信登录'],
      ['login_failure_reason', '密码登录'],
    ]);
  });

  it('1000012 shows the server message otherwise', async () => {
    const { messages } = await codeLoginWith({ 'member.verificationLogin': code1000012 });
    await waitFor(() => expect(messages()).toEqual(['发送成功', '服务器的提示']));
  });

  it('success stores user and status, remembers the phone and goes back to the last route', async () => {
    window.sessionStorage.setItem(
      SESSION_KEYS.routeRecord,
      JSON.stringify({ last: '/myTabClass?x=1', current: '/login' }),
    );
    const { store, messages, callsTo } = setup({ 'member.pwdLogin': () => LOGIN_OK });
    passwordMode();
    type('请输入手机号', '13800138000');
    typePassword('secret');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/myTabClass?x=1');
    expect(store.token()).toBe('tk-login');
    expect(store.getState().user).toMatchObject({ userId: 'u-1', userName: '王妈妈' });
    expect(store.studentStatus()).toBe('OFFICIAL_STUDENT');
    expect(window.localStorage.getItem(LOCAL_KEYS.lastPhone)).toBe('13800138000');
    expect(messages()).toEqual(['登录成功']);
    expect(callsTo('app.getAuthTokenExt')[0]?.options.query).toEqual({ token: 'tk-login' });
    const body = callsTo('member.pwdLogin')[0]?.options.body as Record<string, unknown>;
    expect(body).toMatchObject({ areaCode: '86', cipherVersion: 'v1' });
    expect(body.phoneCipher).not.toContain('138');
    expect(body.passwordCipher).not.toBe('secret');
  });

  it('in WeChat, a conflict asks before rebinding (绑定 confirms), then goes on', async () => {
    setEnvironment(
      detectEnvironment({
        userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.49',
      }),
    );
    const { messages, callsTo, store } = setup(
      {
        'member.pwdLogin': () => LOGIN_OK,
        'member.phoneChangeWechat': [
          () => ({ rebound: false, boundPhone: '139****0000' }),
          () => ({ rebound: true, boundPhone: null }),
        ],
      },
      {},
      (s) => s.setOpenId('o-visitor'),
    );
    passwordMode();
    type('请输入手机号', '13800138000');
    typePassword('secret');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '更换绑定' });
    expect(dialog.textContent).toContain('139****0000');
    expect(screen.queryByTestId('location')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '绑定' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/index');
    expect(callsTo('member.phoneChangeWechat').map((c) => c.options.body)).toMatchObject([
      { openid: 'o-visitor' },
      { openid: 'o-visitor', confirm: true },
    ]);
    expect(messages()).toEqual(['登录成功']);
    expect(store.token()).toBe('tk-login');
  });

  it('a first login goes to the age selection; no last route means /index', async () => {
    const first = setup({ 'member.pwdLogin': () => ({ ...LOGIN_OK, isFirstLogin: true }) });
    passwordMode();
    type('请输入手机号', '13800138000');
    typePassword('secret');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/selectAgePage');
    first.view.unmount();

    setup({ 'member.pwdLogin': () => LOGIN_OK });
    passwordMode();
    type('请输入手机号', '13800138000');
    typePassword('secret');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/index');
  });

  it('sends through the slider on 4011 and retries with captcha-sencond-code', async () => {
    const { callsTo, messages } = setup({
      'member.sendLoginCode': [
        () => {
          throw businessError('member.sendLoginCode', 4011, '请先完成安全验证');
        },
        () => ({ verificationCodeToken: 'vc-after-captcha' }),
      ],
      'captcha.captchaGet': () => CHALLENGE,
      'captcha.captchaCheck': () => ({ result: true }),
    });
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('dialog', { name: '安全验证' });
    await waitFor(() => expect(slider.dataset.state).toBe('idle'));
    const handle = within(slider).getByRole('button', { name: '向右拖动滑块完成拼图' });
    await act(async () => {
      fireEvent.pointerDown(handle, { clientX: 0, pointerId: 7 });
      fireEvent.pointerMove(handle, { clientX: 200, pointerId: 7 });
      fireEvent.pointerUp(handle, { clientX: 200, pointerId: 7 });
    });
    await waitFor(() => expect(slider.dataset.state).toBe('success'));
    const check = callsTo('captcha.captchaCheck')[0]?.options.body as { token: string; pointJson: string };
    expect(check.token).toBe(CHALLENGE.token);
    // After the 1 s success delay the box closes and the send goes again with the verification string.
    await waitFor(() => expect(callsTo('member.sendLoginCode')).toHaveLength(2), { timeout: 4_000 });
    expect(callsTo('member.sendLoginCode')[1]?.options.captchaSecondCode).toBe(
      `${CHALLENGE.token}---${check.pointJson}`,
    );
    await waitFor(() => expect(messages()).toEqual(['发送成功']));
    expect(await screen.findByRole('button', { name: '59s后重新获取' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).toBeNull(), {
      timeout: 5_000,
    });
  });

  it('closing the slider stops the send quietly', async () => {
    const { callsTo, toast } = setup({
      'member.sendLoginCode': () => {
        throw businessError('member.sendLoginCode', 4011);
      },
      'captcha.captchaGet': () => CHALLENGE,
    });
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('dialog', { name: '安全验证' });
    fireEvent.click(within(slider).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument());
    expect(callsTo('member.sendLoginCode')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });
});
