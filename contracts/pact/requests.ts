/**
 * One realistic, DETERMINISTIC example request per endpoint: what the app sends for the official student
 * (persona 'official' of @wonder/fixtures). Each example is valid for the endpoint's schema (a test parses
 * it) and acceptable to the simulator (the provider verification replays it). No clock, no randomness:
 * RSA ciphers are committed constants (ciphers.ts), the AES point of the slider is computed from fixed
 * inputs (AES-ECB is deterministic), times are the fixtures' reference date.
 */
import { createCipheriv } from 'node:crypto';
import {
  APP_TYPE_CODE,
  BANNER_PLATFORM_TYPE,
  BANNER_USER_TYPE,
  CAPTCHA_POINT_Y,
  CAPTCHA_TYPE,
  CHANNEL,
  CIPHER_VERSION,
  DEVICE_TYPE,
  type EndpointId,
  HOME_LIST_USER_TYPE,
  TRACKING_PLATFORM,
} from '@wonder/contracts';
import type { Credentials } from '@wonder/contracts/client';
import { fixtureToken, growthShareKey, PERSONAS, REFERENCE_MS } from '@wonder/fixtures';
import { OFFICIAL_PASSWORD_CIPHER, OFFICIAL_PHONE_CIPHER } from './ciphers';

export interface ExampleRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Verification string of a solved slider captcha (sent as captcha-sencond-code). */
  captchaSecondCode?: string;
}

type PersonaKey = keyof typeof PERSONAS;

/** The credentials the app holds for a logged-in persona: its fixture token and the reference time. */
export function credentialsOf(persona: PersonaKey): Credentials {
  const p = PERSONAS[persona];
  return { token: fixtureToken(p), userId: p.userId, time: REFERENCE_MS };
}

const official = PERSONAS.official;
const token = fixtureToken(official);

/** The SMS code the simulator accepts (mock-server DEV_SMS_CODE). */
export const EXAMPLE_SMS_CODE = '123456';

/**
 * A slider challenge known to the provider through the state params (the state handler seeds it): fixed
 * token, 16-character AES key and the true x of the hole, so the check request is the same every run.
 */
export const CAPTCHA_CHALLENGE = {
  captchaToken: 'pact0challenge0token0000000000001',
  secretKey: 'PactSliderKey016',
  x: 212,
} as const;

