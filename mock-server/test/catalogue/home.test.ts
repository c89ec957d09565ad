/**
 * Catalogue: the home scenarios (doc 2 §4) and the home handlers' session state (tags, awards, report
 * read status, paged list). 'default' is calm: no popup call has anything to show.
 */
import { CONTENT_TYPE, HOME_LIST_USER_TYPE, INTEREST_TAG_STATUS, REDIRECT_TYPE } from '@wonder/contracts';
import { CHECK_IN_DAY_NUM, PERSONAS, successData } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_SAVE_FAILURE_CODE } from '../../src/handlers/home/interest-tags';
import { TRIAL_CLAIM_WRONG_CODE } from '../../src/handlers/home/trial-claim';
import { MINI_PROGRAM_CARD, NAVBAR_TEXT, UNREAD_COUNT } from '../../src/scenarios/catalogue/home';
import { APP_FAILURE_CODE } from '../../src/scenarios/catalogue/session';
import { adminLogin, type Login, testApp } from '../support/app';
import { call, parseSpecDate, resetSession, sessionWith, useScenarios } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 33 });
});
afterAll(async () => app.close());

type Tag = { tagId: number; tagName: string; status: number };
type Group = {
  id: number;
  title: string;
  maxChosedNum?: number | null;
  olParentInterestTagPopGroupDetailSaveDtos: Tag[];
};
type Pop = { id: number; olParentInterestTagPopGroupSaveDtos: Group[] };
type Award = { id?: number | null; packageName?: string | null; giveClass: number };

