import type { Meta, StoryObj } from '@storybook/react-vite';
import { COURSE_TYPE } from '@wonder/contracts';
import { classLessonsFor, PERSONAS, REFERENCE_MS } from '@wonder/fixtures';
import { IframeView, iframeTexts, lessonTexts, satisfactionTexts } from '@wonder/web/src/features/my-classes';
import { pressBack } from '@wonder/web/src/lib/back-press';
import type { Href } from '@wonder/web/src/lib/routes';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { type AppScreens, appScreensMeta } from '../app-screens';
import { toastShown, UNTIL_RENDERED } from '../play';

/**
 * The pages behind the category cards (doc 3 §2): /myClassList for a live or trial class and for the study
 * tasks, /courseList for recorded lessons, /iframePage for a link; loading, empty and failed. The lesson
 * list answers by course type, as the simulator does (fixtures' classLessonsFor).
 */
const meta = {
  title: 'my-classes/LessonPages',
  ...appScreensMeta,
  parameters: { persona: 'official' },
} satisfies Meta<typeof AppScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const lessons = (courseType: 1 | 2 | 3 | 4, groupId?: number, persona = PERSONAS.official) =>
  classLessonsFor(persona, REFERENCE_MS, { courseType, groupId });

const list = () => screen.findByRole('list', undefined, UNTIL_RENDERED);

/** A live class: dates, teacher, status, progress. */
export const LiveClass: Story = {
  parameters: {
    route:
      '/myClassList?id=4821&name=思维直播课 L3&courseType=1&source=myTabClass&groupType=1' satisfies Href,
    api: { data: { 'app.getClassLessonList': lessons(COURSE_TYPE.LIVE, 4821) } },
  },
  play: async () => {
    await expect(within(await list()).getAllByRole('listitem')).toHaveLength(8);
  },
};

/**
 * Back-press from a class list while isPushQuestionnaire answers true (the official fixture; doc 1 §7): the
 * satisfaction popup instead of leaving.
 */
export const SatisfactionOnBack: Story = {
  parameters: LiveClass.parameters,
  play: async () => {
    await list();
    // The shell's back-press, once the check's answer is in (until then the press would just go back).
    await waitFor(async () => {
      pressBack(() => {});
      await expect(screen.getByRole('dialog', { name: satisfactionTexts.title })).toBeVisible();
    }, UNTIL_RENDERED);
    // The dialog takes focus once it has opened, which a loaded machine may draw a frame later.
    await waitFor(
      () => expect(screen.getByRole('button', { name: satisfactionTexts.go })).toHaveFocus(),
      UNTIL_RENDERED,
    );
  },
};

/** A trial class: the trial's two lessons. */
export const TrialClass: Story = {
  parameters: {
    persona: 'trial-y',
    route: '/myClassList?id=3120&name=思维体验课&courseType=3&source=myTabClass&groupType=2' satisfies Href,
    api: { data: { 'app.getClassLessonList': lessons(COURSE_TYPE.TRIAL, 3120, PERSONAS['trial-y']) } },
  },
  play: async () => {
    await expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Recorded lessons: durations, watched, locked. */
export const RecordedCourse: Story = {
  parameters: {
    route: '/courseList?id=5533&name=思维录播课·数感启蒙' satisfies Href,
    api: { data: { 'app.getClassLessonList': lessons(COURSE_TYPE.RECORDED, 5533) } },
  },
  play: async () => {
    await expect(await list()).toHaveTextContent(lessonTexts.status.locked);
  },
};

/** The study tasks open on the unfinished ones, each with its subject. */
export const StudyTasks: Story = {
  parameters: {
    route: '/myClassList?courseType=4&tabType=1&entry=myTabClass&multiSubject=1' satisfies Href,
    api: { data: { 'app.getClassLessonList': lessons(COURSE_TYPE.OTHER) } },
  },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: lessonTexts.filterTodo, pressed: true }, UNTIL_RENDERED),
    ).toBeVisible();
    await expect(await list()).toHaveTextContent('数学');
  },
};

/** The study tasks, all of them. */
export const StudyTasksAll: Story = {
  parameters: StudyTasks.parameters,
  play: async () => {
    fireEvent.click(await screen.findByRole('button', { name: lessonTexts.filterAll }, UNTIL_RENDERED));
    await expect(within(await list()).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Loading: Story = {
  parameters: {
    route: '/courseList?id=5533&name=录播课' satisfies Href,
    api: { hold: ['app.getClassLessonList'] },
  },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: lessonTexts.loading }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    route: '/courseList?id=5533&name=录播课' satisfies Href,
    api: { data: { 'app.getClassLessonList': [] } },
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: lessonTexts.empty }, UNTIL_RENDERED),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    route:
      '/myClassList?id=4821&name=思维直播课 L3&courseType=1&source=myTabClass&groupType=1' satisfies Href,
    api: { fail: { 'app.getClassLessonList': { code: '50000000', message: '课节服务繁忙' } } },
  },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      lessonTexts.failed,
    );
    // The server's message as a toast too (doc 2 §8, the error policy).
    await toastShown('课节服务繁忙');
  },
};

/** /iframePage with an address that is not on the allow-list: blocked. */
export const IframeBlocked: Story = {
  parameters: { route: `/iframePage?url=${encodeURIComponent('https://evil.example/page')}` satisfies Href },
  play: async () => {
    await expect(await screen.findByRole('alert', undefined, UNTIL_RENDERED)).toHaveTextContent(
      iframeTexts.blockedTitle,
    );
  },
};

const SAMPLE_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="zh-CN"><meta name="viewport" content="width=device-width"><title>家长课堂</title>' +
    '<body style="margin:0;font-family:sans-serif;background:#fff7f1"><main style="padding:24px">' +
    '<h1 style="color:#a83b00;font-size:22px">家长课堂 · 如何陪孩子做数学游戏</h1>' +
    '<p style="color:#5f6670;line-height:1.7">每天十分钟，和孩子一起玩数字接龙、图形拼搭，在游戏里建立数感。</p>' +
    '</main></body></html>',
)}`;

/** An allowed page, embedded under its title (the view, with a sample page in place of the CDN's). */
export const IframeAllowed: Story = {
  render: () => (
    <IframeView url={SAMPLE_PAGE} title="家长课堂" canGoBack onBack={() => {}} onHome={() => {}} />
  ),
  play: async () => {
    await expect(await screen.findByTitle('家长课堂', undefined, UNTIL_RENDERED)).toBeVisible();
  },
};
