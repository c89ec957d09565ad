import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../lib/services';
import { confirmDialog } from '../../lib/ui';
import { userStore } from '../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../platform/env';
import { AppRoutes } from '../router';
import {
  createStartupController,
  doneStartup,
  StartupContext,
  type StartupController,
} from '../startup-controller';

// The refusal's dialog is antd-mobile's, loaded on first use: the test reads what the shell asks it to say.
vi.mock('../../lib/ui', async (original) => ({
  ...(await original<typeof import('../../lib/ui')>()),
  confirmDialog: vi.fn(async () => false),
}));

const TABS = [
  { id: 1, tabName: '首页', url: '/index' },
  { id: 2, tabName: '成长', url: '/growUp/studyPlan' },
  { id: 3, tabName: '课程', url: '/myTabClass' },
  { id: 4, tabName: '我的', url: '/parentsCenter' },
].map((t) => ({ ...t, tabImgPath: '', tabImgLightPath: '', sizes: '100x100', redirectType: 3 }));

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: '00000000', count: null, message: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

let tabConfigFails = false;

const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  // As fetch reads them: the client's body comes in `init` (contracts/src/client/client.ts).
  const request = new Request(input, init);
  const url = request.url;
  if (url.includes('/buriedData/writeKafka')) {
    // One record, or a batch of them (lib/first-load/tracking-queue.ts).
    const body = (await request.json()) as Tracked | Tracked[];
    for (const record of [body].flat()) trackedPageNames.push(record.paras.page_name ?? '');
    return new Response(JSON.stringify({ code: '0', message: 'ok', data: null }), {
      headers: { 'content-type': 'application/json' },
    });
  }
  if (url.includes('/v1/index/getTabConfig')) {
    return tabConfigFails ? new Response('boom', { status: 500 }) : envelope(TABS);
  }
  // Home's content: empty (a failed home list would toast through the lazily loaded antd after the test).
  if (url.includes('/homePageShowConfig') || url.includes('/v1/index/banner')) return envelope([]);
  return new Response('not found', { status: 404 });
});

/** The page names of the tracking records the app posted (read as they arrive). */
type Tracked = { paras: { page_name?: string } };
let trackedPageNames: string[] = [];

/** Where the app is, read like the data router's `router.state.location`. */
interface Where {
  state: { location: { pathname: string; search: string } };
}

function Probe({ where }: { where: Where }) {
  const location = useLocation();
  where.state.location = { pathname: location.pathname, search: location.search };
  return null;
}

/** The toasts the screens ask for (the services' feedback). */
const toast = vi.fn();

function renderAt(path: string, startup: StartupController = doneStartup()): Where {
  const where: Where = { state: { location: { pathname: path, search: '' } } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StartupContext.Provider value={startup}>
      <QueryClientProvider client={client}>
        <ServicesProvider value={{ feedback: { toast } }}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <Probe where={where} />
          </MemoryRouter>
        </ServicesProvider>
      </QueryClientProvider>
    </StartupContext.Provider>,
  );
  return where;
}

