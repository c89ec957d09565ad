/**
 * The login screen's reducer (rules/login-state.ts): every transition, and what stops each press.
 */
import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  type LoginAction,
  type LoginState,
  loginReducer,
  problemOf,
} from '../rules/login-state';

const start = initialLoginState('sms', '13800138000');
const run = (state: LoginState, ...actions: LoginAction[]) => actions.reduce(loginReducer, state);

describe('login state', () => {
  it('starts in SMS mode with the last phone, area code 86, nothing sent, nothing open', () => {
    expect(start).toMatchObject({
      mode: 'sms',
      phone: '13800138000',
      areaCode: '86',
      codeToken: null,
      countdown: 0,
      pickerOpen: false,
      deviceLimit: false,
      stage: 'editing',
      next: null,
    });
  });

  it('editing a field or switching the mode clears the inline message', () => {
    const invalid = run(start, { type: 'invalid', message: '请输入验证码！' });
    expect(invalid.error).toBe('请输入验证码！');
    expect(run(invalid, { type: 'edit', field: 'code', value: '1234' })).toMatchObject({
      code: '1234',
      error: null,
    });
    expect(run(invalid, { type: 'mode', mode: 'password' })).toMatchObject({ mode: 'password', error: null });
  });

  it('the picker opens, and choosing a code closes it', () => {
    const open = run(start, { type: 'picker', open: true });
    expect(open.pickerOpen).toBe(true);
    expect(run(open, { type: 'area', areaCode: '852' })).toMatchObject({
      areaCode: '852',
      pickerOpen: false,
    });
    expect(run(open, { type: 'picker', open: false }).pickerOpen).toBe(false);
  });

  it('a sent code keeps its token and counts 59 s down to 0, one tick a second', () => {
    const sent = run(start, { type: 'codeSent', token: 'vt-1' });
    expect(sent).toMatchObject({ codeToken: 'vt-1', countdown: 59 });
    expect(run(sent, { type: 'tick' }, { type: 'tick' }).countdown).toBe(57);
    const ticks = Array.from({ length: 70 }, () => ({ type: 'tick' }) as const);
    expect(run(sent, ...ticks).countdown).toBe(0);
  });

  it('the device-limit dialog opens on 100088 and closes with 我知道了', () => {
    const shown = run(start, { type: 'deviceLimit', open: true });
    expect(shown.deviceLimit).toBe(true);
    expect(run(shown, { type: 'deviceLimit', open: false }).deviceLimit).toBe(false);
  });

  it('logged in without a rebind: finishing, then done towards where the login goes', () => {
    const finishing = run(start, { type: 'loggedIn', next: '/selectAgePage' });
    expect(finishing).toMatchObject({ stage: 'finishing', next: '/selectAgePage' });
    expect(run(finishing, { type: 'finished' }).stage).toBe('done');
  });

  it('a WeChat conflict asks; 绑定 rebinds, then done; 不换绑 is done at once', () => {
    const asked = run(
      start,
      { type: 'loggedIn', next: '/index' },
      { type: 'askRebind', boundPhone: '139****0000' },
    );
    expect(asked).toMatchObject({ stage: 'rebind', boundPhone: '139****0000' });
    const rebinding = run(asked, { type: 'rebind', bind: true });
    expect(rebinding.stage).toBe('rebinding');
    expect(run(rebinding, { type: 'finished' })).toMatchObject({
      stage: 'done',
      boundPhone: null,
      next: '/index',
    });
    expect(run(asked, { type: 'rebind', bind: false })).toMatchObject({ stage: 'done', boundPhone: null });
  });

  it('ignores what cannot happen in a stage (a second login, a rebind answer without a question)', () => {
    const finishing = run(start, { type: 'loggedIn', next: '/index' });
    expect(run(finishing, { type: 'loggedIn', next: '/selectAgePage' }).next).toBe('/index');
    expect(run(start, { type: 'rebind', bind: true })).toBe(start);
    expect(run(start, { type: 'askRebind', boundPhone: 'x' })).toBe(start);
    expect(run(start, { type: 'finished' })).toBe(start);
  });
});

describe('what stops a press (doc 1 §5)', () => {
  it('the send checks the phone only, and tracks a wrong phone', () => {
    expect(problemOf({ ...start, phone: '' }, 'send')).toEqual({
      message: '手机号码不能为空！',
      tracked: 'wrongPhone',
    });
    expect(problemOf({ ...start, phone: '12a' }, 'send')).toEqual({
      message: '请输入正确的手机号码！',
      tracked: 'wrongPhone',
    });
    expect(problemOf(start, 'send')).toBeNull();
  });

  it('the code login needs the code (tracked as not filled) and a sent code', () => {
    expect(problemOf(start, 'sms')).toEqual({ message: '请输入验证码！', tracked: 'codeNotFilled' });
    const typed = { ...start, code: '1234' };
    expect(problemOf(typed, 'sms')?.message).toBe('请先获取验证码');
    expect(problemOf({ ...typed, codeToken: 'vt-1' }, 'sms')).toBeNull();
  });

  it('the password login needs the password', () => {
    expect(problemOf(start, 'password')).toEqual({ message: '请输入密码！', tracked: null });
    expect(problemOf({ ...start, password: 'pw' }, 'password')).toBeNull();
  });
});
