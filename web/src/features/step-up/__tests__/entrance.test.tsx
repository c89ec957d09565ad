/**
 * The 2021 entrance's education page (/higherLevel) against a scripted client: inside the activity period it
 * draws in one commit with the period (the education page's first-view calls are asked once the period says
 * the activity is on, no second skeleton); outside it, the closed state and no step-up call.
 */
import { screen, waitFor } from '@testing-library/react';
import { PERSONAS, type PersonaId, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { LOCAL_KEYS, localStore } from '../../../platform/storage';
import { renderScreen, type Script, scriptedClient, WEB_UA } from '../../../test/support';
import { HigherLevelPage } from '../containers/EntrancePages';

const persona: PersonaId = 'step-up-t2-s1';
const fixture = (endpoint: string) => () => successData(endpoint, persona);
const year = new Date().getFullYear();

function setup(period: { startTime: string; endTime: string }, script: Script = {}) {
  const scripted = scriptedClient({
    'static.higherLevelActivity': () => period,
    'ems.stepUpInfo': fixture('ems.stepUpInfo'),
    'app.getPersonInfo': fixture('app.getPersonInfo'),
    'ems.getTeacherBaseInfo': fixture('ems.getTeacherBaseInfo'),
    'ems.getTeacherUrl': fixture('ems.getTeacherUrl'),
    'assets.queryUserHourGroup': fixture('assets.queryUserHourGroup'),
    'app.getOptionSwitch': fixture('app.getOptionSwitch'),
    ...script,
  });
  const store = createUserStore(false);
  const user = userInfoFor(PERSONAS[persona]);
  if (user) store.setUser(user, studentInfoFor(PERSONAS[persona]));
  renderScreen(<HigherLevelPage />, '/higherLevel', { api: scripted.client, store });
  return scripted;
}

describe('the 2021 entrance', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setEnvironment(detectEnvironment({ userAgent: WEB_UA }));
    localStore.setString(LOCAL_KEYS.higherLevelWelcomed, '1');
  });
  afterEach(() => localStore.remove(LOCAL_KEYS.higherLevelWelcomed));

  it('inside the period: one skeleton until the period and the page’s first view have answered', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const teacher = fixture('ems.getTeacherBaseInfo');
    const { callsTo } = setup(
      { startTime: `${year - 1}.01.01 00:00:00`, endTime: `${year + 1}.12.31 23:59:59` },
      { 'ems.getTeacherBaseInfo': () => held.then(teacher) },
    );
    await waitFor(() => expect(callsTo('ems.getTeacherBaseInfo')).toHaveLength(1));
    // Still the entrance's own skeleton: the education page's skeleton (its header) never shows.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: '新学年班级安排' })).toBeInTheDocument();
    expect(callsTo('ems.stepUpInfo')).toHaveLength(1);
  });

  it('outside the period: the closed state, nothing of the step-up asked', async () => {
    const { calls } = setup({
      startTime: `${year - 2}.01.01 00:00:00`,
      endTime: `${year - 2}.12.31 23:59:59`,
    });
    expect(await screen.findByText('升阶活动未在进行中')).toBeInTheDocument();
    expect(calls.map((c) => c.id)).toEqual(['static.higherLevelActivity']);
  });
});