beforeEach(() => {
  tabConfigFails = false;
  vi.mocked(confirmDialog).mockClear();
  toast.mockClear();
  trackedPageNames = [];
  vi.stubGlobal('fetch', fetchStub);
  setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' }));
  userStore.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the router', () => {
  it('unknown paths → /index inside the tab shell', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByRole('button', { name: '课程' })).toBeInTheDocument();
    expect(document.title).toBe('Wonder家长');
  });

  it('/ → /index, /straight → /straight/list', async () => {
    const root = renderAt('/');
    await waitFor(() => expect(root.state.location.pathname).toBe('/index'));
    const r = renderAt('/straight');
    await waitFor(() => expect(r.state.location.pathname).toBe('/straight/list'));
  });

  /** The growth screen's not-supported heading; its lazy chunk loads slowly on a loaded machine. */
  const findNotSupported = () =>
    screen.findByRole(
      'heading',
      { name: '浏览器暂不支持该功能，请下载家长端APP', level: 2 },
      { timeout: 15_000 },
    );

  it('growth without a token → /login', async () => {
    const router = renderAt('/growUp/studyPlan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('growth with a token stays', async () => {
    userStore.setUser({ token: 'tk', userId: 'u1', time: 1 });
    const router = renderAt('/growUp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/growUp/studyPlan'));
    // A plain browser: the tab's screen says the browser does not support it (doc 3 §2).
    expect(await findNotSupported()).toBeInTheDocument();
  });

  it('the growth tab opens as any tab; in a plain browser its page says so, as when linked (doc 3 §2)', async () => {
    userStore.setUser({ token: 'tk', userId: 'u1', time: 1 });
    setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50' }));
    const wechat = renderAt('/index');
    await userEvent.click(await screen.findByRole('button', { name: '成长' }));
    await waitFor(() => expect(wechat.state.location.pathname).toBe('/growUp/studyPlan'));
    cleanup();

    setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' }));
    const browser = renderAt('/index');
    await userEvent.click(await screen.findByRole('button', { name: '成长' }));
    await waitFor(() => expect(browser.state.location.pathname).toBe('/growUp/studyPlan'));
    expect(await findNotSupported()).toBeInTheDocument();
    expect(confirmDialog).not.toHaveBeenCalled();
  });

  it('step-up on iOS Safari → /downloadApp; in the app it stays', async () => {
    setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148' }));
    const r1 = renderAt('/higherLevelGrouping');
    await waitFor(() => expect(r1.state.location.pathname).toBe('/downloadApp'));

    setEnvironment(detectEnvironment({ userAgent: 'Mozilla/5.0 (iPhone) WonderParent/2.0.0 (iOS)' }));
    const r2 = renderAt('/higherLevelGrouping');
    // Let the guard's effects run: a redirect would have happened by now.
    await act(async () => {});
    expect(r2.state.location.pathname).toBe('/higherLevelGrouping');
  });

  it('tab config fails without a token → logout, /login', async () => {
    tabConfigFails = true;
    userStore.setOpenId('open-1');
    const router = renderAt('/myTabClass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(userStore.getState()).toMatchObject({ user: null, openId: 'open-1' });
    // With a word of why.
    expect(toast).toHaveBeenCalledWith({ content: '页面加载失败，请登录后继续使用' });
  });

  it('tab config fails with a token → the four default tabs', async () => {
    tabConfigFails = true;
    userStore.setUser({ token: 'tk', userId: 'u1', time: 1 });
    const router = renderAt('/myTabClass');
    expect(await screen.findByRole('button', { name: '成长' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myTabClass');
  });

  it('no tab bar in the app below 1.5.8', async () => {
    setEnvironment(detectEnvironment({ userAgent: 'x WonderParent/1.5.7 (Android)' }));
    renderAt('/aboutClassCenter');
    expect(await screen.findByRole('heading', { name: '上课中心', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我的' })).toBeNull();
  });

  it('/logout/step2 tracks its page name, account deletion SMS verification (doc 1 §2)', async () => {
    renderAt('/logout/step2');
    // Tracking leaves after the first view (lib/first-load/first-view.ts: 3 s after load at the latest).
    // (A batch may also carry an earlier test's events: the app's one queue outlives a test.)
    await waitFor(() => expect(trackedPageNames).toContain('注销账号短信验证'), { timeout: 5_000 });
  });

  it('a route without a screen shows the app-only page: its title, the app notice, download', async () => {
    const router = renderAt('/myExpress/list');
    expect(await screen.findByRole('heading', { name: '我的快递', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('该功能需要在家长端APP中使用')).toBeInTheDocument();
    expect(screen.queryByText('该页面将在后续版本中提供')).toBeNull();
    act(() => screen.getByRole('button', { name: '立即下载' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloadApp'));
    expect(router.state.location.search).toBe('?enter=0');
  });

  it('inside an app that has the page: open it from the app, 返回 and 回到首页, never "update"', async () => {
    setEnvironment(detectEnvironment({ userAgent: 'x WonderParent/2.6.0 (Android)' }));
    const router = renderAt('/myExpress/list');
    expect((await screen.findByText('该页面由家长端APP提供，请从APP内的对应入口打开')).className).toBe(
      'wp-app-only__notice',
    );
    expect(screen.queryByText('请将家长端APP更新至最新版本后使用该功能')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即下载' })).toBeNull();
    // Landed here (no history): home is the way out (the card's button; the navbar has its own).
    const card = screen.getByRole('region', { name: '我的快递' });
    await userEvent.click(within(card).getByRole('button', { name: '回到首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('inside an app older than the page\'s version: "update"', async () => {
    // /homework/submit needs CorrectHomework, 1.9.0 (doc 1 §5).
    setEnvironment(detectEnvironment({ userAgent: 'x WonderParent/1.8.9 (Android)' }));
    renderAt('/homework/submit');
    expect((await screen.findByText('请将家长端APP更新至最新版本后使用该功能')).className).toBe(
      'wp-app-only__notice',
    );
  });

  it('/findPassword in a browser offers the code login, not a download', async () => {
    const router = renderAt('/findPassword');
    expect((await screen.findByText('忘记密码也能登录：使用手机验证码登录，无需输入密码')).className).toBe(
      'wp-app-only__notice',
    );
    // "forgot password" is a tracked page name (doc 1 §2).
    await waitFor(() => expect(trackedPageNames).toContain('忘记密码'), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: '立即下载' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去验证码登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the loading screen until startup is done; /protocol skips it', async () => {
    let finish: () => void = () => {};
    const startup = createStartupController(
      () => new Promise((resolve) => (finish = () => resolve(undefined))),
    );
    renderAt('/index', startup);
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    // The startup gate starts it (a microtask after the first render), while the screen chunk loads.
    await waitFor(() => expect(startup.getState().status).toBe('running'));
    await act(async () => finish());
    // The loading screen also waits for the first route's screen chunk (RootLayout's gate): slow to import here.
    expect(await screen.findByRole('button', { name: '我的' }, { timeout: 15_000 })).toBeInTheDocument();

    const never = createStartupController(() => new Promise(() => {}));
    renderAt('/protocol', never);
    expect(await screen.findByRole('heading', { name: '用户协议', level: 1 })).toBeInTheDocument();
    expect(never.getState().status).toBe('idle');
  }, 30_000);
});
