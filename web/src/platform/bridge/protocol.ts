/**
 * The page ↔ native shell protocol: every page→shell call and shell→page event of doc 1 §7, typed.
 * The spec names the calls but shows none of their answers: the shapes below are modelled (documented in
 * ../README.md) and the simulated shell answers exactly these shapes.
 *
 * Wire format (chosen; see ../README.md):
 * - page → shell: `window.WonderNativeBridge.postMessage(json)` (Android JavascriptInterface or an injected
 *   object) or `window.webkit.messageHandlers.WonderNativeBridge.postMessage(json)` (iOS WKWebView), where
 *   json = `{"id":"…","method":"GetSystemEnvInfo","params":{…}}` (a CallMessage), or a ReplyMessage.
 * - shell → page: `window.__wonderBridge.dispatch(message)` with a message object or its JSON text:
 *   `{id, result}` / `{id, error:{code?, message}}` answers a call; `{event, payload, id?}` is an event
 *   (an event with an id expects a ReplyMessage). `window.__wonderBridge.ready()` says the shell is ready.
 */
import type { ShareChannel, StudentStatus } from '@wonder/contracts';

/** App info from the native shell (doc 1 §3). */
export interface SystemEnvInfo {
  appVersion: string;
  /** 'iOS' or 'Android' (other values: treated by version gates as "web"). */
  system: string;
  systemVersion: string;
  phoneModel: string;
  /** Install channel code (doc 1 §3), as text. */
  channel: string;
  appDeviceId: string;
  appName: string;
}

/** The logged-in user as the shell keeps it (GetUserData / SetUserData): user info + student status. */
export interface ShellUserData {
  token: string;
  userId: string;
  time: number;
  appToken?: string | null;
  openId?: string | null;
  userName?: string | null;
  unificationId?: string | null;
  studentStatus?: StudentStatus | null;
  studentAuditionStatusEnums?: 'Y' | 'N' | null;
  step?: string | null;
}

export type ShareKind = 'link' | 'image' | 'video';
/** The spec's share channels (doc 1 §3, contracts' SHARE_CHANNELS). */
export type { ShareChannel };

export interface ShareParams {
  kind: ShareKind;
  channel?: ShareChannel;
  title?: string;
  desc?: string;
  /** link: page url; image: image url or base64 data url; video: video url. */
  url?: string;
  imageUrl?: string;
  imageBase64?: string;
  videoUrl?: string;
  iconUrl?: string;
}

export interface ChosenFile {
  /** Shell-side id, passed back to UploadFile. */
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
  /** Local preview the WebView can display (data: or app-scheme url). */
  previewUrl?: string;
}

type Empty = Record<string, never>;

/** Every page→shell call: params and answer. */
export interface BridgeCalls {
  Share: { params: ShareParams; result: { shared: boolean; channel?: ShareChannel } };
  OpenWebLink: { params: { url: string; replace?: boolean }; result: Empty };
  VideoFullScreen: { params: { fullScreen: boolean }; result: Empty };
  SaveImg: { params: { url?: string; base64?: string }; result: { saved: boolean } };
  SetUserData: { params: ShellUserData | Empty; result: Empty };
  GetUserData: { params: Empty; result: ShellUserData | null };
  LiveCourse: {
    params: {
      liveId: string | number;
      liveCnListId?: string | number;
      liveStudentId?: string | number;
      listen?: boolean;
    };
    result: Empty;
  };
  GetAppConfig: { params: Empty; result: Record<string, unknown> };
  SetUploadImgVideoCount: { params: { imageCount: number; videoCount: number }; result: Empty };
  GetCourseCacheSize: { params: Empty; result: { bytes: number } };
  ClearCourseCache: { params: Empty; result: { cleared: boolean } };
  ReplayCourse: { params: { liveId: string | number; courseResourceId?: string | number }; result: Empty };
  GetSystemEnvInfo: { params: Empty; result: SystemEnvInfo };
  SetWebVersion: { params: { version: string }; result: Empty };
  /** Ask the shell to show its encouragement (app-rating) prompt. */
  ToEncourage: { params: { scene?: string }; result: Empty };
  UploadSystemLog: { params: { reason?: string }; result: Empty };
  setDeviceTopArea: { params: { color?: string; immersive?: boolean }; result: Empty };
  getDeviceTopHeight: { params: Empty; result: { height: number } };
  ChooseFile: {
    params: { accept: 'image' | 'video' | 'any'; maxCount?: number };
    result: { files: ChosenFile[] };
  };
  UploadFile: {
    params: { fileId: string; uploadUrl: string; fields?: Record<string, string> };
    result: { url: string };
  };
  BackToAppLogin: { params: Empty; result: Empty };
  OpenFile: { params: { url: string; isDownload?: boolean }; result: Empty };
  OpenPushSetting: { params: Empty; result: Empty };
  /** Push state: '1' off, '2' on (doc 2 §4). */
  GetPushState: { params: Empty; result: { state: '1' | '2' } };
  SetScreenShot: { params: { allowed: boolean }; result: Empty };
  StartMiniProgram: {
    params: { xcxId: string; path?: string; miniprogramType?: number };
    result: { launched: boolean };
  };
  CorrectHomework: { params: { homeworkId: string | number; questionId?: string | number }; result: Empty };
  CorrectSpecialTopicWrongTitle: {
    params: { topicId: string | number; questionId?: string | number };
    result: Empty;
  };
  ToAppStore: { params: { url: string }; result: Empty };
  GetSharePlatforms: { params: Empty; result: { platforms: ShareChannel[] } };
  SaveVideo: { params: { url: string }; result: { saved: boolean } };
  SavePhotoToAlbum: { params: { url: string }; result: { saved: boolean } };
}

export type BridgeMethod = keyof BridgeCalls;
export type ParamsOf<M extends BridgeMethod> = BridgeCalls[M]['params'];
export type ResultOf<M extends BridgeMethod> = BridgeCalls[M]['result'];

/** Every shell→page event and its payload. */
export interface BridgeEvents {
  /** The shell pushes its info (e.g. after an app update) without being asked. */
  SystemEnvInfo: SystemEnvInfo;
  OnResume: Empty;
  OnPause: Empty;
  /** The native back button: the page goes back (or closes a popup first). */
  WebViewGoBack: Empty;
  SaveVideoProgress: { progress: number };
  /** The shell asks whether the page finished its startup; answered with { initialised }. */
  GetWebInitStatus: Empty;
}

export type BridgeEvent = keyof BridgeEvents;

/** What the page answers to an event that carries an id. */
export interface BridgeEventReplies {
  GetWebInitStatus: { initialised: boolean };
}

export interface CallMessage {
  id: string;
  method: BridgeMethod;
  params: unknown;
}

export interface ReplyMessage {
  replyTo: string;
  result: unknown;
}

export type ShellMessage =
  | { id: string; result: unknown }
  | { id: string; error: { code?: string | number; message: string } }
  | { event: BridgeEvent; payload?: unknown; id?: string };

/** The object the shell (or the simulated shell, or an e2e init script) exposes to the page. */
export interface NativeInterface {
  postMessage(json: string): void;
  /** Optional self-description (simulated shell, e2e): counts as the app marker in detection. */
  platform?: 'ios' | 'android';
  appVersion?: string;
}

/** The object the page exposes to the shell. */
export interface PageInterface {
  dispatch(message: ShellMessage | string): void;
  ready(): void;
}

declare global {
  interface Window {
    WonderNativeBridge?: NativeInterface;
    __wonderBridge?: PageInterface;
    __wxjs_environment?: unknown;
    webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  }
}
