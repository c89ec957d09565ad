/**
 * /myTabClass against a scripted client: the official parent's tabs and cards and where a card opens, the
 * mini-program (no tabs, no config call, math only), the trial parent (study tasks without a count), the empty and
 * failed states with the retry, and a visitor without a token sent to /login.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERSONAS, type PersonaId, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { businessError, renderScreen, type Script, scriptedClient } from '../../../test/support';
import { MyTabClassPage } from '../containers/MyTabClassPage';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) Mobile';

function storeOf(persona: PersonaId | null) {
  const store = createUserStore(false);
  if (persona) {
    const user = userInfoFor(PERSONAS[persona]);
    if (user) store.setUser(user, studentInfoFor(PERSONAS[persona]));
  }
  return store;
}

function setup(persona: PersonaId | null, script: Script = {}, ua = ANDROID_CHROME) {
  setEnvironment(detectEnvironment({ userAgent: ua }));
  const who = persona ?? 'tourist';
  const scripted = scriptedClient({
    'app.getCourseStudyList': () => successData('app.getCourseStudyList', who),
    'config.parentConfigByGroup': () => successData('config.parentConfigByGroup', who),
    'gateway.getPositionBanner': () => successData('gateway.getPositionBanner', who),
    'app.bannerAccess': () => null,
    ...script,
  });
  const store = storeOf(persona);
  renderScreen(<MyTabClassPage autoplay={false} />, '/myTabClass', { api: scripted.client, store });
  return { ...scripted, store };
}

const cards = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

afterEach(() => setEnvironment(detectEnvironment({ userAgent: ANDROID_CHROME })));

describe('/myTabClass', () => {
  it('official in a browser: "all" and the configured subjects, every category, study tasks', async () => {
    const { callsTo } = setup('official');
    await screen.findByRole('heading', { name: '我的课程' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部',
      '思维',
      '语文',
      '数学',
      '编程',
      '围棋',
    ]);
    expect(cards()).toHaveLength(6);
    expect(cards().at(-1)).toContain('学习任务');
    expect(cards().at(-1)).toMatch(/\d+项任务/);
    // The banners of the my-classes positions, each asked with the official audience on the web.
    const asked = callsTo('gateway.getPositionBanner').map((c) => c.options.body);
    expect(asked).toEqual([
      expect.objectContaining({ displayPositionId: 2, userType: 2, platformType: 1 }),
      expect.objectContaining({ displayPositionId: 3, userType: 2, platformType: 1 }),
    ]);
    expect(screen.getByRole('region', { name: '活动推荐' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '学习资源' })).getAllByRole('button')).toHaveLength(2);
  });

  it('a subject tab keeps its own categories', async () => {
    setup('official');
    await screen.findByRole('heading', { name: '我的课程' });
    fireEvent.click(screen.getByRole('tab', { name: '数学' }));
    expect(screen.getByRole('tab', { name: '数学' }).getAttribute('aria-selected')).toBe('true');
    expect(cards()).toEqual([expect.stringContaining('数学思维直播课')]);
    fireEvent.click(screen.getByRole('tab', { name: '编程' }));
    expect(await screen.findByText('暂无课程内容')).toBeInTheDocument();
  });

  it('a live card opens its class list with the query of doc 3 §2', async () => {
    setup('official');
    fireEvent.click(await screen.findByRole('button', { name: /数学思维直播课/ }));
    const where = await screen.findByTestId('location');
    expect(where.textContent).toMatch(
      /^\/myClassList\?id=\d+&name=.+&courseType=1&source=myTabClass&groupType=1$/,
    );
  });

  it('in the mini-program: no subject tabs, no config call, only the math brand', async () => {
    const { callsTo } = setup('official', {}, 'Mozilla/5.0 (iPhone) MicroMessenger/8 miniProgram');
    await screen.findByRole('heading', { name: '我的课程' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(callsTo('config.parentConfigByGroup')).toHaveLength(0);
    expect(cards()).toEqual([expect.stringContaining('数学思维直播课')]);
  });

  it('a trial parent sees the trial card and a study-tasks card without its count; trial opens as a trial class', async () => {
    setup('trial-y', {
      'app.getCourseStudyList': () => [
        ...(successData('app.getCourseStudyList', 'trial-y') as object[]),
        ...(successData('app.getCourseStudyList', 'official') as { demoType?: number }[]).filter(
          (c) => c.demoType === 4,
        ),
      ],
    });
    await screen.findByRole('heading', { name: '我的课程' });
    expect(cards()).toEqual([expect.stringContaining('体验课'), expect.stringContaining('学习任务')]);
    // Doc 3 §5, §6: the study-task count is for official students only.
    expect(cards()[1]).not.toMatch(/项任务/);
    fireEvent.click(screen.getByRole('button', { name: /思维体验课/ }));
    expect((await screen.findByTestId('location')).textContent).toContain(
      'courseType=3&source=myTabClass&groupType=2',
    );
  });

  it('empty: 暂无课程内容', async () => {
    setup('official', { 'app.getCourseStudyList': () => [] });
    expect(await screen.findByRole('heading', { name: '暂无课程内容' })).toBeInTheDocument();
  });

  it('failed: 获取课程分类失败, and the retry asks again', async () => {
    const { callsTo } = setup('official', {
      'app.getCourseStudyList': [
        () => {
          throw businessError('app.getCourseStudyList', '50000000', 'busy');
        },
        () => successData('app.getCourseStudyList', 'official'),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('获取课程分类失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await screen.findByRole('heading', { name: '我的课程' });
    expect(callsTo('app.getCourseStudyList')).toHaveLength(2);
  });

  it('without a token: the user is cleared and the parent goes to /login, nothing is asked', async () => {
    const { calls, store } = setup(null);
    store.setOpenId('open-1');
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(calls.filter((c) => c.id === 'app.getCourseStudyList')).toHaveLength(0);
    await waitFor(() => expect(store.getState()).toMatchObject({ user: null }));
  });

  it('a banner tap is recorded and opens its inner page', async () => {
    const { callsTo } = setup('official');
    const banners = await screen.findByRole('region', { name: '活动推荐' });
    fireEvent.click(within(banners).getByRole('button', { name: '新学期课程表已更新' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/growUp/studyPlan');
    await waitFor(() => expect(callsTo('app.bannerAccess')).toHaveLength(1));
  });
});
