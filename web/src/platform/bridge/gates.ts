/**
 * Version gates of doc 1 §5: the minimum app version of each native feature, per platform, and the
 * parameter checks. 'web' is the threshold for a shell whose system is neither iOS nor Android (the spec:
 * "start mini-program 1.5.0 (iOS and web 1.4.9)"); null means no gate on that platform.
 * Reading of "Android share image 1.7.0, share video 2.2.0": the Android qualifier belongs to share image
 * only; share video needs 2.2.0 everywhere (as save video does).
 */
import { compareVersions } from '../version';
import type { BridgeMethod, ParamsOf, ShareParams } from './protocol';

export type GatedFeature =
  | 'shareImage'
  | 'shareVideo'
  | 'startMiniProgram'
  | 'correctHomework'
  | 'correctWrongQuestion'
  | 'sharePlatforms'
  | 'saveVideo'
  | 'savePhoto';

export type GatePlatform = 'ios' | 'android' | 'web';

export interface Gate {
  ios: string | null;
  android: string | null;
  web: string | null;
}

const everywhere = (v: string): Gate => ({ ios: v, android: v, web: v });

export const VERSION_GATES: Readonly<Record<GatedFeature, Gate>> = {
  shareImage: { ios: null, android: '1.7.0', web: null },
  shareVideo: everywhere('2.2.0'),
  startMiniProgram: { ios: '1.4.9', android: '1.5.0', web: '1.4.9' },
  correctHomework: everywhere('1.9.0'),
  correctWrongQuestion: everywhere('1.9.0'),
  sharePlatforms: everywhere('1.10.0'),
  saveVideo: everywhere('2.2.0'),
  savePhoto: everywhere('2.5.0'),
};

/** Which gated feature a call is, if any (Share depends on what is shared). */
export function featureOf<M extends BridgeMethod>(method: M, params: ParamsOf<M>): GatedFeature | null {
  switch (method) {
    case 'Share': {
      const kind = (params as ShareParams | undefined)?.kind;
      return kind === 'image' ? 'shareImage' : kind === 'video' ? 'shareVideo' : null;
    }
    case 'StartMiniProgram':
      return 'startMiniProgram';
    case 'CorrectHomework':
      return 'correctHomework';
    case 'CorrectSpecialTopicWrongTitle':
      return 'correctWrongQuestion';
    case 'GetSharePlatforms':
      return 'sharePlatforms';
    case 'SaveVideo':
      return 'saveVideo';
    case 'SavePhotoToAlbum':
      return 'savePhoto';
    default:
      return null;
  }
}

export function minimumVersion(feature: GatedFeature, platform: GatePlatform): string | null {
  return VERSION_GATES[feature][platform];
}

export function gatePlatformOf(system: string | null | undefined): GatePlatform {
  if (!system) return 'web';
  if (/ios|iphone|ipad/i.test(system)) return 'ios';
  if (/android/i.test(system)) return 'android';
  return 'web';
}

/** Share image and share video need something to share ('parameter required'). */
export function missingParameter<M extends BridgeMethod>(method: M, params: ParamsOf<M>): boolean {
  if (method !== 'Share') return false;
  const p = params as ShareParams | undefined;
  if (p?.kind === 'image') return !(p.imageUrl || p.imageBase64 || p.url);
  if (p?.kind === 'video') return !(p.videoUrl || p.url);
  return false;
}

export type GateVerdict =
  | { ok: true }
  | { ok: false; reason: 'parameter-required'; feature: GatedFeature | null }
  | { ok: false; reason: 'version-not-support'; feature: GatedFeature; minimum: string };

export function checkCall<M extends BridgeMethod>(
  method: M,
  params: ParamsOf<M>,
  app: { platform: GatePlatform; appVersion: string | null },
): GateVerdict {
  const feature = featureOf(method, params);
  if (missingParameter(method, params)) return { ok: false, reason: 'parameter-required', feature };
  if (!feature) return { ok: true };
  const minimum = minimumVersion(feature, app.platform);
  if (minimum === null) return { ok: true };
  if (!app.appVersion || compareVersions(app.appVersion, minimum) < 0) {
    return { ok: false, reason: 'version-not-support', feature, minimum };
  }
  return { ok: true };
}
