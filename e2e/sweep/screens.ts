/**
 * The failure sweep's screens: every screen of the app's screen map (web/src/app/screens.ts, typed: a screen
 * added there without a row here does not compile), the state it opens in, and its main actions. Which calls a
 * screen makes is not written here: the sweep's discovery reads it from the simulator's journal on a clean
 * visit (discover.spec.ts), so the matrix follows the code.
 */
import { expect, type Page } from '@playwright/test';
import type { ScenarioId } from '@wonder/contracts';
import { growthShareKey, PERSONAS } from '@wonder/fixtures';
import type { ScreenPath } from '@wonder/web/src/app/screen-paths';
import { persona, T, USER_AGENTS } from '../support/app';
import { WECHAT_UA } from '../support/classes-growth';
import type { Href } from '../support/routes';
import { ANDROID_CHROME, SU } from '../support/step-up';

/**
 * How the parent is on the screen: logged in (the stored login of the scenarios' persona) in a phone browser,
 * in WeChat, in Android's Chrome (the 2021 step-up routes send iOS browsers away), a desktop browser, or a
 * visitor who never logged in.
 */
export type SweepVisitor = 'browser' | 'wechat' | 'android' | 'pc' | 'tourist';

export const USER_AGENT_OF: Readonly<Record<SweepVisitor, string | undefined>> = {
  browser: undefined,
  wechat: WECHAT_UA,
  android: ANDROID_CHROME,
  pc: USER_AGENTS.pc,
  tourist: undefined,
};

export interface SweepAction {
  /** A short name, unique on its screen ('password login'). */
  name: string;
  /** What the parent does once the first view is drawn. */
  run(page: Page): Promise<void>;
}

export interface SweepScreen {
  href: Href;
  /** The simulator scenarios the screen opens in (the first names the persona). */
  scenarios: readonly ScenarioId[];
  visitor: SweepVisitor;
  actions?: readonly SweepAction[];
}

const official = PERSONAS.official;

async function fillPasswordLogin(page: Page) {
  const p = persona('official');
  await page.getByRole('tab', { name: T.modePassword }).click();
  await page.getByLabel(T.phone).fill(p.phone);
  await page.getByLabel(T.password).fill(p.password);
  await page.getByRole('button', { name: T.submit, exact: true }).click();
}

async function sendLoginCode(page: Page) {
  await page.getByRole('tab', { name: T.modeSms }).click();
  await page.getByLabel(T.phone).fill(persona('official').phone);
  await page.getByRole('button', { name: T.sendCode }).click();
}

/** The step-up screens' own scenario: a student of type 2 waiting, with recommended classes. */
const STEP_UP: ScenarioId[] = ['step-up-t2-s1'];

