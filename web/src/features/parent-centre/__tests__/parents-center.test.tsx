/**
 * /parentsCenter and /myClassHour against a scripted client: the official parent's header, tiles and
 * entries; the tiles' dashes when the hour calls fail; a trial parent's entries; the tourist sent to /login;
 * the hours page per type.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERSONAS, type PersonaId, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import {
  businessError,
  recordingFeedback,
  renderScreen,
  type Script,
  scriptedClient,
} from '../../../test/support';
import { MyClassHourPage } from '../containers/MyClassHourPage';
import { OptionPage } from '../containers/OptionPage';
import { ParentsCenterPage } from '../containers/ParentsCenterPage';
import { optionTexts, parentCentreTexts as T } from '../texts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) Mobile';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function storeOf(persona: PersonaId | null) {
  const store = createUserStore(false);
  if (persona) {
    const user = userInfoFor(PERSONAS[persona]);
    if (user) store.setUser(user, studentInfoFor(PERSONAS[persona]));
  }
  return store;
}

const HOURS = ['gateway.multiBrandHourSummaryList', 'gateway.leaveSummary'];

function setup(
  persona: PersonaId | null,
  script: Script = {},
  path = '/parentsCenter',
  userAgent = ANDROID_CHROME,
) {
  setEnvironment(detectEnvironment({ userAgent }));
  const who = persona ?? 'tourist';
  const ids = [
    'app.getPersonInfo',
    ...HOURS,
    'app.isLogisticsMark',
    'app.isSignIn',
    'config.parentConfigByGroup',
    'app.getUpgradeConfig',
    'app.currentGroup',
    'app.workUndoneNum',
    'app.initTask',
  ];
  const scripted = scriptedClient({
    ...Object.fromEntries(ids.map((id) => [id, () => successData(id, who)])),
    ...script,
  });
  const element = path.startsWith('/myClassHour') ? (
    <MyClassHourPage />
  ) : path.startsWith('/option') ? (
    <OptionPage />
  ) : (
    <ParentsCenterPage />
  );
  const store = storeOf(persona);
  const feedback = recordingFeedback();
  renderScreen(element, path, { api: scripted.client, store, feedback: feedback.feedback });
  return { ...scripted, store, feedback };
}

afterEach(() => setEnvironment(detectEnvironment({ userAgent: ANDROID_CHROME })));

const tiles = () => within(screen.getByRole('list', { name: T.tiles.label })).getAllByRole('button');
const entryNames = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter(Boolean);

describe('/parentsCenter', () => {
  it('official: header with the role, the tiles with values, tutor and study tasks with the undone count', async () => {
    const { callsTo } = setup('official');
    const info = successData('app.getPersonInfo', 'official') as { kidName: string; parentPhone: string };
    expect(await screen.findByRole('heading', { name: new RegExp(info.kidName) })).toBeInTheDocument();
    await waitFor(() => expect(tiles()[0]?.getAttribute('aria-busy')).toBe('false'));
    expect(tiles()[0]?.textContent).toContain(T.tiles.live);
    expect(tiles()[0]?.textContent).toMatch(/^\d+(\.\d)?课时/);
    expect(
      screen.getByText(`${info.parentPhone.slice(0, 3)}****${info.parentPhone.slice(-4)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(entryNames().some((n) => n.startsWith(T.entries.studyTasks))).toBe(true));
    expect(entryNames()).toContain(T.entries.tutor);
    expect(callsTo('app.initTask')).toHaveLength(1);
    // Every brand is queried outside the mini-program.
    expect(callsTo('gateway.multiBrandHourSummaryList')[0]?.options.body).toMatchObject({
      brandCodeList: expect.arrayContaining(['wandou', 'math']),
    });
  });

  it('hour calls failing: the three tiles show dashes', async () => {
    const fail = (id: string) => () => {
      throw businessError(id, 500, '课时服务繁忙');
    };
    setup('official', Object.fromEntries(HOURS.map((id) => [id, fail(id)])));
    await waitFor(() => expect(tiles().map((t) => t.textContent?.slice(0, 2))).toEqual(['--', '--', '--']));
  });

  it('trial: study tasks without their count (nothing asked for it); no materials or wrong-answer set', async () => {
    const { callsTo } = setup('trial-y');
    await screen.findByRole('region', { name: T.sections.account });
    await waitFor(() => expect(entryNames()).toContain(T.entries.reports));
    expect(entryNames()).not.toContain(T.entries.materials);
    expect(entryNames()).toContain(T.entries.studyTasks);
    expect(entryNames()).not.toContain(T.entries.wrongSet);
    expect(callsTo('app.workUndoneNum')).toHaveLength(0);
  });

  it.each([
    [true, T.checkedIn, T.checkIn],
    [false, T.checkIn, T.checkedIn],
  ])("the check-in entry reads isSignIn's signIn (%s): %s", async (signIn, shown, hidden) => {
    const { callsTo } = setup('official', { 'app.isSignIn': () => ({ signIn, dayNum: 3 }) });
    await waitFor(() => expect(callsTo('app.isSignIn')).toHaveLength(1));
    // Settle the answer (the entry reads 每日打卡 while it is pending).
    await new Promise((r) => setTimeout(r, 50));
    expect(await screen.findByRole('button', { name: shown })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: hidden })).toBeNull();
  });

  it('a tourist goes to /login and nothing is asked', async () => {
    const { calls } = setup(null);
    expect((await screen.findByTestId('location')).textContent).toContain('/login');
    expect(calls.filter((c) => c.id !== 'app.initTask')).toEqual([]);
  });
});

describe('the service hotline (doc 3 §9 "Service hotline shown: 4000888366")', () => {
  it('phone consult on iOS copies the one hotline and says so', async () => {
    const { feedback } = setup('official', {}, '/parentsCenter', IPHONE_SAFARI);
    fireEvent.click(await screen.findByRole('button', { name: T.entries.phoneConsult }));
    await waitFor(() => expect(feedback.messages().join()).toContain('4000888366'));
  });
});

describe('/option, the settings screen', () => {
  it("logs out with the spec's calls, keeps only the openId, toasts 已退出登录 and goes to /login", async () => {
    const { callsTo, store, feedback } = setup(
      'official',
      {
        'member.logout': () => null,
        'app.visitorLogout': () => null,
      },
      '/option',
    );
    const token = store.token();
    const openId = store.getState().openId;
    fireEvent.click(await screen.findByRole('button', { name: optionTexts.logout }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(callsTo('member.logout')[0]?.options.body).toEqual({ token });
    expect(callsTo('app.visitorLogout')[0]?.options.query).toEqual({ token });
    expect(store.getState()).toMatchObject({ user: null, openId });
    expect(feedback.messages()).toEqual(['已退出登录']);
  });

  it('a failed logout call still logs out locally and goes to /login, toasting the server message', async () => {
    const { store, feedback } = setup(
      'official',
      {
        'member.logout': () => {
          throw businessError('member.logout', 500, '退出服务繁忙');
        },
        'app.visitorLogout': () => null,
      },
      '/option',
    );
    fireEvent.click(await screen.findByRole('button', { name: optionTexts.logout }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(store.token()).toBeNull();
    expect(feedback.messages()).toEqual(['退出服务繁忙']);
  });

  it('its rows open their pages', async () => {
    setup('official', {}, '/option');
    fireEvent.click(await screen.findByRole('button', { name: optionTexts.rows.cancelAccount }));
    expect((await screen.findByTestId('location')).textContent).toBe('/logout/step1');
  });
});

describe('/myClassHour', () => {
  it('recorded hours per brand; leave count; failure with retry', async () => {
    setup('official', {}, '/myClassHour?hourType=2');
    const usable = (successData('gateway.leaveSummary', 'official') as { usableNum: number }).usableNum;
    expect(await screen.findByText(`剩余请假${usable}次`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('请假次数');
  });

  it('a failed hours call shows the error with a retry', async () => {
    setup(
      'official',
      {
        'gateway.multiBrandHourSummaryList': () => {
          throw businessError('gateway.multiBrandHourSummaryList', 500, 'x');
        },
      },
      '/myClassHour?hourType=0',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('课时加载失败');
  });
});
