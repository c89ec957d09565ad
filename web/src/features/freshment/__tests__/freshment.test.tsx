import { fireEvent, screen } from '@testing-library/react';
import { type FreshmentConfig, STUDENT_STATUS } from '@wonder/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserStore } from '../../../lib/user-store';
import { detectEnvironment, setEnvironment } from '../../../platform/env';
import { businessError, renderScreen, scriptedClient } from '../../../test/support';
import { fmt, routeTitles } from '../../../texts';
import { FreshmentEnrollmentPage } from '../index';
import { enrollmentProgress, enrollmentTitle } from '../rules/enrollment';
import { freshmentTexts } from '../texts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

afterEach(() => setEnvironment(detectEnvironment({ userAgent: ANDROID })));

const CONFIG: FreshmentConfig = {
  finishTaskCount: 2,
  totalTask: 5,
  isShowPop: false,
  homePageConfig: { title: '秋季新生入学', activityImgUrl: null },
  firstScene: false,
  secondScene: false,
  thirdScene: true,
  fourthScene: false,
};

function student() {
  const store = createUserStore(false);
  store.setUser(
    { token: 'tk-1', userId: 'u-1', time: 1 },
    {
      studentStatus: STUDENT_STATUS.UNOFFICIAL_STUDENT,
      studentAuditionStatusEnums: 'Y',
      step: 'L1-1',
      payedStudentStatusText: null,
    },
  );
  return store;
}

describe('freshment rules (doc 2 §3)', () => {
  it('the title comes from the config, default 新生入学', () => {
    expect(enrollmentTitle(CONFIG)).toBe('秋季新生入学');
    expect(enrollmentTitle({ homePageConfig: { title: '  ' } })).toBe(routeTitles.freshmentEnrollment);
    expect(enrollmentTitle({ homePageConfig: null })).toBe('新生入学');
    expect(enrollmentTitle(null)).toBe('新生入学');
  });

  it('progress is finishTaskCount of totalTask, the first ones done, clamped', () => {
    expect(enrollmentProgress(CONFIG)).toEqual({
      done: 2,
      total: 5,
      percent: 40,
      tasks: [1, 2, 3, 4, 5].map((n) => ({ n, done: n <= 2 })),
    });
    expect(enrollmentProgress({ finishTaskCount: 7, totalTask: 5 })).toMatchObject({ done: 5, percent: 100 });
    expect(enrollmentProgress({ finishTaskCount: 0, totalTask: 0 })).toEqual({
      done: 0,
      total: 0,
      percent: 0,
      tasks: [],
    });
  });
});

describe('/freshmentEnrollment', () => {
  it('a tourist goes to /login and the config is not requested', () => {
    const { client, calls } = scriptedClient({});
    renderScreen(<FreshmentEnrollmentPage />, '/freshmentEnrollment', {
      api: client,
      store: createUserStore(false),
    });
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(calls).toEqual([]);
  });

  it('a student sees the title, the progress and the tasks; outside the app the tasks lead to the download page', async () => {
    const { client } = scriptedClient({ 'app.getEntranceDetail': () => CONFIG });
    renderScreen(<FreshmentEnrollmentPage />, '/freshmentEnrollment', { api: client, store: student() });
    expect(await screen.findByRole('heading', { level: 1, name: '秋季新生入学' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByText(fmt(freshmentTexts.progress, { done: 2, total: 5 }))).toBeInTheDocument();
    expect(screen.getAllByText(freshmentTexts.taskDone)).toHaveLength(2);
    expect(screen.getAllByText(freshmentTexts.taskTodo)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: freshmentTexts.downloadCta }));
    expect(screen.getByTestId('location').textContent).toBe('/downloadApp?type=6&enter=0');
  });

  it('in the app the tasks are in the task centre', async () => {
    setEnvironment(detectEnvironment({ userAgent: `${ANDROID} WonderParent/2.5.0 (Android)` }));
    const { client } = scriptedClient({ 'app.getEntranceDetail': () => CONFIG });
    renderScreen(<FreshmentEnrollmentPage />, '/freshmentEnrollment', { api: client, store: student() });
    fireEvent.click(await screen.findByRole('button', { name: freshmentTexts.inAppCta }));
    expect(screen.getByTestId('location').textContent).toBe('/myTaskCenter/myTaskList');
  });

  it('all tasks done: the congratulation, no button', async () => {
    const { client } = scriptedClient({ 'app.getEntranceDetail': () => ({ ...CONFIG, finishTaskCount: 5 }) });
    renderScreen(<FreshmentEnrollmentPage />, '/freshmentEnrollment', { api: client, store: student() });
    expect(await screen.findByText(freshmentTexts.allDone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: freshmentTexts.downloadCta })).toBeNull();
  });

  it('a failed config shows the error state, and retrying loads it', async () => {
    const { client, callsTo } = scriptedClient({
      'app.getEntranceDetail': [
        () => {
          throw businessError('app.getEntranceDetail', '500001', '系统繁忙');
        },
        () => CONFIG,
      ],
    });
    renderScreen(<FreshmentEnrollmentPage />, '/freshmentEnrollment', { api: client, store: student() });
    expect((await screen.findByRole('alert')).textContent).toContain(freshmentTexts.failed);
    fireEvent.click(screen.getByRole('button', { name: freshmentTexts.retry }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(callsTo('app.getEntranceDetail')).toHaveLength(2);
  });

  it('a broken activity image falls back to the drawn one', async () => {
    const { client } = scriptedClient({
      'app.getEntranceDetail': () => ({
        ...CONFIG,
        homePageConfig: { activityImgUrl: 'https://static.invalid/a.jpg' },
      }),
    });
    renderScreen(<FreshmentEnrollmentPage />, '/freshmentEnrollment', { api: client, store: student() });
    const img = await screen.findByRole('img', { name: freshmentTexts.imageAlt });
    expect(img.getAttribute('width')).toBe('686');
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: freshmentTexts.imageAlt })).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: routeTitles.freshmentEnrollment }),
    ).toBeInTheDocument();
  });
});