async function sessionNow(session: string): Promise<number> {
  const r = await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/clock` });
  return (r.json() as { now: number }).now;
}

/** Which popups of the chain have something to show for this session. */
async function popups(session: string, login: Login) {
  const period = (await call(app, session, login, 'static.higherLevelActivity')).data as {
    startTime: string;
    endTime: string;
  };
  const now = await sessionNow(session);
  const awards = (await call(app, session, login, 'app.listUnclaimedAward')).data as unknown[];
  const signedIn = (await call(app, session, login, 'app.isSignIn')).data as { signIn: boolean };
  const fresh = (await call(app, session, login, 'app.getEntranceDetail')).data as { isShowPop: boolean };
  const wonderful = (await call(app, session, login, 'app.checkWonderfulMoment')).data as { popup: boolean };
  const tags = (await call(app, session, login, 'gateway.interestTagPopList')).data as unknown[];
  const source = (await call(app, session, login, 'app.getSourceConfig')).data as { popups: unknown[] };
  return {
    stepUp: parseSpecDate(period.startTime) <= now && now <= parseSpecDate(period.endTime),
    classHourGift: awards.length > 0,
    checkIn: signedIn.signIn === false,
    newcomer: fresh.isShowPop,
    wonderful: wonderful.popup,
    interestTags: tags.length > 0,
    sourceConfig: source.popups.length > 0,
  };
}

const CALM = {
  stepUp: false,
  classHourGift: false,
  checkIn: false,
  newcomer: false,
  wonderful: false,
  interestTags: false,
  sourceConfig: false,
};

describe('home popups', () => {
  it("'default' is calm: no popup of the chain has anything to show, no new report", async () => {
    const { session, login } = await sessionWith(app, ['default']);
    expect(await popups(session, login)).toEqual(CALM);
    const record = (await call(app, session, login, 'evaluation.getReportRecord')).data as {
      report_record: unknown;
      course_total: number;
    };
    expect(record.report_record).toBeNull();
    expect(record.course_total).toBeGreaterThan(0);
    // What the spec shows always is still there.
    const source = (await call(app, session, login, 'app.getSourceConfig')).data as {
      floatPopups: unknown[];
    };
    expect(source.floatPopups.length).toBeGreaterThan(0);
  });

  const single: [string, keyof typeof CALM][] = [
    ['popup-step-up', 'stepUp'],
    ['popup-class-hour-gift', 'classHourGift'],
    ['popup-check-in', 'checkIn'],
    ['popup-newcomer', 'newcomer'],
    ['popup-wonderful-activities', 'wonderful'],
    ['popup-interest-tags', 'interestTags'],
    ['popup-source-config', 'sourceConfig'],
  ];
  for (const [id, key] of single) {
    it(`'${id}' turns on its popup, and only it`, async () => {
      const { session, login } = await sessionWith(app, [id]);
      expect(await popups(session, login)).toEqual({ ...CALM, [key]: true });
    });
  }

  it("'popups-all' turns on every popup at once; two single ones combine", async () => {
    const all = await sessionWith(app, ['popups-all']);
    const everything = Object.fromEntries(Object.keys(CALM).map((k) => [k, true]));
    expect(await popups(all.session, all.login)).toEqual(everything);
    const two = await sessionWith(app, ['popup-check-in', 'popup-newcomer']);
    expect(await popups(two.session, two.login)).toEqual({ ...CALM, checkIn: true, newcomer: true });
  });

  it("'popup-check-in' answers the fixture's day count; 'popup-check-in-first-day' answers 0 days", async () => {
    const days = async (ids: string[]) => {
      const { session, login } = await sessionWith(app, ids);
      return (await call(app, session, login, 'app.isSignIn')).data;
    };
    expect(await days(['popup-check-in'])).toEqual({ signIn: false, dayNum: CHECK_IN_DAY_NUM });
    expect(await days(['popup-check-in-first-day'])).toEqual({ signIn: false, dayNum: 0 });
    expect(await days([])).toEqual({ signIn: true, dayNum: CHECK_IN_DAY_NUM });
  });

  it("'popup-step-up': the period is pinned to the session; moving the clock past its end closes it", async () => {
    const { session, login } = await sessionWith(app, ['popup-step-up']);
    const period = (await call(app, session, login, 'static.higherLevelActivity')).data as {
      endTime: string;
    };
    const end = parseSpecDate(period.endTime);
    const r = await app.inject({
      method: 'POST',
      url: `/__mock/sessions/${session}/clock`,
      payload: { set: end + 60_000 },
    });
    expect(r.statusCode).toBe(200);
    const again = (await call(app, session, login, 'static.higherLevelActivity')).data as { endTime: string };
    expect(again.endTime).toBe(period.endTime);
    // Two weeks on, the login token has expired too: log in again at the new time.
    expect((await popups(session, await adminLogin(app, session))).stepUp).toBe(false);
  });

  it("'popup-newcomer': third scene with its popup", async () => {
    const { session, login } = await sessionWith(app, ['popup-newcomer']);
    const d = (await call(app, session, login, 'app.getEntranceDetail')).data;
    expect(d).toMatchObject({
      firstScene: false,
      secondScene: false,
      thirdScene: true,
      fourthScene: false,
      isShowPop: true,
    });
  });

  it("'popup-interest-tags': a group whose chosen count equals maxChosedNum", async () => {
    const { session, login } = await sessionWith(app, ['popup-interest-tags']);
    const pops = (await call(app, session, login, 'gateway.interestTagPopList')).data as Pop[];
    const groups = pops.flatMap((p) => p.olParentInterestTagPopGroupSaveDtos);
    const atMax = groups.filter(
      (g) =>
        g.maxChosedNum != null &&
        g.olParentInterestTagPopGroupDetailSaveDtos.filter((t) => t.status === INTEREST_TAG_STATUS.CHOSEN)
          .length === g.maxChosedNum,
    );
    expect(atMax.length).toBe(1);
    expect(groups.length).toBeGreaterThan(1);
  });
});

describe('newcomer scenes', () => {
  for (const n of [1, 2, 3, 4] as const) {
    it(`'newcomer-scene-${n}': only scene ${n}, no popup`, async () => {
      const { session, login } = await sessionWith(app, [`newcomer-scene-${n}`]);
      const d = (await call(app, session, login, 'app.getEntranceDetail')).data as Record<string, unknown>;
      expect([d.firstScene, d.secondScene, d.thirdScene, d.fourthScene]).toEqual(
        [1, 2, 3, 4].map((i) => i === n),
      );
      expect(d.isShowPop).toBe(false);
    });
  }
});

describe('report card', () => {
  it("'report-new-record': new until marked read; the read status persists until reset", async () => {
    const { session, login } = await sessionWith(app, ['report-new-record']);
    const first = (await call(app, session, login, 'evaluation.getReportRecord')).data as {
      report_record: { id: number } | null;
    };
    expect(first.report_record).not.toBeNull();
    const id = first.report_record?.id as number;
    const read = await call(app, session, login, 'evaluation.updateReportReadStatus', {
      body: { id, userId: login.userId },
    });
    expect(read.code).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = (await call(app, session, login, 'evaluation.getReportRecord')).data as {
        report_record: unknown;
      };
      expect(again.report_record).toBeNull();
    }
    expect(app.mock.sessions.get(session).world.readReports.has(String(id))).toBe(true);

    await resetSession(app, session);
    await useScenarios(app, session, ['report-new-record']);
    const relogin = await adminLogin(app, session);
    const after = (await call(app, session, relogin, 'evaluation.getReportRecord')).data as {
      report_record: { id: number } | null;
    };
    expect(after.report_record?.id).toBe(id);
  });

  it('reading another report id leaves the new record new', async () => {
    const { session, login } = await sessionWith(app, ['report-new-record']);
    await call(app, session, login, 'evaluation.updateReportReadStatus', {
      body: { id: 1, userId: login.userId },
    });
    const r = (await call(app, session, login, 'evaluation.getReportRecord')).data as {
      report_record: unknown;
    };
    expect(r.report_record).not.toBeNull();
  });
});

describe('poster card', () => {
  it("'poster-task-done-hidden': taskStatus 5 while the invite config's indexHide is 0", async () => {
    const { session, login } = await sessionWith(app, ['poster-task-done-hidden']);
    const task = (await call(app, session, login, 'marketing.getPosterShareTask')).data as {
      taskStatus: number;
    };
    expect(task.taskStatus).toBe(5);
    const config = (
      await call(app, session, login, 'app.getUpgradeConfig', { query: { typeCode: 'inviteConfig' } })
    ).data as { typeCode: string; typeValue: string }[];
    expect(config).toHaveLength(1);
    expect(config[0]?.typeCode).toBe('inviteConfig');
    expect(JSON.parse(config[0]?.typeValue ?? '{}')).toMatchObject({ indexHide: 0 });

    const calm = await sessionWith(app, ['default']);
    const shown = (await call(app, calm.session, calm.login, 'marketing.getPosterShareTask')).data as {
      taskStatus: number;
    };
    expect(shown.taskStatus).not.toBe(5);
  });

  it('getUpgradeConfig answers per typeCode', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const outline = (
      await call(app, session, login, 'app.getUpgradeConfig', { query: { typeCode: 'courseOutline' } })
    ).data as { typeCode: string; typeValue: string }[];
    expect(outline[0]?.typeCode).toBe('courseOutline');
    expect(JSON.parse(outline[0]?.typeValue ?? '{}')).toEqual({ url: expect.stringMatching(/^https:\/\//) });
    const dialog = (
      await call(app, session, login, 'app.getUpgradeConfig', { query: { typeCode: 'cfplHourDialog' } })
    ).data as { typeCode: string }[];
    expect(dialog[0]?.typeCode).toBe('cfplHourDialog');
  });
});

describe('home list', () => {
  const page = (
    session: string,
    login: Login,
    p: number,
    showUserType: number = HOME_LIST_USER_TYPE.OFFICIAL_STUDENT,
  ) =>
    call(app, session, login, 'app.homePageShowConfig', {
      body: { page: p, limit: 2, showDeviceType: 1, showUserType, userId: login.userId },
    });
  const names = (data: unknown) =>
    (data as { childModuleName: string; showConfigContentList: { id: number }[] }[]).map(
      (m) => `${m.childModuleName}#${m.showConfigContentList.map((c) => c.id).join('.')}`,
    );

  it('paginates a deterministic pool by page and limit; page 1 is the fixture page', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const pages = [];
    for (let p = 1; p <= 5; p++) pages.push(await page(session, login, p));
    expect(pages.map((r) => (r.data as unknown[]).length)).toEqual([2, 2, 2, 1, 0]);
    const all = pages.flatMap((r) => names(r.data));
    expect(new Set(all).size).toBe(7);
    expect(names(pages[0]?.data)).toEqual(names(successData('app.homePageShowConfig', PERSONAS.official)));
    // Same page, same answer; a bigger limit covers the same pool in order.
    expect(names((await page(session, login, 2)).data)).toEqual(names(pages[1]?.data));
    const big = await call(app, session, login, 'app.homePageShowConfig', {
      body: { page: 1, limit: 10, showDeviceType: 1, showUserType: 2, userId: login.userId },
    });
    expect(names(big.data)).toEqual(all);
    // Every layout appears across the pool.
    const styles = new Set((big.data as { styleTypeId: number }[]).map((m) => m.styleTypeId));
    expect([...styles].sort()).toEqual([1, 2, 3, 4]);
  });

  it('tourists (user type 1) get their own pool', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const big = await call(app, session, login, 'app.homePageShowConfig', {
      body: { page: 1, limit: 10, showDeviceType: 1, showUserType: HOME_LIST_USER_TYPE.TOURIST },
    });
    expect((big.data as unknown[]).length).toBe(6);
    expect((big.data as { buttonTypeId: number }[])[0]?.buttonTypeId).toBe(4);
  });

  it("'home-list-empty': every page is empty", async () => {
    const { session, login } = await sessionWith(app, ['home-list-empty']);
    for (const p of [1, 2]) {
      const r = await page(session, login, p);
      expect(r.code).toBe('00000000');
      expect(r.data).toEqual([]);
    }
  });

  it("'home-list-mini-program': every limited-activity card opens a mini-program with its link as fallback; the rest unchanged", async () => {
    type Card = { courseId: number; courseLink?: string | null; redirectType?: number | null } & Record<
      string,
      unknown
    >;
    type Mod = { buttonTypeId: number; showConfigContentList: Card[] };
    const all = async (ids: string[], showUserType: number) => {
      const { session, login } = await sessionWith(app, ids);
      const r = await call(app, session, login, 'app.homePageShowConfig', {
        body: { page: 1, limit: 10, showDeviceType: 1, showUserType, userId: login.userId },
      });
      return r.data as Mod[];
    };
    const isLimited = (m: Mod) => m.buttonTypeId === CONTENT_TYPE.LIMITED_ACTIVITY;
    for (const audience of [HOME_LIST_USER_TYPE.OFFICIAL_STUDENT, HOME_LIST_USER_TYPE.TOURIST]) {
      const [plain, mini] = [
        await all(['default'], audience),
        await all(['home-list-mini-program'], audience),
      ];
      const cards = mini.filter(isLimited).flatMap((m) => m.showConfigContentList);
      expect(cards.length, String(audience)).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card).toMatchObject({
          redirectType: REDIRECT_TYPE.MINI_APP,
          xcxId: MINI_PROGRAM_CARD.xcxId,
          xcxUrl: `${MINI_PROGRAM_CARD.page}?id=${card.courseId}`,
          courseLink: expect.stringMatching(/^https:\/\//),
        });
      }
      expect(mini.filter((m) => !isLimited(m))).toEqual(plain.filter((m) => !isLimited(m)));
    }
    // Without the scenario the tourists' limited activity is a plain H5 link without a mini-program.
    const touristCards = (await all(['default'], HOME_LIST_USER_TYPE.TOURIST))
      .filter(isLimited)
      .flatMap((m) => m.showConfigContentList);
    expect(touristCards.every((c) => c.redirectType === REDIRECT_TYPE.H5 && !c.xcxId)).toBe(true);
  });

  it("'home-list-fails': every page answers a failure", async () => {
    const { session, login } = await sessionWith(app, ['home-list-fails']);
    for (const p of [1, 2]) {
      const r = await page(session, login, p);
      expect(r.code).toBe(APP_FAILURE_CODE);
      expect(r.message).toBe('首页内容加载失败');
    }
  });

  it("'unread-120': the unread count is 120", async () => {
    const { session, login } = await sessionWith(app, ['unread-120']);
    const r = await call(app, session, login, 'gateway.getUnReadMsgNum');
    expect(r.data).toEqual({ num: UNREAD_COUNT });
  });

  it("'navbar-text': the source config's navbar text, no popup; 'default' has none", async () => {
    const navbar = async (scenarios: string[]) => {
      const { session, login } = await sessionWith(app, scenarios);
      return (await call(app, session, login, 'app.getSourceConfig')).data as {
        navbar?: { textContent?: string | null } | null;
        popups: unknown[];
      };
    };
    const configured = await navbar(['navbar-text']);
    expect(configured.navbar?.textContent).toBe(NAVBAR_TEXT);
    expect(configured.popups).toEqual([]);
    expect((await navbar([])).navbar?.textContent).toBe('');
  });
});

