/**
 * The app-wide texts (startup, requests, bridge, upgrade, web-only features, WeChat, tab shell), in Chinese.
 * Strings the spec gives only in English are translated; strings it does not show are chosen and marked so
 * by their section comment. A feature's own texts live in its folder (features/<x>/texts.ts).
 */
/** Words several parts of the app say. */
const common = {
  close: '关闭',
  loading: '加载中...',
  gotIt: '我知道了',
  confirm: '确定',
  /** A failed load's retry button (text chosen). */
  reload: '重新加载',
  /** Accessible name of a loading skeleton (text chosen). */
  loadingContent: '内容加载中',
  share: '分享',
  /** A figure that could not be loaded (doc 3 §8: failed hour loads show dashes). */
  dashes: '--',
  /** The one countdown format (domain/countdown.ts): days, hours, minutes, seconds in Chinese (doc 2 §9, doc 3 §9). */
  countdown: '{days}天{hours}时{minutes}分{seconds}秒',
} as const;

const APP_ONLY = '该功能需要在家长端APP中使用';

export const texts = {
  common,

  app: {
    /** Parent-app name: page title fallback, download page title (doc 1 §2 "parent-app title"). */
    name: 'Wonder家长',
    /**
     * The pages' meta description (index.html and every prerendered page; vite.config.ts writes it): what a
     * search result or a shared link says of the app. Chosen (the spec shows none), from doc 1 §1's overview.
     */
    description: 'Wonder家长：查看孩子的学习计划、直播与录播课程、课时和成长报告，陪伴3-8岁孩子快乐学习',
    studentAppName: 'Wonder学生端',
    shopName: 'Wonder商城',
    versionLabel: '版本 {version}',
  },

  /** Startup (doc 1 §1). */
  startup: {
    loading: common.loading,
    /** In WeChat, a partner subdomain is blocked (text not shown: chosen). */
    partnerBlocked: '当前页面无法访问，请通过官方渠道打开',
  },

  /** Student status names (doc 1 §1), shown in the debug console and greeting logic. */
  studentStatus: {
    TOURIST: '游客',
    UNOFFICIAL_STUDENT: '体验学员',
    OFFICIAL_STUDENT: '正式学员',
  },

  /** Generic request messages (doc 1 §8). */
  request: {
    loading: '请求中...',
    emptyResponse: '返回数据为空',
    badStatus: '返回状态错误{code}',
    loginExpired: '登录状态失效',
    timeoutTitle: '网络超时',
    timeoutText: '请检查网络是否正常',
    failed: '请求失败',
    retry: '请重试',
    /** Member and crm network failure: toast at the top for 2 s. */
    networkError: '网络异常',
  },

  /** Native bridge rejections (doc 1 §5), translated from 'version not support' etc. */
  bridge: {
    versionNotSupport: '当前版本不支持该功能',
    parameterRequired: '缺少必要参数',
    notLoggedIn: '用户未登录',
    notInApp: APP_ONLY,
    timeout: '客户端响应超时',
    /** One-time link code: any code other than '0' or 1000014 (doc 1 §8 'invalid status code returned'). */
    invalidStatusCode: '返回状态码无效',
  },

  /** Upgrade dialog (doc 1 §8): 'Update reminder', iOS vs other platforms. */
  upgrade: {
    title: '更新提醒',
    iosContent: '请将客户端更新至最新版本',
    iosConfirm: '立即更新',
    iosCancel: '稍后再说',
    otherContent: '当前版本不支持该功能，请前往应用商店升级至最新版本',
    otherConfirm: common.gotIt,
  },

  /** Progress words the course lists and the learning plan share (texts chosen). */
  study: {
    done: '已完成',
    todo: '待完成',
  },

  /** Features that do not exist outside the app (doc 1 §8, doc 2 §2). */
  web: {
    appOnly: APP_ONLY,
    qrCodeFailed: '二维码生成失败',
    growthNotSupported: '浏览器暂不支持该功能，请下载家长端APP',
    shopDownloadPrompt: '请下载家长端APP后进入商城',
    listenNeedsApp: '在线旁听需要下载家长端APP',
    goDownload: '去下载',
    cancel: '取消',
  },

  /** Session (doc 1 §8, doc 3 §8): the logout action and its toast (settings, the step-up header). */
  session: {
    logout: '退出登录',
    /** 'Logged out'. */
    loggedOut: '已退出登录',
  },

  /** WeChat (doc 1 §8). */
  wechat: {
    /** No share info in the share configuration: a flow error. */
    noShareInfo: '未获取到分享信息',
  },

  /** Tab shell and navbar (doc 2 §2). */
  /**
   * The phone-and-code form of the login page and home's trial-claim popup (doc 1 §5, §8; doc 2 §8, §9):
   * the messages are the spec's own, the placeholders and buttons chosen.
   */
  phoneForm: {
    phonePlaceholder: '请输入手机号',
    codePlaceholder: '请输入验证码',
    sendCode: '获取验证码',
    countdown: '{seconds}s后重新获取',
    phoneEmpty: '手机号码不能为空！',
    phoneInvalid: '请输入正确的手机号码！',
    codeEmpty: '请输入验证码！',
    sendSuccess: '发送成功',
  },

  shell: {
    tabs: {
      home: '首页',
      growth: '成长',
      courses: '课程',
      me: '我的',
    },
    greeting: {
      morning: '早上好',
      afternoon: '下午好',
      evening: '晚上好',
    },
    /** Greeting with the parent's name. */
    greetingWithName: '{name}，{greeting}',
    /** Tourists: generic icon and a greeting without a name (text chosen). */
    touristGreeting: '{greeting}，欢迎来到Wonder家长',
    avatar: '头像',
    messages: '消息',
    /** Accessible name of the bell with a badge: must contain the badge's visible text. */
    messagesUnread: '消息 {count}',
    unreadMax: '99+',
    back: '返回',
    home: '回到首页',
    /** App download bar for non-app users; text differs per role (doc 2 §2, §6; texts chosen). */
    downloadBarTourist: '下载APP，免费领取体验课',
    downloadBarTrial: '下载APP，体验课上课提醒不错过',
    downloadBarOfficial: '下载APP，随时查看学习情况',
    downloadBarButton: '立即下载',
    tabsFailed: '底部导航加载失败',
    /** A tourist sent to /login because the tab configuration failed (text chosen). */
    tabsFailedLogin: '页面加载失败，请登录后继续使用',
    /** Pull-to-refresh texts (doc 2 §1). */
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: common.loading,
  },

  /**
   * Page names of event tracking (doc 1 §2 "Page names used for tracking: login by SMS, forgot password,
   * account deletion SMS verification"); the password mode's is chosen (the spec names none for it).
   */
  trackingPageNames: {
    loginSms: '短信登录',
    loginPassword: '密码登录',
    forgotPassword: '忘记密码',
    cancellationSms: '注销账号短信验证',
  },

  /** Routes whose screens live only in the native app (doc 1 §2 names them; no document describes them). */
  appOnly: {
    /** Text chosen. */
    hint: '打开或下载Wonder家长APP，即可使用全部功能',
    /** Inside an app older than the version that has the page (domain/app-only.ts `appOnlyNotice`). */
    update: '请将家长端APP更新至最新版本后使用该功能',
    /** Inside an app that has the page: the app opens it from its own entry (text chosen). */
    fromApp: '该页面由家长端APP提供，请从APP内的对应入口打开',
    /** /findPassword outside the app: the code login needs no password (text chosen). */
    codeLogin: '忘记密码也能登录：使用手机验证码登录，无需输入密码',
    codeLoginButton: '去验证码登录',
  },
} as const;
