/**
 * The education page against a scripted client: no token → /login; the info's failures (ineligible: the
 * explanation without a toast; another 201: its msg toasts); PAGEN upgrade → PAGEY;
 * PAGEY confirm → the success dialog; a grouping student without planTime → the shift centre; the time
 * entry switched off → the control dialog; in the app vs outside it (navbar, gift, download link); the course
 * outline card's route.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STEP_UP_OPERATOR, type StepUpStudentInfo } from '@wonder/contracts';
import { PERSONAS, type PersonaId, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import {
  APP_UA as APP,
  businessError,
  recordingFeedback,
  renderScreen,
  type Script,
  scriptedClient,
  WEB_UA as WEB,
} from '../../../test/support';
import { clearStepUpFailures, recordedStepUpFailures } from '../api/failures';
import { EducationPage } from '../containers/EducationPage';

const fixture = (endpoint: string, persona: PersonaId) => () => successData(endpoint, persona);
const infoOf = (persona: PersonaId) => successData('ems.stepUpInfo', persona) as StepUpStudentInfo;

function setup(persona: PersonaId, script: Script = {}, loggedIn = true) {
  const scripted = scriptedClient({
    'ems.stepUpInfo': fixture('ems.stepUpInfo', persona),
    'app.getPersonInfo': fixture('app.getPersonInfo', persona),
    'ems.getTeacherBaseInfo': fixture('ems.getTeacherBaseInfo', persona),
    'ems.getTeacherUrl': fixture('ems.getTeacherUrl', persona),
    'assets.queryUserHourGroup': fixture('assets.queryUserHourGroup', persona),
    'app.getOptionSwitch': fixture('app.getOptionSwitch', persona),
    ...script,
  });
  const store = createUserStore(false);
  const user = userInfoFor(PERSONAS[persona]);
  if (loggedIn && user) store.setUser(user, studentInfoFor(PERSONAS[persona]));
  const fb = recordingFeedback();
  renderScreen(<EducationPage />, '/furtherEducation', {
    api: scripted.client,
    store,
    feedback: fb.feedback,
  });
  return { ...scripted, store, ...fb, userId: PERSONAS[persona].userId };
}

/**
 * Until the page's last first-view answer (the option switches) has rendered: a press before it was lost in
 * about one whole-suite run in three (the write went out, its dialog never showed; seen with the step-up tests
 * in shuffled order, `--sequence.seed=2`). Suspected: a late answer re-renders the content under the press.
 */
async function pageSettled(calls: readonly { id: string }[]) {
  await waitFor(() => expect(calls.some((c) => c.id === 'app.getOptionSwitch')).toBe(true));
  await act(async () => {});
}

const location = () => screen.getByTestId('location').textContent;

