import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from '../../platform/env';
import { DownloadBanner } from '../shell/DownloadBanner';
import { greetingPeriod, greetingText } from '../shell/greeting';
import { TabBar } from '../shell/TabBar';
import {
  DEFAULT_TABS,
  DOWNLOAD_BAR_TEXT,
  selectTabs,
  showDownloadBar,
  type TabItemLike,
  tabBarHidden,
} from '../shell/tab-rules';

const tab = (id: number, url: string, tabName = `t${id}`): TabItemLike => ({
  id,
  tabName,
  url,
  tabImgPath: '',
  tabImgLightPath: '',
  sizes: '100x100',
  redirectType: 3,
});

const SIX = [
  tab(1, '/index', '首页'),
  tab(2, '/growUp/studyPlan', '成长'),
  tab(3, '/myTabClass', '课程'),
  tab(4, '/parentsCenter', '我的'),
  tab(5, '/activityCenter', '活动'),
  tab(6, '/babyShow', '宝宝秀'),
];

describe('greeting by hour', () => {
  it.each([
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [0, 'evening'],
  ])('%i h → %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });

  it('names the parent, but not for tourists; server text wins', () => {
    expect(greetingText({ hour: 9, isTourist: false, parentName: '王芳' })).toBe('王芳，早上好');
    expect(greetingText({ hour: 14, isTourist: true, parentName: '王芳' })).toBe(
      '下午好，欢迎来到Wonder家长',
    );
    expect(greetingText({ hour: 20, isTourist: false, parentName: '王芳', textContent: '欢迎回来' })).toBe(
      '欢迎回来',
    );
    expect(greetingText({ hour: 20, isTourist: false, parentName: '王芳', textContent: '  ' })).toBe(
      '王芳，晚上好',
    );
  });
});

describe('tab bar rules', () => {
  const web = detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148' });
  const mini = detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8 miniProgram' });

  it('keeps at most 5 tabs', () => {
    expect(selectTabs(SIX, web)).toHaveLength(5);
  });

  it('the mini-program shows only courses and me', () => {
    expect(selectTabs(SIX, mini).map((t) => t.url)).toEqual(['/myTabClass', '/parentsCenter']);
  });

  it('hidden in the native app below 1.5.8, shown from 1.5.8 and outside the app', () => {
    const app = (v: string) => detectEnvironment({ userAgent: `x WonderParent/${v} (Android)` });
    expect(tabBarHidden(app('1.5.7'))).toBe(true);
    expect(tabBarHidden(app('1.5.8'))).toBe(false);
    expect(tabBarHidden(app('1.10.0'))).toBe(false);
    expect(tabBarHidden(web)).toBe(false);
  });

  it('renders the tabs, marks the active one and reports taps', async () => {
    const onSelect = vi.fn();
    render(
      <TabBar status="success" tabs={selectTabs(SIX, web)} activeUrl="/myTabClass" onSelect={onSelect} />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['首页', '成长', '课程', '我的', '活动']);
    expect(screen.getByRole('button', { name: '课程' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: '我的' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ url: '/parentsCenter' }));
  });

  it('pending: a skeleton bar; default tabs are the spec four', () => {
    const { container } = render(<TabBar status="pending" tabs={[]} activeUrl={null} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(DEFAULT_TABS.map((t) => t.url)).toEqual([
      '/index',
      '/growUp/studyPlan',
      '/myTabClass',
      '/parentsCenter',
    ]);
  });
});

describe("home's download bar (doc 2 §2)", () => {
  const web = detectEnvironment({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' });
  const app = detectEnvironment({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) WonderParent/2.5.0 (Android)',
  });
  const mini = detectEnvironment({ userAgent: 'Mozilla/5.0', wxjsEnvironment: 'miniprogram' });
  const on = { isHome: true, env: web, tourist: false, appFlag: true };
  it('a student outside the app sees it when getAppFlag answers isDisplay 1, not before nor otherwise', () => {
    expect(showDownloadBar(on)).toBe(true);
    expect(showDownloadBar({ ...on, appFlag: false })).toBe(false);
    expect(showDownloadBar({ ...on, appFlag: undefined })).toBe(false);
  });
  it('a tourist (no userId to ask with) sees it; never in the app, the mini-program or off home', () => {
    expect(showDownloadBar({ ...on, tourist: true, appFlag: undefined })).toBe(true);
    expect(showDownloadBar({ ...on, env: app })).toBe(false);
    expect(showDownloadBar({ ...on, env: mini, tourist: true })).toBe(false);
    expect(showDownloadBar({ ...on, isHome: false })).toBe(false);
  });
});

describe("the download bar's text per role (doc 2 §2, §6)", () => {
  it('tourist, trial and official parents each read their own', () => {
    const said = (['TOURIST', 'UNOFFICIAL_STUDENT', 'OFFICIAL_STUDENT'] as const).map((role) => {
      render(<DownloadBanner role={role} />);
      const text = screen.getByRole('complementary').querySelector('p')?.textContent ?? '';
      cleanup();
      return text;
    });
    expect(said).toEqual([
      '下载APP，免费领取体验课',
      '下载APP，体验课上课提醒不错过',
      '下载APP，随时查看学习情况',
    ]);
    expect(new Set(Object.values(DOWNLOAD_BAR_TEXT)).size).toBe(3);
  });
});