describe('interest tags are saved in the session', () => {
  it('the list reflects a save, a save over the limit is refused, a reset forgets', async () => {
    const { session, login } = await sessionWith(app, ['popup-interest-tags']);
    const pops = (await call(app, session, login, 'gateway.interestTagPopList')).data as Pop[];
    const pop = pops[0] as Pop;
    const group = pop.olParentInterestTagPopGroupSaveDtos[0] as Group;
    const tags = group.olParentInterestTagPopGroupDetailSaveDtos;
    const choose = new Set([tags[1]?.tagId, tags[4]?.tagId]);
    const save = (chosen: Set<number | undefined>) =>
      call(app, session, login, 'gateway.interestTagPopListSave', {
        body: {
          interestTagPopListSaveReqDtos: [
            {
              popId: pop.id,
              saveGroupReqDtos: [
                {
                  groupId: group.id,
                  tagReqDtos: tags.map((t) => ({
                    tagid: t.tagId,
                    status: chosen.has(t.tagId) ? INTEREST_TAG_STATUS.CHOSEN : INTEREST_TAG_STATUS.NOT_CHOSEN,
                  })),
                },
              ],
            },
          ],
        },
      });
    expect((await save(choose)).code).toBe('00000000');

    const statuses = async () => {
      const list = (await call(app, session, login, 'gateway.interestTagPopList')).data as Pop[];
      return list[0]?.olParentInterestTagPopGroupSaveDtos[0]?.olParentInterestTagPopGroupDetailSaveDtos.map(
        (t) => [t.tagId, t.status],
      );
    };
    const expected = tags.map((t) => [t.tagId, choose.has(t.tagId) ? 1 : 2]);
    expect(await statuses()).toEqual(expected);
    expect(await statuses()).toEqual(expected);

    const tooMany = await save(new Set(tags.slice(0, (group.maxChosedNum ?? 0) + 1).map((t) => t.tagId)));
    expect(tooMany.code).toBe(TAG_SAVE_FAILURE_CODE);
    expect(tooMany.message).toBe(`最多可选${group.maxChosedNum}个`);
    expect(await statuses()).toEqual(expected);

    await resetSession(app, session);
    expect(app.mock.sessions.get(session).world.interestTags.size).toBe(0);
    await useScenarios(app, session, ['popup-interest-tags']);
    const relogin = await adminLogin(app, session);
    const fresh = (await call(app, session, relogin, 'gateway.interestTagPopList')).data as Pop[];
    expect(fresh).toEqual(pops);
  });
});

