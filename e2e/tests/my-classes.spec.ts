import { expect, type Page } from '@playwright/test';
import { expectLoggedIn, loginWithPassword, T, tabNames } from '../support/app';
import { asMiniProgram, C, serveContentHost, untilBackIsClaimed, WECHAT_UA } from '../support/classes-growth';
import { test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';
import { startAs } from '../support/step-up';

/** The category cards of the courses tab, by name. */
const card = (page: Page, name: string | RegExp) => page.getByRole('list').getByRole('button', { name });

async function openCourses(page: Page): Promise<void> {
  await visit(page, '/myTabClass');
  await expect(page.getByRole('heading', { name: C.myCourses })).toBeVisible();
}

test.describe('my classes', () => {
  test('official in a browser: each course type opens its page', async ({ page, context, session, shot }) => {
    await serveContentHost(context);
    await startAs(page, session, []);
    await openCourses(page);
    await expect(page.getByRole('tab', { name: C.all })).toHaveAttribute('aria-selected', 'true');
    await shot('my-classes-official');

    // live → the class's lessons
    await card(page, /数学思维直播课/).click();
    await expect(page).toHaveURL(/\/myClassList\?id=\d+&name=.+&courseType=1&source=myTabClass&groupType=1$/);
    await expect(page.getByRole('listitem')).toHaveCount(8);
    await shot('my-classes-live-lessons');
    // The questionnaire answers true here: the browser's back opens the satisfaction popup first.
    await untilBackIsClaimed(page);
    await page.goBack();
    await page
      .getByRole('dialog', { name: C.satisfaction.title })
      .getByRole('button', { name: C.satisfaction.later })
      .click();
    await expect(page).toHaveURL(atExactly('/myTabClass'));

    // recorded → /courseList
    await card(page, /思维录播课/).click();
    await expect(page).toHaveURL(/\/courseList\?id=\d+&name=/);
    await expect(page.getByText('待解锁').first()).toBeVisible();
    await page.goBack();

    // link → /iframePage, the page embedded from the allowed content host
    await card(page, /家长课堂/).click();
    await expect(page).toHaveURL(/\/iframePage\?url=https%3A%2F%2Fstatic\.wonder\.example%2F/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: /家长课堂/ })).toBeVisible();
    await shot('my-classes-iframe');
    await page.goBack();

    // babyStudy → its detail page (an app-only page in this build)
    await card(page, /宝宝学/).click();
    await expect(page).toHaveURL(/\/babyStudy\/detail\?id=\d+$/);
    await page.goBack();

    // study tasks → the task list, on the unfinished ones
    await card(page, new RegExp(C.studyTasks)).click();
    await expect(page).toHaveURL(
      atExactly('/myClassList?courseType=4&tabType=1&entry=myTabClass&multiSubject=1'),
    );
    await expect(page.getByRole('button', { name: C.todo, pressed: true })).toBeVisible();
    await shot('my-classes-study-tasks');
  });

  test('back from a class list: the satisfaction popup when isPushQuestionnaire answers true', async ({
    page,
    session,
    shot,
  }) => {
    await startAs(page, session, ['default']);
    await openCourses(page);
    await card(page, /数学思维直播课/).click();
    await expect(page.getByRole('listitem')).toHaveCount(8);
    const asked = (await session.journal(50)).filter(
      (e) => e.endpoint === 'questionnaire.isPushQuestionnaire',
    );
    expect(asked.map((e) => e.code)).toEqual(['00000000']);
    await page.getByRole('button', { name: C.back }).click();
    const popup = page.getByRole('dialog', { name: C.satisfaction.title });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/myClassList\?/);
    await shot('my-classes-satisfaction-popup');
    await popup.getByRole('button', { name: C.satisfaction.later }).click();
    await expect(page).toHaveURL(atExactly('/myTabClass'));
  });

  test('in the mini-program: only the courses and me tabs, no download bar, no subject tabs, only the math brand', async ({
    page,
    session,
    shot,
  }) => {
    // What WeChat's web-view sets before any page script runs (platform/env.ts detects it).
    await asMiniProgram(page);
    // The courses tab needs a token (doc 3 §1, §6: without one, /login).
    await startAs(page, session, []);
    await openCourses(page);
    expect(await tabNames(page)).toEqual([T.tabs.courses, T.tabs.me]);
    // No app download bar inside the mini-program.
    await expect(page.getByText(T.downloadOfficial)).toBeHidden();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('list').getByRole('button')).toHaveCount(1);
    await expect(card(page, /数学思维直播课/)).toBeVisible();
    await shot('my-classes-mini-program');
  });

  test('categories failing: 获取课程分类失败, and the retry recovers', async ({ page, session, shot }) => {
    await startAs(page, session, ['course-categories-fail']);
    await visit(page, '/myTabClass');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(C.failed);
    await shot('my-classes-failed');
    await session.setScenarios(['default']);
    await alert.getByRole('button', { name: C.retry }).click();
    await expect(page.getByRole('heading', { name: C.myCourses })).toBeVisible();
  });
});

test.describe('my classes in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test("WeChat's system back from a class list: the satisfaction popup, and a second back leaves", async ({
    page,
    shot,
  }) => {
    await loginWithPassword(page, 'official');
    await expectLoggedIn(page);
    await openCourses(page);
    await card(page, /数学思维直播课/).click();
    await expect(page.getByRole('listitem')).toHaveCount(8);
    await untilBackIsClaimed(page);
    // Android's hardware back in WeChat is the browser's back.
    await page.goBack();
    const popup = page.getByRole('dialog', { name: C.satisfaction.title });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/\/myClassList\?/);
    await shot('my-classes-satisfaction-wechat-back');
    // Not trapped: the second back leaves, the popup with the page.
    await page.goBack();
    await expect(page).toHaveURL(atExactly('/myTabClass'));
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('heading', { name: C.myCourses })).toBeVisible();
  });

  test('a trial parent: the trial card opens the trial class', async ({ page, session, shot }) => {
    await startAs(page, session, [], 'trial-y');
    await openCourses(page);
    await expect(page.getByRole('list').getByRole('button')).toHaveCount(1);
    await shot('my-classes-trial-wechat');
    await card(page, /思维体验课/).click();
    await expect(page).toHaveURL(/courseType=3&source=myTabClass&groupType=2$/);
    await expect(page.getByRole('listitem')).toHaveCount(2);
  });
});
