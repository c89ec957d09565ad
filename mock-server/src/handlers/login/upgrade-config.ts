/**
 * The upgrade-config lookup answered per typeCode (doc 2 §7 "URL-config call typeCode inviteConfig",
 * doc 3 §7 jump-link config). The fixture answers the class-hour dialog config for any code; here
 * inviteConfig answers the fixtures' invite config (both variants, every hide flag 0 = shown) and the jump-link
 * codes a url, so the poster card rule "shown unless taskStatus 5 and invite hide 0" can be exercised.
 * Other codes keep the fixture's answer.
 */
import { endpoints, JUMP_LINK_TYPE_CODE, UPGRADE_CONFIG_TYPE_CODE } from '@wonder/contracts';
import { INVITE_CONFIG } from '@wonder/fixtures';
import { defineHandler } from '../define';
import { ok } from '../result';

const ACT = 'https://act.wonder.example';

const URLS: Record<string, string> = {
  [JUMP_LINK_TYPE_CODE.COURSE_OUTLINE]: `${ACT}/step-up/course-outline`,
  [JUMP_LINK_TYPE_CODE.ARRANGE_CLASS_URL]: `${ACT}/step-up/arrange-class`,
  [JUMP_LINK_TYPE_CODE.CODE_18]: `${ACT}/config/18`,
};

export const getUpgradeConfig = defineHandler(endpoints.login.getUpgradeConfig, (ctx) => {
  const { typeCode } = ctx.query;
  if (typeCode === UPGRADE_CONFIG_TYPE_CODE.INVITE_CONFIG) {
    return ok([{ id: 2, typeCode, typeName: '邀请有礼配置', typeValue: JSON.stringify(INVITE_CONFIG) }]);
  }
  const url = URLS[typeCode];
  if (url) return ok([{ id: 3, typeCode, typeName: '跳转链接配置', typeValue: JSON.stringify({ url }) }]);
  return ok(ctx.successData());
});