describe('class-hour awards are claimed in the session', () => {
  it('receiving an award removes it from the list until reset', async () => {
    const { session, login } = await sessionWith(app, ['popup-class-hour-gift']);
    const before = (await call(app, session, login, 'app.listUnclaimedAward')).data as Award[];
    expect(before).toHaveLength(2);
    const r = await call(app, session, login, 'app.receivePackageAward', {
      body: { packageReceives: [before[0]], token: login.token },
    });
    expect(r.code).toBe('00000000');
    const after = (await call(app, session, login, 'app.listUnclaimedAward')).data as Award[];
    expect(after).toEqual([before[1]]);
    await call(app, session, login, 'app.receivePackageAward', {
      body: { packageReceives: after, token: login.token },
    });
    expect((await call(app, session, login, 'app.listUnclaimedAward')).data).toEqual([]);

    await resetSession(app, session);
    await useScenarios(app, session, ['popup-class-hour-gift']);
    const relogin = await adminLogin(app, session);
    expect((await call(app, session, relogin, 'app.listUnclaimedAward')).data).toEqual(before);
  });

  it('claims are per session', async () => {
    const a = await sessionWith(app, ['popup-class-hour-gift']);
    const b = await sessionWith(app, ['popup-class-hour-gift']);
    const list = (await call(app, a.session, a.login, 'app.listUnclaimedAward')).data as Award[];
    await call(app, a.session, a.login, 'app.receivePackageAward', {
      body: { packageReceives: list, token: a.login.token },
    });
    expect((await call(app, a.session, a.login, 'app.listUnclaimedAward')).data).toEqual([]);
    expect((await call(app, b.session, b.login, 'app.listUnclaimedAward')).data).toEqual(list);
  });
});

describe('the trial-claim login (doc 2 §9)', () => {
  it('a wrong code is refused; a new phone is a first login whose token the status lookup knows; then not first', async () => {
    const { session, login } = await sessionWith(app, []);
    const claim = (verificationCode: string) =>
      call(app, session, login, 'app.trialClaimLogin', {
        body: { phone: '13900001111', areaCode: '86', verificationCode, source: 10001 },
      });
    const wrong = await claim('000000');
    expect(wrong.code).toBe(TRIAL_CLAIM_WRONG_CODE);
    expect(wrong.message).toBe('验证码错误');

    const first = (await claim('123456')).data as { token: string; isFirstLogin: boolean };
    expect(first.isFirstLogin).toBe(true);
    const ext = await call(app, session, login, 'app.getAuthTokenExt', { query: { token: first.token } });
    expect(ext.code).toBe('00000000');
    expect(((await claim('123456')).data as { isFirstLogin: boolean }).isFirstLogin).toBe(false);
  });
});