export const SWEEP_SCREENS = {
  '/login': {
    href: '/login',
    scenarios: ['official'],
    visitor: 'tourist',
    actions: [
      { name: 'password login', run: fillPasswordLogin },
      { name: 'send the login code', run: sendLoginCode },
    ],
  },
  '/protocol': { href: '/protocol?type=userChildrenPrivacy', scenarios: ['official'], visitor: 'tourist' },
  '/userAgreement': { href: '/userAgreement', scenarios: ['official'], visitor: 'tourist' },
  '/userPrivacy': { href: '/userPrivacy', scenarios: ['official'], visitor: 'tourist' },
  '/userChildrenPrivacy': { href: '/userChildrenPrivacy', scenarios: ['official'], visitor: 'tourist' },
  '/index': { href: '/index', scenarios: ['official'], visitor: 'browser' },
  '/parentsCenter': { href: '/parentsCenter', scenarios: ['official'], visitor: 'browser' },
  '/myTabClass': { href: '/myTabClass', scenarios: ['official'], visitor: 'browser' },
  '/growUp/studyPlan': { href: '/growUp/studyPlan', scenarios: ['official'], visitor: 'wechat' },
  '/growUp/situation': { href: '/growUp/situation', scenarios: ['official'], visitor: 'wechat' },
  '/growUp/growReportList': { href: '/growUp/growReportList', scenarios: ['official'], visitor: 'wechat' },
  '/furtherShiftClassCenter': { href: '/furtherShiftClassCenter', scenarios: STEP_UP, visitor: 'browser' },
  '/furtherShiftClassCenter/furtherShiftClass': {
    href: '/furtherShiftClassCenter/furtherShiftClass',
    scenarios: STEP_UP,
    visitor: 'browser',
    actions: [
      {
        name: 'join a class',
        async run(page) {
          await page.getByRole('button', { name: SU.choose }).first().click();
          await page
            .getByRole('dialog', { name: SU.confirmJoin })
            .getByRole('button', { name: SU.join })
            .click();
        },
      },
    ],
  },
  '/furtherShiftClassCenter/furtherChoiceTime': {
    href: '/furtherShiftClassCenter/furtherChoiceTime',
    scenarios: ['step-up-t2-s1-no-recommend'],
    visitor: 'browser',
  },
  '/growUp/situation/share': {
    href: `/growUp/situation/share?shareKey=${growthShareKey(official, 'report')}`,
    scenarios: ['official'],
    visitor: 'wechat',
  },
  '/growUp/situation/schedule': {
    href: `/growUp/situation/schedule?shareKey=${growthShareKey(official, 'report')}`,
    scenarios: ['official'],
    visitor: 'wechat',
  },
  '/growUp/situation/v1/share': {
    href: `/growUp/situation/v1/share?shareKey=${growthShareKey(official, 'report')}`,
    scenarios: ['official'],
    visitor: 'wechat',
  },
  '/growUp/studyPlan/share': {
    href: `/growUp/studyPlan/share?shareKey=${growthShareKey(official, 'plan')}`,
    scenarios: ['official'],
    visitor: 'wechat',
  },
  '/myClassList': {
    href: '/myClassList?id=3120&name=思维体验课&courseType=3&source=myTabClass&groupType=2',
    scenarios: ['official'],
    visitor: 'browser',
  },
  '/myClassHour': { href: '/myClassHour?hourType=0', scenarios: ['official'], visitor: 'browser' },
  '/option': {
    href: '/option',
    scenarios: ['official'],
    visitor: 'browser',
    actions: [
      {
        name: 'log out',
        async run(page) {
          await page.getByRole('button', { name: SU.logout }).click();
        },
      },
    ],
  },
  '/evaReportList': {
    href: '/evaReportList?grow=false&cateId=4&entry=growUp&subject=0',
    scenarios: ['official'],
    visitor: 'wechat',
  },
  '/downloadApp': { href: '/downloadApp?type=1&enter=19', scenarios: ['official'], visitor: 'browser' },
  '/downloadAppPc': { href: '/downloadAppPc?type=1&enter=19', scenarios: ['official'], visitor: 'pc' },
  '/iframePage': {
    href: `/iframePage?url=${encodeURIComponent('https://static.wonder.example/course/intro.html')}`,
    scenarios: ['official'],
    visitor: 'browser',
  },
  '/courseList': { href: '/courseList?id=5533&name=录播课', scenarios: ['official'], visitor: 'browser' },
  '/furtherEducation': {
    href: '/furtherEducation',
    scenarios: STEP_UP,
    visitor: 'browser',
    actions: [
      {
        name: 'confirm the new class',
        async run(page) {
          await page.getByRole('button', { name: SU.confirmClass }).click();
        },
      },
    ],
  },
  '/furtherEducationEnter': { href: '/furtherEducationEnter', scenarios: STEP_UP, visitor: 'browser' },
  '/selectAgePage': { href: '/selectAgePage', scenarios: ['official'], visitor: 'browser' },
  '/freshmentEnrollment': { href: '/freshmentEnrollment', scenarios: ['official'], visitor: 'browser' },
  '/commonGuide': {
    href: '/commonGuide?code=little_teacher_card_mini',
    scenarios: ['official'],
    visitor: 'browser',
  },
  '/higherLevelLogin': {
    href: '/higherLevelLogin',
    scenarios: [...STEP_UP, 'popup-step-up'],
    visitor: 'android',
  },
  '/higherLevel': { href: '/higherLevel', scenarios: [...STEP_UP, 'popup-step-up'], visitor: 'android' },
  '/higherLevelWaiting': {
    href: '/higherLevelWaiting',
    scenarios: [...STEP_UP, 'popup-step-up'],
    visitor: 'android',
  },
  '/higherLevelOriginal': {
    href: '/higherLevelOriginal',
    scenarios: [...STEP_UP, 'popup-step-up'],
    visitor: 'android',
  },
  '/higherLevelGrouping': {
    href: '/higherLevelGrouping',
    scenarios: ['step-up-grouping', 'popup-step-up'],
    visitor: 'android',
  },
  '/higherLevelCompleted': {
    href: '/higherLevelCompleted',
    scenarios: ['step-up-s3', 'popup-step-up'],
    visitor: 'android',
  },
  '/higherLevelSelectClass': {
    href: '/higherLevelSelectClass',
    scenarios: [...STEP_UP, 'popup-step-up'],
    visitor: 'android',
  },
  '/higherLevelSelectTime': {
    href: '/higherLevelSelectTime',
    scenarios: ['step-up-t2-s1-no-recommend', 'popup-step-up'],
    visitor: 'android',
  },
} as const satisfies { readonly [P in ScreenPath]: SweepScreen };

export type SweepScreenPath = keyof typeof SWEEP_SCREENS;

export const SCREEN_PATHS = Object.keys(SWEEP_SCREENS) as SweepScreenPath[];

/** The first view is drawn: the loading screen gone and the page's main content in place. */
export async function firstViewDrawn(page: Page): Promise<void> {
  await expect(page.locator('.wp-shell-loading[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

export function actionsOf(screen: SweepScreen): readonly SweepAction[] {
  return screen.actions ?? [];
}
