/**
 * The download feature's texts (doc 2 §2, §4: the landing page and its variants, the WeChat overlay, the PC
 * page, the guide page), in Chinese. The spec names the variants and the steps but shows none of their
 * words: every text here is chosen. Shared words reference src/texts.
 */
import type { DownloadVariant } from '../../domain/download-links';
import { routeTitles, texts } from '../../texts';

export interface VariantCopy {
  /** Small line above the headline: what the page is about. */
  eyebrow: string;
  headline: string;
  lead: string;
  /** Three highlights, shown as chips under the lead. */
  features: readonly [string, string, string];
}

/** One hero copy per /downloadApp variant (doc 2 §2: 1 parent … 7 nps). Chosen. */
export const variantCopy: Readonly<Record<DownloadVariant, VariantCopy>> = {
  parent: {
    eyebrow: texts.app.name,
    headline: '孩子的成长，随时看得见',
    lead: '上课提醒、学习报告、课后作业，一个APP全搞定',
    features: ['上课提醒', '学情报告', '作业点评'],
  },
  shop: {
    eyebrow: texts.app.shopName,
    headline: '豌豆币好礼，等你来兑换',
    lead: '认真学习赚豌豆币，精选学具与周边好礼随心换',
    features: ['豌豆币兑换', '精选学具', '每周上新'],
  },
  hour: {
    eyebrow: routeTitles.myClassHour,
    headline: '课时余额，一目了然',
    lead: '剩余课时、赠送课时与请假补课记录，随时查看',
    features: ['剩余课时', '赠课明细', '请假补课'],
  },
  teacher: {
    eyebrow: routeTitles.littleTeacherList,
    headline: '让孩子当一回小老师',
    lead: '上传讲解视频，生成专属小老师卡片，邀请亲友来点赞',
    features: ['讲解视频', '专属卡片', '亲友点赞'],
  },
  further: {
    eyebrow: routeTitles.furtherEducation,
    headline: '新学年，继续一起成长',
    lead: '在APP中确认新学年的班级与上课时间，班主任全程跟进',
    features: ['确认新班级', '选择时间', '班主任跟进'],
  },
  freshEnrollment: {
    eyebrow: routeTitles.freshmentEnrollment,
    headline: '开启快乐学习之旅',
    lead: '完成入学任务，领取新生专属礼包',
    features: ['首课准备', '入学任务', '新生礼包'],
  },
  nps: {
    eyebrow: routeTitles.nps,
    headline: '您的意见，让课堂更好',
    lead: '在APP中花一分钟完成调查，帮助我们改进课程与服务',
    features: ['一分钟完成', '真实反馈', '持续改进'],
  },
};

/** The landing page (doc 2 §2). Chosen. */
export const landingTexts = {
  /** Phone browsers: the button tries the app's scheme, then the store. */
  open: '打开Wonder家长APP',
  opening: '正在打开APP…',
  openHint: '未安装APP？稍后将自动前往应用商店',
  /** A desktop browser: the button leads to the QR page. */
  pcButton: texts.shell.downloadBarButton,
  pcHint: '在电脑上？扫码即可在手机上下载',
  /** Inside the WeChat mini-program the app cannot be opened. */
  miniProgramButton: routeTitles.downloadApp,
  miniProgramHint: '请在手机应用商店搜索「Wonder家长」下载安装',
  /** Inside the native app. */
  inAppNote: '您正在使用Wonder家长APP',
  inAppButton: '立即前往',
  platforms: '支持 iOS 与 Android 手机',
  stepsTitle: '三步开始',
  steps: ['安装APP', '手机号登录', '同步孩子学习'],
  back: texts.shell.back,
  highlights: '功能亮点',
} as const;

/** The WeChat browser's overlay (doc 2 §2: "open in browser", pointing to the menu). Chosen. */
export const wechatGuideTexts = {
  label: '在浏览器中打开',
  step1: '点击右上角的「···」按钮',
  step2: '选择「在浏览器打开」',
  result: '即可打开或下载Wonder家长APP',
  close: texts.common.gotIt,
} as const;

/** /downloadAppPc: the QR code of the landing page and the store links. Chosen. */
export const pcTexts = {
  headline: '扫码下载Wonder家长APP',
  lead: '用手机相机或微信「扫一扫」扫描二维码，即可在手机上打开或下载',
  qrLabel: '下载页二维码',
  qrLoading: '二维码生成中',
  qrFailed: texts.web.qrCodeFailed,
  storesTitle: '或前往应用商店',
  appStore: 'App Store 下载',
  android: '安卓版下载',
  retry: '重新生成',
} as const;

/** /commonGuide (doc 1 §2 names it, doc 2 §2 sends the mini-program teacher visit to it). Chosen. */
export const guideTexts = {
  teacherCardTitle: '制作小老师卡片',
  teacherCardIntro: '小老师卡片需要在Wonder家长APP中制作，按下面三步即可完成：',
  teacherCardStep1Title: '下载家长端APP',
  teacherCardStep1: '在手机应用商店搜索「Wonder家长」并安装',
  teacherCardStep2Title: '登录同一账号',
  teacherCardStep2: '使用在小程序中绑定的手机号登录',
  teacherCardStep3Title: '生成专属卡片',
  teacherCardStep3: '进入「我的」-「小老师」，上传讲解视频即可生成卡片',
  stepLabel: '第{n}步',
  unknownTitle: '未找到该指引',
  unknownText: '链接可能已失效，请返回上一页或回到首页',
  back: texts.shell.back,
  home: texts.shell.home,
} as const;