/** What the captcha component does with crypto-js: AES-128-ECB/PKCS7 of the point JSON, base64. */
export function aesPoint(x: number, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  const plain = JSON.stringify({ x, y: CAPTCHA_POINT_Y });
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export const CAPTCHA_POINT_JSON = aesPoint(CAPTCHA_CHALLENGE.x, CAPTCHA_CHALLENGE.secretKey);
/** Dropped 60 px beside the hole: the check must fail. */
export const CAPTCHA_WRONG_POINT_JSON = aesPoint(CAPTCHA_CHALLENGE.x + 60, CAPTCHA_CHALLENGE.secretKey);
/** The verification string the SMS send carries after a solved captcha: `<token>---<pointJson>`. */
export const CAPTCHA_SECOND_CODE = `${CAPTCHA_CHALLENGE.captchaToken}---${CAPTCHA_POINT_JSON}`;

const stepUp = {
  studentId: official.studentId,
  /** Ids the official persona's step-up fixture carries (plan step, class, teacher). */
  planStepId: 102,
  classId: 68877,
  teacherId: 4537,
  teacherCode: 'T39019650',
  catePid: 202,
  cateSid: 102,
  oldCycle: '[{"week":7,"time":"14:00"},{"week":3,"time":"19:30"}]',
};
const operator = { student_id: stepUp.studentId, operator_id: official.userId, operator: '家长' };

const sendSms = {
  areaCode: official.areaCode,
  phoneCipher: OFFICIAL_PHONE_CIPHER,
  cipherVersion: CIPHER_VERSION,
};

/** Example requests by endpoint id; endpoints without query or body need no entry. */
export const EXAMPLE_REQUESTS: Readonly<Partial<Record<EndpointId, ExampleRequest>>> = {
  // ── auth (doc 1) ──
  'member.pwdLogin': {
    body: {
      appTypeCode: APP_TYPE_CODE.MASTER_WECHAT,
      phoneCipher: OFFICIAL_PHONE_CIPHER,
      passwordCipher: OFFICIAL_PASSWORD_CIPHER,
      areaCode: official.areaCode,
      source: 1,
      cipherVersion: CIPHER_VERSION,
    },
  },
  'member.verificationLogin': {
    body: {
      appTypeCode: APP_TYPE_CODE.MASTER_WECHAT,
      phoneCipher: OFFICIAL_PHONE_CIPHER,
      areaCode: official.areaCode,
      source: 1,
      cipherVersion: CIPHER_VERSION,
      verificationCode: EXAMPLE_SMS_CODE,
      verificationCodeToken: 'vc-0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      ext: { presentId: '0' },
      channel: CHANNEL.WEIXIN_WEB,
      registered: true,
    },
  },
  'member.phoneChangeWechat': {
    body: { appTypeCode: APP_TYPE_CODE.MASTER_WECHAT, openid: official.openId },
  },
  'member.updateOlUser': { body: { age: 7 } },
  'member.checkToken': { body: { token } },
  'member.wechatBackup': {
    body: { code: '071AbCdE0aBcDe1FgHiJ2kLmNo3AbCdEf', appTypeCode: APP_TYPE_CODE.MASTER_WECHAT },
  },
  'member.weChatAuthorization': { body: { backupUrl: 'https://parent.wonder.example/login?from=wechat' } },
  'platform.bizToken': { body: { channel: CHANNEL.WEIXIN_WEB, terminal: 'h5', token } },
  'member.realToken': { body: { token } },
  'app.userInfoByToken': { query: { token } },
  'member.sourceIdBySourceKey': { query: { sourceKey: 'wx-parent-menu' } },
  'member.logout': { body: { token } },
  'app.visitorLogout': { query: { token } },
  'member.linkCode': { body: { token, appTypeCode: APP_TYPE_CODE.MASTER_WECHAT } },
  'app.getAuthCenterToken': { query: { token } },
  'app.getAuthTokenExt': { query: { token } },
  'app.getSourceId': { query: { sourceKey: 'wx-parent-menu' } },
  'app.getAuthToken': { query: { token } },
  'app.appLogin': { body: { deviceType: DEVICE_TYPE.ANDROID, token } },
  'app.getServiceToken': { query: { serviceName: 'learning-partner' } },
  'app.getPresentId': { query: { presentKey: 'invite-friend' } },
  'app.getProtocol': { query: { type: 'userPrivacy' } },
  'app.isSubscribe': { query: { userId: official.userId } },
  'app.getUpgradeConfig': { query: { typeCode: 'cfplHourDialog' } },
  // ── captcha and SMS ──
  'captcha.captchaGet': {
    body: { captchaType: CAPTCHA_TYPE.BLOCK_PUZZLE, clientUid: 'slider-7f3a9c', ts: REFERENCE_MS },
  },
  'captcha.captchaCheck': {
    body: {
      captchaType: CAPTCHA_TYPE.BLOCK_PUZZLE,
      pointJson: CAPTCHA_POINT_JSON,
      token: CAPTCHA_CHALLENGE.captchaToken,
    },
  },
  'member.sendLoginCode': { body: sendSms },
  'member.aggregationSendVerificationCode': { body: sendSms },
  'member.v3SendVerificationCode': { body: sendSms },
  'crm.smsSends': { body: { mobile: official.phone, areaCode: official.areaCode } },
  'member.getSupplierCodeList': { query: { appid: 'wonder-parent-h5' } },
  // ── WeChat share, tracking ──
  'www.shareConf': { body: { sUrl: 'https://parent.wonder.example/index' } },
  'app.getBeacoinByShareWechat': { body: { token, id: 3021 } },
  'tracking.writeKafka': {
    body: {
      user_id: official.userId,
      device_id: 'dev-5c1e8a2b',
      session_id: 'ses-9d04f7e1',
      platform: TRACKING_PLATFORM.WEB,
      os: 'Android 14',
      network: 'wifi',
      app_version: '1.6.0',
      app_name: 'wonder-parent',
      timestamp: REFERENCE_MS,
      event_name: 'home_banner_click',
      event_id: 'evt-0001',
      paras: { android_channel: 'official', banner_id: 100 },
    },
  },
  'app.trackSignUp': { query: { anonymousId: 'anon-3b9f2c71', registerId: official.userId } },
  // ── other doc 1 calls ──
  'app.getUserSubject': { body: { token } },
  'app.listenOnlineCourse': { body: { token, taskId: 5021, liveId: 283400 } },
  'app.getGroupIdByLittleTeacher': { body: { token } },
  'questionnaire.isPushQuestionnaire': { query: { userId: official.userId } },
  'app.getPersonInfo': { query: { token } },
  'app.workUndoneNum': { body: { token, groupId: 5334 } },
  'config.configurations': { body: { group: 'parent', nameList: ['wrongSetSwitch'] } },
  // ── home (doc 2) ──
  'app.todayClasss': { query: { token } },
  'gateway.getUnReadMsgNum': {
    body: { reqType: 1, token, userType: HOME_LIST_USER_TYPE.OFFICIAL_STUDENT },
  },
  'app.getAppFlag': { query: { userId: official.userId } },
  'app.homePageShowConfig': {
    body: {
      limit: 2,
      page: 1,
      showDeviceType: BANNER_PLATFORM_TYPE.WEB,
      showUserType: HOME_LIST_USER_TYPE.OFFICIAL_STUDENT,
      userId: official.userId,
    },
  },
  'app.indexBanner': {
    body: {
      displayPosition: 1,
      userType: BANNER_USER_TYPE.OFFICIAL_STUDENT,
      platformType: BANNER_PLATFORM_TYPE.WEB,
      userId: official.userId,
    },
  },
  'gateway.getPositionBanner': {
    body: {
      platformType: BANNER_PLATFORM_TYPE.WEB,
      displayPositionId: 1,
      userType: BANNER_USER_TYPE.OFFICIAL_STUDENT,
      userId: official.userId,
    },
  },
  'app.bannerAccess': { query: { id: 100, userId: official.userId } },
  'app.getSourceConfig': {
    query: {
      resourceIds: '7182,7183,7184,7185,7186,7187,7188,356',
      userType: BANNER_USER_TYPE.OFFICIAL_STUDENT,
    },
  },
  'app.listUnclaimedAward': { query: { token } },
  'app.receivePackageAward': {
    body: {
      packageReceives: [
        { id: 48858, packageName: '新学期赠送课时', giveClass: 3 },
        { id: 87522, packageName: '连续打卡奖励课时', giveClass: 2 },
      ],
      token,
    },
  },
  'gateway.interestTagPopListSave': {
    body: {
      interestTagPopListSaveReqDtos: [
        {
          popId: 398,
          saveGroupReqDtos: [
            {
              groupId: 1,
              tagReqDtos: [
                { tagid: 100, status: 1 },
                { tagid: 101, status: 2 },
              ],
            },
          ],
        },
      ],
    },
  },
  'evaluation.getReportRecord': { body: { userId: official.userId, subject: 0, step: 'L1' } },
  'evaluation.updateReportReadStatus': { body: { id: 64830, userId: official.userId } },
  'marketing.getPosterShareTask': { query: { courseBelong: 1, courseSubjectTypes: '0,5' } },
  'app.findDictionary': { query: { key: 'MARKETING_ACTIVITY_DOMAIN' } },
  'app.getOptionSwitch': { body: { token } },
  'app.trialClaimSendCode': { body: { phone: '13912345678', areaCode: '86', source: 10001 } },
  'app.trialClaimLogin': {
    body: { phone: '13912345678', areaCode: '86', verificationCode: EXAMPLE_SMS_CODE, source: 10001 },
  },
  // ── step-up (doc 3) ──
  'ems.stepUpInfo': { body: { student_id: stepUp.studentId } },
  'ems.stepUpConfirm': { body: operator },
  'ems.stepUpUpdateType': { body: operator },
  'ems.stepUpSubmitPlanTime': {
    body: {
      ...operator,
      plan_time: JSON.stringify([
        [
          { w: 6, h: 9, m: 0 },
          { w: 7, h: 10, m: 30 },
        ],
      ]),
      plan_step_id: stepUp.planStepId,
    },
  },
  'ems.stepUpChangeClass': {
    body: { ...operator, class_id: stepUp.classId, plan_step_id: stepUp.planStepId },
  },
  'ems.stepUpResourcesList': {
    body: { catePid: stepUp.catePid, cateSid: stepUp.cateSid, oldCycle: stepUp.oldCycle },
  },
  'ems.stepUpRecommendClassDetail': { query: { student_id: stepUp.studentId } },
  'ems.getTeacherBaseInfo': { body: { teacherId: stepUp.teacherId } },
  'ems.getTeacherUrl': { body: { teacherCode: stepUp.teacherCode } },
  'ems.stepUpClassResourceList': {
    body: {
      catePid: stepUp.catePid,
      cateSid: stepUp.cateSid,
      oldCycle: stepUp.oldCycle,
      week1: 6,
      hour1: 9,
      minute1: 0,
      week2: 7,
      hour2: 18,
      minute2: 0,
      page: 1,
      pageSize: 10,
    },
  },
  'ems.teacherVideo': { body: { teacherId: stepUp.teacherId } },
  // ── learning partner, hours, parent centre, growth ──
  'partner.sendUserCrNotice': { body: { user_id: official.userId } },
  'partner.getUserPushStatus': { body: { user_id: official.userId } },
  'partner.admin': { body: { id: official.userId, fields: 'id,mobile' } },
  'partner.getUpdateStatus': { body: { user_id: official.userId } },
  'assets.queryUserHourGroup': { body: { userId: official.userId, status: 1 } },
  'gateway.multiBrandHourSummaryList': {
    body: { brandCodeList: ['wandou', 'math'], unificationId: official.unificationId },
  },
  'app.ugQueryUserHourGroup': {
    body: { unificationId: official.unificationId, hourUserStatus: [0, 1], brandCode: 'wandou' },
  },
  'app.getHourCateByBrandCode': { body: { brandCode: 'wandou' } },
  'gateway.leaveSummary': { body: { unificationId: official.unificationId } },
  'app.getCourseStudyList': { body: { token } },
  'app.getClassLessonList': { body: { token, courseType: 1, groupId: 4821 } },
  'config.parentConfigByGroup': { body: { group: 'parent', nameList: ['subjectList', 'wrongSetSwitch'] } },
  'app.currentGroup': { body: { token } },
  'app.growStudyPlan': { query: { token, attendClass: 23625 } },
  'app.growLearningReport': { query: { token, attendClass: 23625, catePid: 5 } },
  'app.growEvaReportList': { query: { token, cateId: 5, subject: 0 } },
  'app.growSharedStudyPlan': { query: { shareKey: growthShareKey(official, 'plan') } },
  'app.growSharedLearningReport': { query: { shareKey: growthShareKey(official, 'report') } },
};
