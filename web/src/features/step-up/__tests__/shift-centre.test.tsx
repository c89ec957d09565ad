/**
 * The shift centre's screens against a scripted client: the entry routing sending a row to the education
 * page, the class choice (changeClass 201 → toast, recorded, selection cleared), intended times (the
 * picker's refusal keeps the rows, submit 201 → toast, recorded), the head-teacher contact, and the
 * keep-alive hook under fake timers (pings every 10 s, none after unmount).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StepUpStudentInfo } from '@wonder/contracts';
import { ApiNetworkError } from '@wonder/contracts/client';
import { PERSONAS, type PersonaId, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import {
  businessError,
  recordingFeedback,
  renderScreen,
  renderWithServices,
  type Script,
  scriptedClient,
} from '../../../test/support';
import { texts } from '../../../texts';
import { clearStepUpFailures, recordedStepUpFailures } from '../api/failures';
import { ChoiceTimePage } from '../containers/ChoiceTimePage';
import { HeadTeacherContact } from '../containers/HeadTeacherContact';
import { ShiftCenterPage } from '../containers/ShiftCenterGate';
import { ShiftClassPage } from '../containers/ShiftClassPage';
import { useKeepAlive } from '../containers/use-keep-alive';

const fixture = (endpoint: string, persona: PersonaId) => () => successData(endpoint, persona);
const SERVICE_TOKEN = 'svc-learning-partner-1';

function setup(element: React.ReactElement, path: string, persona: PersonaId, script: Script = {}) {
  const scripted = scriptedClient({
    'ems.stepUpInfo': fixture('ems.stepUpInfo', persona),
    'ems.stepUpResourcesCheck': () => true,
    'partner.getUpdateStatus': fixture('partner.getUpdateStatus', persona),
    'app.getServiceToken': () => SERVICE_TOKEN,
    'app.getIsGray': () => false,
    'ems.stepUpResourcesList': fixture('ems.stepUpResourcesList', persona),
    'ems.stepUpResourcesKeep': () => null,
    'ems.stepUpGetSelectTime': fixture('ems.stepUpGetSelectTime', persona),
    ...script,
  });
  const store = createUserStore(false);
  const user = userInfoFor(PERSONAS[persona]);
  if (user) store.setUser(user, studentInfoFor(PERSONAS[persona]));
  const fb = recordingFeedback();
  renderScreen(element, path, { api: scripted.client, store, feedback: fb.feedback });
  return { ...scripted, ...fb };
}

const location = () => screen.queryByTestId('location')?.textContent;

describe('the shift centre', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' }));
    clearStepUpFailures();
  });

  it('a row that says "education page" leaves before the class choice (and its keep-alive) renders', async () => {
    const { callsTo } = setup(<ShiftClassPage />, '/furtherShiftClassCenter/furtherShiftClass', 'step-up-s3');
    await waitFor(() => expect(location()).toBe('/furtherEducation'));
    expect(callsTo('ems.stepUpResourcesCheck')).toHaveLength(0);
    expect(callsTo('ems.stepUpResourcesKeep')).toHaveLength(0);
  });

  it.each([
    ['step-up-t2-s1', '/furtherShiftClassCenter/furtherShiftClass'],
    ['step-up-t2-s1-no-recommend', '/furtherShiftClassCenter/furtherChoiceTime'],
    ['step-up-s3', '/furtherEducation'],
  ] as const)('/furtherShiftClassCenter routes %s by the entry table to %s', async (persona, target) => {
    setup(<ShiftCenterPage />, '/furtherShiftClassCenter', persona);
    await waitFor(() => expect(location()).toBe(target));
  });

  it('a check that could not be asked (a timeout) is no refusal: the network toast stays, no 暂时无法调整班级', async () => {
    const { messages } = setup(<ShiftCenterPage />, '/furtherShiftClassCenter', 'step-up-t2-s1', {
      'ems.stepUpResourcesCheck': () => {
        throw new ApiNetworkError('ems', 'ems.stepUpResourcesCheck', 'timeout');
      },
    });
    await waitFor(() => expect(location()).toBe('/furtherEducation'));
    expect(messages()).toEqual([texts.request.timeoutText]);
  });

  it('a check that answers "not passed" is a refusal: 暂时无法调整班级', async () => {
    const { messages } = setup(<ShiftCenterPage />, '/furtherShiftClassCenter', 'step-up-t2-s1', {
      'ems.stepUpResourcesCheck': () => false,
    });
    await waitFor(() => expect(location()).toBe('/furtherEducation'));
    expect(messages()).toEqual(['暂时无法调整班级，请联系班主任']);
  });

  it('no recommended class: the class choice hands over to intended times', async () => {
    setup(<ShiftClassPage />, '/furtherShiftClassCenter/furtherShiftClass', 'step-up-t2-s1-no-recommend');
    await waitFor(() => expect(location()).toBe('/furtherShiftClassCenter/furtherChoiceTime'));
  });

  it('changeClass 201: the msg as a toast, the failure recorded, the selection cleared', async () => {
    const { messages, callsTo } = setup(
      <ShiftClassPage />,
      '/furtherShiftClassCenter/furtherShiftClass',
      'step-up-t2-s1',
      {
        'ems.stepUpChangeClass': () => {
          throw businessError('ems.stepUpChangeClass', 201, '该班级名额已满');
        },
      },
    );
    const [choose] = await screen.findAllByRole('button', { name: '选择该班级' });
    fireEvent.click(choose as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: '确认加入' }));
    await waitFor(() => expect(messages()).toContain('该班级名额已满'));
    expect(recordedStepUpFailures().map((f) => [f.action, f.code, f.message])).toEqual([
      ['changeClass', 201, '该班级名额已满'],
    ]);
    const info = successData('ems.stepUpInfo', 'step-up-t2-s1') as StepUpStudentInfo;
    expect(callsTo('ems.stepUpChangeClass')[0]?.options.body).toMatchObject({
      student_id: info.studentId,
      plan_step_id: info.planStepId,
      operator: '家长',
    });
    await waitFor(() => expect(document.querySelector('.wp-su-class--selected')).toBeNull());
    expect(location()).toBeUndefined();
  });

  it('intended times: submit 201 → the msg as a toast, the failure recorded', async () => {
    const { messages } = setup(
      <ChoiceTimePage />,
      '/furtherShiftClassCenter/furtherChoiceTime',
      'step-up-t3-s2-no-plan',
      {
        'ems.stepUpInfo': () => ({
          ...(successData('ems.stepUpInfo', 'step-up-t3-s2-no-plan') as StepUpStudentInfo),
          // A submitted plan (status 2 with planTime would route away; this row keeps the screen).
          planTime: null,
        }),
        'ems.stepUpSubmitPlanTime': () => {
          throw businessError('ems.stepUpSubmitPlanTime', 201, '提交失败');
        },
      },
    );
    // Submit waits for the picker's columns (the rows show once they are there).
    await screen.findByRole('button', { name: /^意向时间1：/ });
    const submit = screen.getByRole('button', { name: '提交意向时间' });
    fireEvent.click(submit);
    expect(messages()).toEqual(['第1行未选择意向时间']);
    // The picker's default (Monday 08:00 to Tuesday 08:00) is a valid range.
    fireEvent.click(screen.getByRole('button', { name: /^意向时间1：/ }));
    fireEvent.click(await screen.findByText('确定'));
    expect(
      await screen.findByRole('button', { name: '意向时间1：周一 08:00 至 周二 08:00' }),
    ).toBeInTheDocument();
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages()).toContain('提交失败'));
    expect(recordedStepUpFailures().map((f) => f.action)).toEqual(['submitPlanTime']);
  });
});

describe('HeadTeacherContact', { timeout: 30_000 }, () => {
  function contact(script: Script) {
    const copy = vi.fn(async () => true);
    const dial = vi.fn();
    const scripted = scriptedClient({
      'app.getServiceToken': () => SERVICE_TOKEN,
      'app.getIsGray': () => false,
      ...script,
    });
    const fb = recordingFeedback();
    renderScreen(
      <HeadTeacherContact visible userId="10001" onClose={() => {}} copy={copy} dial={dial} />,
      '/furtherEducation',
      { api: scripted.client, feedback: fb.feedback },
    );
    return { ...scripted, ...fb, copy, dial };
  }

  it('with a head master: copy the mobile, notify (the 24-hour promise)', async () => {
    const { copy, messages, callsTo } = contact({
      'partner.admin': () => ({ id: 7, mobile: '13912345678' }),
      'partner.sendUserCrNotice': () => null,
    });
    expect(await screen.findByText('班主任电话：13912345678')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '复制班主任电话' }));
    await waitFor(() => expect(messages()).toContain('已复制联系方式到剪贴板'));
    expect(copy).toHaveBeenCalledWith('13912345678');
    fireEvent.click(screen.getByRole('button', { name: '通知班主任' }));
    await waitFor(() => expect(messages()).toContain('班主任将在24小时内与您联系'));
    expect(callsTo('partner.sendUserCrNotice')[0]?.options.body).toEqual({ user_id: '10001' });
  });

  it("learning-partner calls carry getServiceToken('learning-partner'), to the host getIsGray selects", async () => {
    const { callsTo } = contact({
      'app.getIsGray': () => true,
      'partner.admin': () => ({ id: 7, mobile: '13912345678' }),
      'partner.sendUserCrNotice': () => null,
    });
    await screen.findByText('班主任电话：13912345678');
    fireEvent.click(screen.getByRole('button', { name: '通知班主任' }));
    await waitFor(() => expect(callsTo('partner.sendUserCrNotice')).toHaveLength(1));
    expect(callsTo('app.getServiceToken')[0]?.options.query).toEqual({ serviceName: 'learning-partner' });
    for (const id of ['partner.admin', 'partner.sendUserCrNotice']) {
      expect(callsTo(id)[0]?.options).toMatchObject({ serviceToken: SERVICE_TOKEN, grey: true });
    }
    // Asked once for both calls (cached per user).
    expect(callsTo('app.getServiceToken')).toHaveLength(1);
  });

  it('a grey flag that cannot be read: the usual host', async () => {
    const { callsTo } = contact({
      'app.getIsGray': () => {
        throw businessError('app.getIsGray', 500, '灰度查询失败');
      },
      'partner.admin': () => null,
    });
    await screen.findByText('客服热线：4000888366');
    expect(callsTo('partner.admin')[0]?.options).toMatchObject({ serviceToken: SERVICE_TOKEN, grey: false });
  });

  it('without one: customer service on 4000888366', async () => {
    const { dial } = contact({ 'partner.admin': () => null });
    expect(await screen.findByText('客服热线：4000888366')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通知班主任' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '拨打客服热线' }));
    expect(dial).toHaveBeenCalledWith('4000888366');
  });
});

describe('useKeepAlive (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every 10 s while mounted and never after unmount', async () => {
    vi.useFakeTimers();
    const { client, callsTo } = scriptedClient({ 'ems.stepUpResourcesKeep': () => null });
    const view = renderWithServices(() => useKeepAlive(true), { api: client });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo('ems.stepUpResourcesKeep')).toHaveLength(3);
    view.unmount();
    // Past the query client's garbage collection of the finished pings (5 min): no timer is left.
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(callsTo('ems.stepUpResourcesKeep')).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops on 201 and tells the parent the lock is lost', async () => {
    vi.useFakeTimers();
    const lost = () => {
      throw businessError('ems.stepUpResourcesKeep', 201, '班级锁定已失效');
    };
    const { client, callsTo } = scriptedClient({ 'ems.stepUpResourcesKeep': [() => null, lost] });
    const { feedback, messages } = recordingFeedback();
    renderWithServices(() => useKeepAlive(true), { api: client, feedback });
    await act(() => vi.advanceTimersByTimeAsync(100_000));
    expect(callsTo('ems.stepUpResourcesKeep')).toHaveLength(2);
    // The lock's loss is recorded and its msg toasted (the error policy's default, doc 3 §8).
    expect(messages()).toEqual(['班级锁定已失效']);
    expect(recordedStepUpFailures().at(-1)).toMatchObject({ action: 'keepAlive', message: '班级锁定已失效' });
  });
});
