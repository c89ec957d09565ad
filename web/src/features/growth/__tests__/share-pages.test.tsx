/**
 * The token-free share pages: a valid key shows the child's read-only page without any token; a withdrawn
 * key and a missing key show the expired state; another failure can be retried; /evaReportList.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { GROWTH_SHARE_INVALID_CODE } from '@wonder/contracts';
import { growthShareKey, PERSONAS, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { businessError, renderScreen, type Script, scriptedClient } from '../../../test/support';
import { EvaReportListPage } from '../containers/EvaReportListPage';
import {
  ScheduleSharePage,
  SituationSharePage,
  SituationV1SharePage,
  StudyPlanSharePage,
} from '../containers/SharePages';

const trial = PERSONAS['trial-y'];

function setup(el: React.ReactElement, path: string, script: Script = {}) {
  const scripted = scriptedClient({
    'app.growSharedLearningReport': () => successData('app.growSharedLearningReport', 'trial-y'),
    'app.growSharedStudyPlan': () => successData('app.growSharedStudyPlan', 'trial-y'),
    ...script,
  });
  // Nobody is logged in: the page must not need it.
  renderScreen(el, path, { api: scripted.client, store: createUserStore(false) });
  return scripted;
}

const reportKey = growthShareKey(trial, 'report');
const planKey = growthShareKey(trial, 'plan');

describe('share pages', () => {
  it('/growUp/situation/share: the child’s dynamic report, read-only, by its key', async () => {
    const { callsTo } = setup(<SituationSharePage />, `/growUp/situation/share?shareKey=${reportKey}`);
    expect(
      await screen.findByRole('heading', { name: `${trial.kidName}的动态学情报告` }),
    ).toBeInTheDocument();
    expect(callsTo('app.growSharedLearningReport')[0]?.options.query).toEqual({ shareKey: reportKey });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    // Read-only: the report's messages are listed, not opened.
    const delivery = screen.getByRole('region', { name: '报告送达' });
    expect(within(delivery).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
  });

  it('/growUp/situation/v1/share: the short report', async () => {
    setup(<SituationV1SharePage />, `/growUp/situation/v1/share?shareKey=${reportKey}`);
    await screen.findByRole('heading', { name: `${trial.kidName}的动态学情报告` });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '学习概览',
      '学习情况',
      '课堂表现',
    ]);
  });

  it('/growUp/studyPlan/share and /growUp/situation/schedule: the plan and its weekly progress', async () => {
    setup(<StudyPlanSharePage />, `/growUp/studyPlan/share?shareKey=${planKey}`);
    expect(await screen.findByRole('heading', { name: `${trial.kidName}的学习计划` })).toBeInTheDocument();
    // A trial child's plan: the trial class's two weeks.
    expect(screen.getAllByRole('heading', { level: 3, name: /^第\d周$/ })).toHaveLength(2);
    document.body.replaceChildren();
    setup(<ScheduleSharePage />, `/growUp/situation/schedule?shareKey=${planKey}`);
    expect(await screen.findByRole('heading', { name: `${trial.kidName}的学习进度` })).toBeInTheDocument();
    expect(screen.getAllByText(/^\d\/1 已完成$/)).toHaveLength(2);
  });

  it('a withdrawn key: 分享链接已失效, no retry', async () => {
    setup(<SituationSharePage />, '/growUp/situation/share?shareKey=gsr-gone', {
      'app.growSharedLearningReport': () => {
        throw businessError('app.growSharedLearningReport', GROWTH_SHARE_INVALID_CODE, '分享链接已失效');
      },
    });
    expect(await screen.findByRole('heading', { name: '分享链接已失效' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('no key at all: the same, and nothing is asked', async () => {
    const { calls } = setup(<StudyPlanSharePage />, '/growUp/studyPlan/share');
    expect(await screen.findByRole('heading', { name: '分享链接已失效' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('another failure can be retried; the download invitation leads to the landing page', async () => {
    const { callsTo } = setup(<StudyPlanSharePage />, `/growUp/studyPlan/share?shareKey=${planKey}`, {
      'app.growSharedStudyPlan': [
        () => {
          throw businessError('app.growSharedStudyPlan', '50000000', 'busy');
        },
        () => successData('app.growSharedStudyPlan', 'trial-y'),
      ],
    });
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: '重新加载' }));
    await screen.findByRole('heading', { name: `${trial.kidName}的学习计划` });
    expect(callsTo('app.growSharedStudyPlan')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '立即下载' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/downloadApp?enter=4');
  });
});

describe('/evaReportList', () => {
  it('the reports of a step and subject, with its navbar (grow=false)', async () => {
    const store = createUserStore(false);
    const user = userInfoFor(PERSONAS.official);
    if (user) store.setUser(user, studentInfoFor(PERSONAS.official));
    const scripted = scriptedClient({
      'app.growEvaReportList': () => successData('app.growEvaReportList', 'official'),
    });
    renderScreen(<EvaReportListPage />, '/evaReportList?grow=false&cateId=4&entry=growUp&subject=0', {
      api: scripted.client,
      store,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '测评报告' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /测评报告/ })).toHaveLength(4);
    expect(scripted.callsTo('app.growEvaReportList')[0]?.options.query).toMatchObject({
      cateId: 4,
      subject: 0,
    });
  });

  it('without a token: /login', async () => {
    renderScreen(<EvaReportListPage />, '/evaReportList?grow=false', {
      api: scriptedClient({}).client,
      store: createUserStore(false),
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });
});
