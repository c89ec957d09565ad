/**
 * The login feature's texts (doc 1 §2, §4, §5, §8), in Chinese. Strings the spec does not show are chosen and
 * marked so. Interpolate `{name}` placeholders with `fmt` from src/texts.
 */
import { routeTitles, texts } from '../../texts';

/** Login screen (doc 1 §2, §4, §5, §8). Used by features/login. */
export const loginTexts = {
  pageTitle: routeTitles.login,
  welcome: '欢迎来到Wonder家长',
  modePassword: texts.trackingPageNames.loginPassword,
  modeSms: '验证码登录',
  switchToPassword: '使用密码登录',
  switchToSms: '使用验证码登录',
  phonePlaceholder: texts.phoneForm.phonePlaceholder,
  passwordPlaceholder: '请输入密码',
  codePlaceholder: texts.phoneForm.codePlaceholder,
  sendCode: texts.phoneForm.sendCode,
  resendCode: '重新获取',
  countdown: texts.phoneForm.countdown,
  submit: routeTitles.login,
  forgotPassword: texts.trackingPageNames.forgotPassword,
  wechatLogin: '微信登录',
  agreementPrefix: '登录即表示同意',
  userAgreement: '《用户协议》',
  userPrivacy: '《隐私政策》',
  userChildrenPrivacy: '《儿童隐私保护政策》',
  and: '和',
  phoneEmpty: texts.phoneForm.phoneEmpty,
  phoneInvalid: texts.phoneForm.phoneInvalid,
  codeEmpty: texts.phoneForm.codeEmpty,
  /** Not shown in the spec ("other form validation: not shown"): chosen. */
  passwordEmpty: '请输入密码！',
  sendSuccess: texts.phoneForm.sendSuccess,
  loginSuccess: '登录成功',
  /** Tracking page names of the two modes (the others are tracked where their routes render). */
  pageNameSms: texts.trackingPageNames.loginSms,
  pageNamePassword: texts.trackingPageNames.loginPassword,
  /** Tracked login failure reasons. */
  failureCodeNotFilled: '验证码未填写',
  failureWrongPhone: '手机号错误',
  areaPickerTitle: '选择国家和地区',
  areaHotGroup: '#',
  areaHotLabel: '热门',
  areaCode: '+{code}',
  /** Code 100088: device limit dialog. */
  deviceLimitTitle: '登录提醒',
  deviceLimitContent: '您的账号登录设备数已超出限制，建议使用验证码登录，或联系班主任、公众号在线客服处理',
  deviceLimitConfirm: texts.common.gotIt,
  /** Rebind conflict (doc 1 §8). */
  rebindConfirm: '发现已有社交帐号已绑定{phone}手机号，是否确认更换绑定？',
  rebindYes: '绑定',
  rebindNo: '不换绑',
  /** Accessible name of the rebind dialog (it has no visible title). */
  rebindTitle: '更换绑定',
  /** Logout success; the spec also names the English 'Logged out'. */
  loggedOut: texts.session.loggedOut,
  /** Not shown in the spec: chosen (password visibility toggle, code login before any send, 6201 fallback). */
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  codeNotSent: '请先获取验证码',
  captchaImagesExpired: '图片已失效，请点击刷新',
} as const;

/** Slider captcha (doc 1 §2, §4, §8). */
export const captchaTexts = {
  title: '安全验证',
  instruction: '向右拖动滑块完成拼图',
  failure: '验证失败，请重试',
  success: '验证成功',
  close: texts.common.close,
  refresh: '刷新',
  loading: texts.common.loading,
} as const;

/** Age selection (doc 1 §2, §5): ages 3 to 20, default 3. */
export const ageTexts = {
  title: '请选择宝贝的年龄',
  option: '{age}岁',
  submit: texts.common.confirm,
  submitting: '提交中...',
  /** Doc 1 §2 "a toast" without its words: chosen. */
  saved: '保存成功',
  classHourButton: '去家长中心查看',
} as const;

/** The agreement documents' pages (/protocol, /userAgreement, /userPrivacy, /userChildrenPrivacy). */
export const protocolTexts = {
  back: texts.shell.back,
  backHome: texts.shell.home,
  loading: texts.common.loadingContent,
  /** Not shown in the spec: chosen. */
  effectiveDate: '生效日期：{date}',
  failedTitle: '协议加载失败',
  failedHint: '请检查网络后重新加载',
  reload: texts.common.reload,
} as const;
