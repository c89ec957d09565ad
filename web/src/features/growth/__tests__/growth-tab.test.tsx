/**
 * The growth tab's container against a scripted client: the browser's not-supported state and its
 * download, the header from the child's info (last class wins), the step sent outside the app only, a new
 * token resetting to tab 1, tab clicks tracked, tab 2's report asked again, the first view in one commit, and the token rule.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PrivateInfo } from '@wonder/contracts';
import { PERSONAS, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { businessError, renderScreen, type Script, scriptedClient } from '../../../test/support';
import {
  GROWTH_TAB_EVENT,
  GrowReportListTabPage,
  SituationTabPage,
  StudyPlanTabPage,
} from '../containers/GrowthTabPage';
import { growthSession, INITIAL_GROWTH_SESSION } from '../rules/session';
import { growthTexts } from '../texts';

const UA = {
  browser: 'Mozilla/5.0 (Linux; Android 14) Mobile',
  wechat: 'Mozilla/5.0 (Linux; Android 14) Mobile MicroMessenger/8.0.49',
  app: 'Mozilla/5.0 (Linux; Android 14) Mobile WonderParent/2.5.0 (Android)',
};

const official = PERSONAS.official;
const INFO: PrivateInfo = {
  ...(successData('app.getPersonInfo', 'official') as PrivateInfo),
  kidName: '小满',
  attendClass: 111,
  attendClassVoList: [
    { attendClass: 111, catePid: 3 },
    { attendClass: 222, catePid: 4 },
  ],
};

function loggedIn(token?: string) {
  const store = createUserStore(false);
  const user = userInfoFor(official);
  if (user) store.setUser(token ? { ...user, token } : user, studentInfoFor(official));
  return store;
}

function setup(
  screenEl: React.ReactElement,
  path: string,
  {
    ua = UA.wechat,
    script = {},
    store = loggedIn(),
  }: {
    ua?: string;
    script?: Script;
    store?: ReturnType<typeof createUserStore>;
  } = {},
) {
  setEnvironment(detectEnvironment({ userAgent: ua }));
  const scripted = scriptedClient({
    'app.getPersonInfo': () => INFO,
    'app.growStudyPlan': () => successData('app.growStudyPlan', 'official'),
    'app.growLearningReport': () => successData('app.growLearningReport', 'official'),
    'app.growEvaReportList': () => successData('app.growEvaReportList', 'official'),
    'tracking.writeKafka': () => null,
    ...script,
  });
  renderScreen(screenEl, path, { api: scripted.client, store });
  return { ...scripted, store };
}

beforeEach(() => growthSession.set(INITIAL_GROWTH_SESSION));
afterEach(() => setEnvironment(detectEnvironment({ userAgent: UA.browser })));

describe('the growth tab', () => {
  it('in a plain browser: not supported, nothing asked but the child; 去下载 → /downloadApp?enter=4', async () => {
    const { calls } = setup(<StudyPlanTabPage />, '/growUp/studyPlan', { ua: UA.browser });
    expect(
      await screen.findByRole('heading', { name: '浏览器暂不支持该功能，请下载家长端APP' }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.id).filter((id) => id.startsWith('app.grow'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '去下载' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/downloadApp?enter=4');
  });

  it('in the mini-program too (plain web for logic)', async () => {
    setup(<StudyPlanTabPage />, '/growUp/studyPlan', {
      ua: 'Mozilla/5.0 (iPhone) MicroMessenger/8 miniProgram',
    });
    expect(await screen.findByRole('button', { name: '去下载' })).toBeInTheDocument();
  });

  it('in WeChat: the child’s name and current class (the last entry wins), the plan of that class', async () => {
    const { callsTo } = setup(<StudyPlanTabPage />, '/growUp/studyPlan');
    const header = await screen.findByRole('region', { name: '小满' });
    await waitFor(() => expect(header.textContent).toMatch(/当前班级：思维 L\d/));
    expect(callsTo('app.growStudyPlan')[0]?.options.query).toMatchObject({ attendClass: 222 });
    expect(await screen.findAllByRole('heading', { level: 3, name: /^第\d周$/ })).toHaveLength(4);
    // Outside the app there is no share button: WeChat's own menu shares the page.
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
  });

  it('outside the app the report asks for the step of the current class; in the app it does not', async () => {
    const wechat = setup(<SituationTabPage />, '/growUp/situation?key=2');
    expect(await screen.findByRole('heading', { name: '动态学情报告' })).toBeInTheDocument();
    expect(wechat.callsTo('app.growLearningReport')[0]?.options.query).toMatchObject({
      attendClass: 222,
      catePid: 4,
    });
    act(() => document.body.replaceChildren());
    growthSession.set(INITIAL_GROWTH_SESSION);
    const app = setup(<SituationTabPage />, '/growUp/situation?key=2', { ua: UA.app });
    expect(await screen.findByRole('heading', { name: '动态学情报告' })).toBeInTheDocument();
    expect(app.callsTo('app.growLearningReport')[0]?.options.query).not.toHaveProperty('catePid');
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
  });

  it('the seven sections of the dynamic report, with the seven classroom medals', async () => {
    setup(<SituationTabPage />, '/growUp/situation?key=2');
    await screen.findByRole('heading', { name: '动态学情报告' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '学习概览',
      '学习情况',
      '课堂表现',
      '学习习惯',
      '课程掌握',
      '学习成就',
      '报告送达',
    ]);
    const classroom = screen.getByRole('region', { name: '课堂表现' });
    for (const medal of ['全对', '举手', '星星', '抢答', '快速答题', '首答', '上台展示'])
      expect(within(classroom).getByText(medal)).toBeInTheDocument();
  });

  it('a token different from the last one seen resets to tab 1', async () => {
    growthSession.set({ lastToken: 'tk-before', chosenClass: 111, drawn: true });
    setup(<SituationTabPage />, '/growUp/situation?key=2', { store: loggedIn('tk-after') });
    expect((await screen.findByTestId('location')).textContent).toBe('/growUp/studyPlan');
    expect(growthSession.get()).toEqual({ lastToken: 'tk-after', chosenClass: null, drawn: true });
  });

  it('the same token stays on its tab', async () => {
    const store = loggedIn();
    growthSession.set({ ...INITIAL_GROWTH_SESSION, lastToken: store.token() });
    setup(<SituationTabPage />, '/growUp/situation?key=2', { store });
    expect(await screen.findByRole('heading', { name: '动态学情报告' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('a tab click is tracked and goes to the tab with its query', async () => {
    const { callsTo } = setup(<StudyPlanTabPage />, '/growUp/studyPlan');
    fireEvent.click(await screen.findByRole('tab', { name: '成长报告' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/growUp/growReportList?key=1&entry=growUp',
    );
    // Tracking leaves after the first view (lib/first-load/first-view.ts: at the latest 3 s after the page's load).
    await waitFor(() => expect(callsTo('tracking.writeKafka')).toHaveLength(1), { timeout: 5_000 });
    expect(callsTo('tracking.writeKafka')[0]?.options.body).toMatchObject({
      event_name: GROWTH_TAB_EVENT,
      paras: expect.objectContaining({ tab: 3 }),
    });
  });

  it('switching to tab 2 asks for the report again behind the skeleton', async () => {
    let answer: () => void = () => {};
    const again = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const report = () => successData('app.growLearningReport', 'official');
    const { callsTo } = setup(<SituationTabPage />, '/growUp/situation?key=2', {
      script: { 'app.growLearningReport': [report, () => again.then(report)] },
    });
    await screen.findByRole('heading', { name: '动态学情报告' });
    expect(callsTo('app.growLearningReport')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: '动态学情' }));
    expect(await screen.findByRole('status', { name: '内容加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '动态学情报告' })).toBeNull();
    // The header stays while the report loads again.
    expect(screen.getByRole('region', { name: '小满' })).toBeInTheDocument();
    answer();
    await screen.findByRole('heading', { name: '动态学情报告' });
    expect(callsTo('app.growLearningReport')).toHaveLength(2);
  });

  it('the first view waits for the child, the plan and the tab’s call, then draws them together', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { callsTo } = setup(<GrowReportListTabPage />, '/growUp/growReportList?key=1&entry=growUp', {
      script: {
        'app.growEvaReportList': () => held.then(() => successData('app.growEvaReportList', 'official')),
      },
    });
    // The child and the plan have answered; the page stays its skeleton until the reports have too.
    await waitFor(() => expect(callsTo('app.growEvaReportList')).toHaveLength(1));
    expect(callsTo('app.growStudyPlan')).toHaveLength(1);
    expect(screen.getByRole('status', { name: '内容加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '小满' })).toBeNull();
    // Nor does its header guess: no fallback name, no "not in a class yet" for a child who is in one.
    expect(screen.queryByText(growthTexts.noClass)).toBeNull();
    expect(screen.queryByText(growthTexts.childFallback)).toBeNull();
    answer();
    expect(await screen.findByRole('region', { name: '小满' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /阶段测评报告/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: '内容加载中' })).toBeNull();
  });

  it('a child in several classes can switch class (official); the plan follows', async () => {
    const { callsTo } = setup(<StudyPlanTabPage />, '/growUp/studyPlan');
    const select = await screen.findByRole('combobox', { name: '切换班级' });
    fireEvent.change(select, { target: { value: '111' } });
    await waitFor(() =>
      expect(callsTo('app.growStudyPlan').map((c) => c.options.query)).toContainEqual(
        expect.objectContaining({ attendClass: 111 }),
      ),
    );
    expect(growthSession.get().chosenClass).toBe(111);
  });

  it('a failed plan shows its failure and the retry asks again', async () => {
    const { callsTo } = setup(<StudyPlanTabPage />, '/growUp/studyPlan', {
      script: {
        'app.growStudyPlan': [
          () => {
            throw businessError('app.growStudyPlan', '50000000', 'busy');
          },
          () => successData('app.growStudyPlan', 'official'),
        ],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('学习计划加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByRole('heading', { level: 3, name: /^第\d周$/ })).toHaveLength(4);
    expect(callsTo('app.growStudyPlan')).toHaveLength(2);
  });

  it('tab 3: the reports of the step, an unread mark, a report opens its page; all reports link', async () => {
    const { callsTo } = setup(<GrowReportListTabPage />, '/growUp/growReportList?key=1&entry=growUp');
    const first = await screen.findByRole('button', { name: /阶段测评报告/ });
    expect(first.textContent).toContain('未读');
    expect(callsTo('app.growEvaReportList')[0]?.options.query).toMatchObject({ cateId: 4 });
    fireEvent.click(first);
    expect((await screen.findByTestId('location')).textContent).toMatch(/^\/report\/stage\?id=\d+$/);
  });

  it('without a token: the user is cleared and the parent goes to /login', async () => {
    const store = createUserStore(false);
    setup(<StudyPlanTabPage />, '/growUp/studyPlan', { store });
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });
});
