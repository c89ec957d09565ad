/**
 * /parentsCenter and /myClassHour against a scripted client: the official parent's header, tiles and
 * entries; the tiles' dashes when the hour calls fail; a trial parent's entries; the tourist sent to /login;
 * the hours page per type.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PERSONAS, type PersonaId, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { businessError, type Handler, renderScreen, scriptedClient } from '../../../test/support';
import { MyClassHourPage } from '../containers/MyClassHourPage';
import { ParentsCenterPage } from '../containers/ParentsCenterPage';
import { parentCentreTexts as T } from '../texts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) Mobile';

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
  script: Record<string, Handler | Handler[]> = {},
  path = '/parentsCenter',
) {
  setEnvironment(detectEnvironment({ userAgent: ANDROID_CHROME }));
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
  const element = path.startsWith('/myClassHour') ? <MyClassHourPage /> : <ParentsCenterPage />;
  renderScreen(element, path, { api: scripted.client, store: storeOf(persona) });
  return scripted;
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
    expect(await screen.findByRole('heading', { name: new RegExp(info.kidName) })).toBeTruthy();
    await waitFor(() => expect(tiles()[0]?.getAttribute('aria-busy')).toBe('false'));
    expect(tiles()[0]?.textContent).toContain(T.tiles.live);
    expect(tiles()[0]?.textContent).toMatch(/^\d+(\.\d)?课时/);
    expect(screen.getByText(`${info.parentPhone.slice(0, 3)}****${info.parentPhone.slice(-4)}`)).toBeTruthy();
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

  it('trial: no study tasks, materials or wrong-answer set', async () => {
    setup('trial-y');
    await screen.findByRole('region', { name: T.sections.account });
    await waitFor(() => expect(entryNames()).toContain(T.entries.reports));
    expect(entryNames()).not.toContain(T.entries.materials);
    expect(entryNames().some((n) => n.startsWith(T.entries.studyTasks))).toBe(false);
    expect(entryNames()).not.toContain(T.entries.wrongSet);
  });

  it('a tourist goes to /login and nothing is asked', async () => {
    const { calls } = setup(null);
    expect((await screen.findByTestId('location')).textContent).toContain('/login');
    expect(calls.filter((c) => c.id !== 'app.initTask')).toEqual([]);
  });
});

describe('/myClassHour', () => {
  it('recorded hours per brand; leave count; failure with retry', async () => {
    setup('official', {}, '/myClassHour?hourType=2');
    const usable = (successData('gateway.leaveSummary', 'official') as { usableNum: number }).usableNum;
    expect(await screen.findByText(`剩余请假${usable}次`)).toBeTruthy();
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