describe('EducationPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setEnvironment(detectEnvironment({ userAgent: WEB }));
    clearStepUpFailures();
  });
  afterEach(() => {
    setEnvironment(detectEnvironment({ userAgent: WEB }));
  });

  it('without a token: the user is cleared and the parent goes to /login', async () => {
    const { store, calls } = setup('step-up-t2-s1', {}, false);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.getState().user).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('ineligible (201 with studentCode 10004): the explanation, the code kept, no toast', async () => {
    const { toast } = setup('step-up-ineligible-10004', {
      'ems.stepUpInfo': () => {
        throw Object.assign(businessError('ems.stepUpInfo', 201, '不符合'), {
          body: { code: 201, msg: '不符合', studentCode: 10004 },
        });
      },
    });
    expect(await screen.findByText('暂不符合升阶条件')).toBeInTheDocument();
    expect(screen.getByText(/宝贝当前所在班级不是正式班级/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('another 201 on the info: its msg toasts (doc 3 §8 "Otherwise the message toasts") on the error page', async () => {
    const { messages } = setup('step-up-t2-s1', {
      'ems.stepUpInfo': () => {
        throw businessError('ems.stepUpInfo', 201, '系统繁忙');
      },
    });
    expect(await screen.findByText('暂时无法查看升阶信息')).toBeInTheDocument();
    await waitFor(() => expect(messages()).toEqual(['系统繁忙']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the first view waits for the info, the header, hours, switches and the teacher it names: one draw, one info call', async () => {
    const waiting = { ...infoOf('step-up-t2-s1'), newTeacherId: 4242 };
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const teacher = fixture('ems.getTeacherBaseInfo', 'step-up-t2-s1');
    const { callsTo } = setup('step-up-t2-s1', {
      'ems.stepUpInfo': () => waiting,
      'ems.getTeacherBaseInfo': () => held.then(teacher),
    });
    // The teacher is asked once the info has named it; until it answers the page is its skeleton.
    await waitFor(() => expect(callsTo('ems.getTeacherBaseInfo')).toHaveLength(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '新学年班级安排' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: '新学年班级安排' })).toBeInTheDocument();
    // The info the gate asked for is this visit's: the page does not ask again when it draws.
    expect(callsTo('ems.stepUpInfo')).toHaveLength(1);
  });

  it('PAGEN: upgrade calls updateType, reloads info, teacher info and url, and shows PAGEY', async () => {
    const pagen = infoOf('step-up-t3-s1');
    const pagey = { ...pagen, type: 2 as const, newTeacherId: 4242 };
    const { callsTo, calls } = setup('step-up-t3-s1', {
      'ems.stepUpInfo': [() => pagen, () => pagey],
      'ems.stepUpUpdateType': () => null,
    });
    await pageSettled(calls);
    fireEvent.click(await screen.findByRole('button', { name: '确认升阶' }));
    expect(await screen.findByRole('heading', { name: '新学年班级安排' })).toBeInTheDocument();
    const update = callsTo('ems.stepUpUpdateType')[0]?.options.body as Record<string, unknown>;
    expect(update).toEqual({
      student_id: pagen.studentId,
      operator_id: expect.any(String),
      operator: STEP_UP_OPERATOR,
    });
    expect(callsTo('ems.stepUpInfo')).toHaveLength(2);
    await waitFor(() =>
      expect(callsTo('ems.getTeacherBaseInfo').map((c) => c.options.body)).toContainEqual({
        teacherId: 4242,
      }),
    );
    await waitFor(() => expect(callsTo('ems.getTeacherUrl').length).toBeGreaterThan(0));
  });

  it('PAGEY: confirm shows the success dialog and the completed arrangement', async () => {
    const waiting = infoOf('step-up-t2-s1');
    const { calls } = setup('step-up-t2-s1', {
      'ems.stepUpInfo': [() => waiting, () => ({ ...waiting, status: 3 })],
      'ems.stepUpConfirm': () => null,
    });
    await pageSettled(calls);
    fireEvent.click(await screen.findByRole('button', { name: '确认新学年班级' }));
    expect(
      await screen.findByText('您已成功确认新学年班级安排，Wonder精灵在新学年等你哦！'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '新学年班级已确认' })).toBeInTheDocument();
  });

  it('confirm answered 201: the error dialog, the failure recorded', async () => {
    const { userId, calls } = setup('step-up-t2-s1', {
      'ems.stepUpConfirm': () => {
        throw businessError('ems.stepUpConfirm', 201, '名额已满');
      },
    });
    await pageSettled(calls);
    fireEvent.click(await screen.findByRole('button', { name: '确认新学年班级' }));
    expect(await screen.findByText(`用户ID：${userId}，名额已满`)).toBeInTheDocument();
    expect(recordedStepUpFailures().map((f) => [f.action, f.code])).toEqual([['confirm', 201]]);
  });

  it('a grouping student without planTime goes to the shift centre', async () => {
    setup('step-up-t2-s2-no-plan');
    await waitFor(() => expect(location()).toBe('/furtherShiftClassCenter'));
  });

  it('the time entry switched off: the control dialog instead of the shift centre', async () => {
    const switches = successData('app.getOptionSwitch', 'step-up-t3-s1') as { turnOn: boolean }[];
    const { calls } = setup('step-up-t3-s1', {
      'app.getOptionSwitch': () => switches.map((s, i) => (i === 3 ? { ...s, turnOn: false } : s)),
    });
    // Wait for the switches before pressing (until then everything counts as on).
    await waitFor(() => expect(calls.some((c) => c.id === 'app.getOptionSwitch')).toBe(true));
    await act(async () => {});
    fireEvent.click(await screen.findByRole('button', { name: '暂不升阶，自选班级' }));
    expect(await screen.findByText('该功能暂未开放，敬请期待')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'ems.stepUpResourcesCheck')).toBe(false);
  });

  it('outside the app: the navbar, the download link, no gift card', async () => {
    setup('step-up-t2-s1');
    await screen.findByRole('heading', { name: '新学年班级安排' });
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载家长端APP，领取升阶礼包' })).toBeInTheDocument();
    expect(screen.queryByText('升阶礼包')).toBeNull();
  });

  it('the course outline card opens /syllabus?step={newStep} (doc 3 §2), no configured link', async () => {
    const { calls } = setup('step-up-t2-s1');
    const info = infoOf('step-up-t2-s1');
    fireEvent.click(await screen.findByRole('button', { name: /^课程大纲/ }));
    await waitFor(() =>
      expect(location()).toBe(`/syllabus?step=${encodeURIComponent(info.newStep ?? info.step)}`),
    );
    // The courseOutline link config is not read (contracts/README.md "Configurations read and not read").
    expect(calls.some((c) => c.id === 'app.getUpgradeConfig')).toBe(false);
  });

  it('in the app: the gift card, no navbar, no download link', async () => {
    setEnvironment(detectEnvironment({ userAgent: APP }));
    setup('step-up-t2-s1');
    await screen.findByRole('heading', { name: '新学年班级安排' });
    expect(await screen.findByText('升阶礼包')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载家长端APP，领取升阶礼包' })).toBeNull();
  });

  it('remaining hours are the sum of the four figures; a failed load shows dashes', async () => {
    setup('step-up-t2-s1', {
      'assets.queryUserHourGroup': () => ({
        largeLive: { baseHours: 10, giveHours: 2 },
        smallLive: { baseHours: 5, giveHours: 1 },
      }),
    });
    expect(await screen.findByText('18课时')).toBeInTheDocument();
  });

  it('hours that fail to load read as dashes', async () => {
    setup('step-up-t2-s1', {
      'assets.queryUserHourGroup': () => {
        throw businessError('assets.queryUserHourGroup', 500, 'x');
      },
    });
    await screen.findByRole('heading', { name: '班级信息' });
    expect(await screen.findByText('--')).toBeInTheDocument();
  });
});
