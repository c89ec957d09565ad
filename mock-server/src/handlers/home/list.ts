/**
 * The paged home list (doc 2 §4 "Home list", §9: limit 2, page 1 first). The answer is a slice of a
 * deterministic pool: the fixture's modules first (so page 1 is what stories show), then generated
 * modules of the other content types and layouts, seeded per audience so every page is stable. A page
 * past the end is empty, which is how the app learns there is no next page.
 */
import {
  CONTENT_TYPE,
  type DataOf,
  endpoints,
  HOME_LIST_USER_TYPE,
  REDIRECT_TYPE,
  STYLE_TYPE,
} from '@wonder/contracts';
import { fakerFor, formatSpecDate, pictureUrl } from '@wonder/fixtures';
import { personaById } from '../../world/personas';
import { defineHandler, type HandlerContext } from '../define';
import { fixtureData } from '../fixture-data';
import { ok } from '../result';

const E = endpoints.home.homePageShowConfig;
type Module = DataOf<typeof E>[number];
type Card = Module['showConfigContentList'][number];

const DAY_MS = 86_400_000;

/** Modules after the fixture's, per audience: content type and layout (all four layouts appear). */
const EXTRA_MODULES: Record<'tourist' | 'student', readonly [number, number][]> = {
  tourist: [
    [CONTENT_TYPE.BABY_STUDY, STYLE_TYPE.FIRST_BIG],
    [CONTENT_TYPE.PEA_CLASS, STYLE_TYPE.SMALL_PRICE],
    [CONTENT_TYPE.BABY_SHOW, STYLE_TYPE.SMALL],
    [CONTENT_TYPE.LIMITED_ACTIVITY, STYLE_TYPE.ALL_BIG],
  ],
  student: [
    [CONTENT_TYPE.OPEN_CLASS, STYLE_TYPE.FIRST_BIG],
    [CONTENT_TYPE.PEA_CLASS, STYLE_TYPE.SMALL_PRICE],
    [CONTENT_TYPE.SOUND_STORY, STYLE_TYPE.SMALL],
    [CONTENT_TYPE.BABY_SHOW, STYLE_TYPE.SMALL],
    [CONTENT_TYPE.OPEN_CLASS, STYLE_TYPE.ALL_BIG],
  ],
};

const NAMES: Record<number, { module: string; titles: readonly string[] }> = {
  [CONTENT_TYPE.LIMITED_ACTIVITY]: {
    module: '限时活动',
    titles: ['国庆特惠：思维训练营', '限时领：3节直播课'],
  },
  [CONTENT_TYPE.BABY_STUDY]: { module: '宝宝爱学习', titles: ['认识形状', '数字儿歌', '颜色配对'] },
  [CONTENT_TYPE.BABY_SHOW]: { module: '宝宝秀', titles: ['宝宝秀：小小演说家', '学霸专区：每日一练'] },
  [CONTENT_TYPE.OPEN_CLASS]: { module: '名师公开课', titles: ['如何陪孩子读绘本', '专注力养成的三个习惯'] },
  [CONTENT_TYPE.SOUND_STORY]: { module: '声音故事', titles: ['声音故事：龟兔赛跑', '声音故事：小马过河'] },
  [CONTENT_TYPE.PEA_CLASS]: { module: '豌豆课', titles: ['豌豆课：拼音入门', '豌豆课：20以内加减'] },
};

function generatedModule(audience: string, index: number, type: number, style: number, now: number): Module {
  const f = fakerFor(`mock-server:home-pool:${audience}:${index}`);
  const names = NAMES[type] ?? { module: '精选内容', titles: ['精选好课'] };
  // A served picture of the kind, chosen by the word the list has always drawn here (later values stay put).
  const image = (kind: 'card' | 'parent') =>
    pictureUrl(kind, f.string.alphanumeric({ length: 12, casing: 'lower' }));
  const cards: Card[] = Array.from({ length: f.number.int({ min: 2, max: 4 }) }, (_, i) => {
    const serialNumber = i + 1;
    const courseId =
      type === CONTENT_TYPE.BABY_SHOW ? serialNumber : f.number.int({ min: 1000, max: 99_999 });
    return {
      id: 100_000 + index * 100 + serialNumber,
      courseId,
      courseTitle: f.helpers.arrayElement(names.titles),
      courseSubtitle: f.helpers.arrayElement(['3-8岁适用', '名师直播', '每周更新']),
      cardContent: f.helpers.arrayElement(['新课上线', '家长推荐', '限时免费']),
      homePageImageUrl: image('card'),
      videoUrl: null,
      endTime: type === CONTENT_TYPE.LIMITED_ACTIVITY ? formatSpecDate(now + (index + 2) * DAY_MS) : null,
      serialNumber,
      participantNum: f.number.int({ min: 100, max: 20_000 }),
      participantPictureUrls: [image('parent'), image('parent')],
      courseLink:
        type === CONTENT_TYPE.PEA_CLASS && serialNumber === 2
          ? 'https://pea.wonder.example/course/intro'
          : null,
      redirectType: type === CONTENT_TYPE.LIMITED_ACTIVITY ? REDIRECT_TYPE.H5 : REDIRECT_TYPE.INNER_PAGE,
      xcxId: null,
      xcxUrl: null,
      miniprogramType: null,
    };
  });
  return {
    childModuleName: names.module,
    styleTypeId: style as Module['styleTypeId'],
    buttonTypeId: type as Module['buttonTypeId'],
    buttonTypeName: '查看更多',
    bannerList: [],
    showConfigContentList: cards,
  };
}

/**
 * The whole list for an audience: the fixture's page, then the generated modules. Built once per
 * (audience, persona, second of session time) and shared: faker is the expensive part, and the list is
 * only sliced and serialised.
 */
export function homeListPool(ctx: HandlerContext, showUserType: number): readonly Module[] {
  return ctx.memo(poolKey(ctx, showUserType), () => {
    const tourist = showUserType === HOME_LIST_USER_TYPE.TOURIST;
    const persona = tourist ? personaById('tourist') : ctx.persona;
    const audience = tourist ? 'tourist' : 'student';
    const head = fixtureData(E, persona, ctx.now);
    const extra = EXTRA_MODULES[audience].map(([type, style], i) =>
      generatedModule(audience, i, type, style, ctx.now),
    );
    return [...head, ...extra];
  });
}

/** The pool of one audience, persona and second of session time. */
function poolKey(ctx: HandlerContext, showUserType: number): string {
  const tourist = showUserType === HOME_LIST_USER_TYPE.TOURIST;
  const persona = tourist ? personaById('tourist') : ctx.persona;
  return `home-list-pool:${tourist ? 'tourist' : 'student'}:${persona.id}:${persona.userId}:${Math.floor(ctx.now / 1000)}`;
}

export const homePageShowConfig = defineHandler(E, (ctx) => {
  const { body } = ctx;
  const start = (body.page - 1) * body.limit;
  // The page is kept like the pool (issue 40 item 4): the same value for every call of this second, so the
  // reply is validated and serialised once, not on every call (the list is the home's largest answer).
  const page = ctx.memo(`${poolKey(ctx, body.showUserType)}:${start}:${body.limit}`, () =>
    homeListPool(ctx, body.showUserType).slice(start, start + body.limit),
  );
  return ok(page);
});
