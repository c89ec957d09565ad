/**
 * /myClassList, /courseList and /iframePage against a scripted client: the lessons of a class, the study
 * tasks with their filter and subjects, the failed state with the retry, the token rule, and the
 * embedded page's origin allow-list.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COURSE_TYPE } from '@wonder/contracts';
import { classLessonsFor, PERSONAS, studentInfoFor, successData, userInfoFor } from '@wonder/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { isEmbeddableUrl } from '../../../domain/external-config';
import { pressBack } from '../../../lib/back-press';
import { createUserStore } from '../../../lib/user-store';
import { businessError, renderScreen, type Script, scriptedClient } from '../../../test/support';
import { IframePage } from '../containers/IframePage';
import { LessonListPage } from '../containers/LessonListPage';
import { satisfactionTexts } from '../texts';

const official = PERSONAS.official;
const NOW = Date.UTC(2026, 8, 1);

function loggedIn() {
  const store = createUserStore(false);
  const user = userInfoFor(official);
  if (user) store.setUser(user, studentInfoFor(official));
  return store;
}

describe('/myClassList and /courseList', () => {
  function renderWithQuery(path: string, script: Script = {}, store = loggedIn()) {
    const scripted = scriptedClient({
      'app.getClassLessonList': (o) =>
        classLessonsFor(official, NOW, o.body as { courseType: 1 | 2 | 3 | 4; groupId?: number }),
      'config.parentConfigByGroup': () => successData('config.parentConfigByGroup', 'official'),
      'questionnaire.isPushQuestionnaire': () => false,
      ...script,
    });
    renderScreen(<LessonListPage />, path, { api: scripted.client, store });
    return scripted;
  }

  it('a live class: lessons with date and teacher, its progress, asked by group and course type', async () => {
    const { callsTo } = renderWithQuery(
      '/myClassList?id=4821&name=思维直播课&courseType=1&source=myTabClass&groupType=1',
    );
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(list.textContent).toMatch(/\d{2}月\d{2}日 周. \d{2}:\d{2}/);
    expect(list.textContent).toContain('主讲：');
    expect(screen.getByText(/^已学 \d\/8$/)).toBeInTheDocument();
    expect(callsTo('app.getClassLessonList')[0]?.options.body).toMatchObject({
      courseType: COURSE_TYPE.LIVE,
      groupId: 4821,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('思维直播课');
  });

  it('study tasks open on the unfinished ones, name each subject, and the filter shows all', async () => {
    const { callsTo } = renderWithQuery(
      '/myClassList?courseType=4&tabType=1&entry=myTabClass&multiSubject=1',
    );
    const list = await screen.findByRole('list');
    const todo = within(list).getAllByRole('listitem');
    expect(todo.every((li) => li.textContent?.includes('待完成'))).toBe(true);
    expect(list.textContent).toMatch(/数学/);
    expect(callsTo('app.getClassLessonList')[0]?.options.body).not.toHaveProperty('groupId');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(todo.length);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('学习任务');
  });

  it('recorded lessons: durations and locked ones', async () => {
    renderWithQuery('/courseList?id=7&name=录播课');
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('分钟');
    expect(list.textContent).toContain('待解锁');
  });

  it('failed: 课节加载失败 with a retry', async () => {
    const { callsTo } = renderWithQuery('/courseList?id=7&name=R', {
      'app.getClassLessonList': [
        () => {
          throw businessError('app.getClassLessonList', '50000000', 'busy');
        },
        () => [],
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('课节加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '暂无课节' })).toBeInTheDocument();
    expect(callsTo('app.getClassLessonList')).toHaveLength(2);
  });

  it('without a token: /login', async () => {
    const { calls } = renderWithQuery('/courseList?id=7&name=R', {}, createUserStore(false));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('an address without a usable query lists nothing and asks nothing', async () => {
    const { calls } = renderWithQuery('/courseList?name=R');
    expect(await screen.findByRole('heading', { name: '暂无课节' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('the satisfaction popup on back-press from /myClassList (doc 1 §7)', () => {
  const LIVE = '/myClassList?id=4821&name=思维直播课&courseType=1&source=myTabClass&groupType=1';

  function open(path: string, push: boolean) {
    const scripted = scriptedClient({
      'app.getClassLessonList': (o) =>
        classLessonsFor(official, NOW, o.body as { courseType: 1 | 2 | 3 | 4; groupId?: number }),
      'questionnaire.isPushQuestionnaire': () => push,
    });
    renderScreen(<LessonListPage />, path, { api: scripted.client, store: loggedIn() });
    return scripted;
  }

  /** The native back-press, once the check's answer has reached the screen. */
  const pressOnceAnswered = async (leave: () => void) => {
    await screen.findByRole('list');
    await act(async () => pressBack(leave));
  };

  it('isPushQuestionnaire true: the press opens the popup instead of leaving; 下次再说 then leaves', async () => {
    const { callsTo } = open(LIVE, true);
    await screen.findByRole('list');
    await waitFor(() => expect(callsTo('questionnaire.isPushQuestionnaire')).toHaveLength(1));
    expect(callsTo('questionnaire.isPushQuestionnaire')[0]?.options.query).toEqual({
      userId: userInfoFor(official)?.userId,
    });
    const leave = vi.fn();
    await pressOnceAnswered(leave);
    expect(leave).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: satisfactionTexts.title });
    fireEvent.click(within(dialog).getByRole('button', { name: satisfactionTexts.later }));
    // Landed here (no history): back goes home.
    expect((await screen.findByTestId('location')).textContent).toBe('/index');
  });

  it('去评价 opens the survey', async () => {
    const { callsTo } = open(LIVE, true);
    await waitFor(() => expect(callsTo('questionnaire.isPushQuestionnaire')).toHaveLength(1));
    await pressOnceAnswered(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: satisfactionTexts.go }));
    expect((await screen.findByTestId('location')).textContent).toBe('/survey');
  });

  it('isPushQuestionnaire false: the press just goes back', async () => {
    const { callsTo } = open(LIVE, false);
    await waitFor(() => expect(callsTo('questionnaire.isPushQuestionnaire')).toHaveLength(1));
    const leave = vi.fn();
    await pressOnceAnswered(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/courseList shares the screen but never asks', async () => {
    const { callsTo } = open('/courseList?id=7&name=R', true);
    await screen.findByRole('list');
    const leave = vi.fn();
    await act(async () => pressBack(leave));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(callsTo('questionnaire.isPushQuestionnaire')).toHaveLength(0);
  });
});

describe('/iframePage', () => {
  it.each([
    ['https://static.wonder.example/h5/parent-class/index.html', true],
    ['https://h5.wonder.example/course?id=1', true],
    ['http://static.wonder.example/h5/a.html', false],
    ['https://static.wonder.example.evil.test/a.html', false],
    ['https://evil.test/a.html', false],
    ['javascript:alert(1)', false],
    ['/relative/page', false],
    [`${window.location.origin}/iframe-sample.html`, true],
  ])('%s → %s', (url, allowed) => {
    expect(isEmbeddableUrl(url, window.location.origin)).toBe(allowed);
  });

  it('embeds an allowed page under its title', async () => {
    const url = 'https://static.wonder.example/h5/parent-class/index.html';
    renderScreen(<IframePage />, `/iframePage?url=${encodeURIComponent(url)}&title=家长课堂`);
    const frame = await screen.findByTitle('家长课堂');
    expect(frame.getAttribute('src')).toBe(url);
  });

  it('any other address is blocked', async () => {
    renderScreen(<IframePage />, `/iframePage?url=${encodeURIComponent('https://evil.test/')}`);
    expect((await screen.findByRole('alert')).textContent).toContain('无法打开该页面');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
