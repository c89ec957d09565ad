/**
 * The ONE typed module the app uses to talk to the native shell: every call of doc 1 §7 through
 * `native.call(method, params)`, with the version gates and rejections of doc 1 §5 applied first:
 * 'version not support' (older app; the upgrade dialog opens where allowed), 'parameter required' (share
 * image / share video without what to share) and 'not in app' outside the shell.
 * ('not logged in' belongs to the one-time link code: ../links.ts.)
 */
import { texts } from '../../texts';
import type { Environment } from '../env';
import type { Bridge, CallOptions } from './bridge';
import { checkCall, type GatedFeature, type GatePlatform } from './gates';
import type { BridgeEvent, BridgeEvents, BridgeMethod, ParamsOf, ResultOf } from './protocol';

export type RejectionReason = 'version-not-support' | 'parameter-required' | 'not-logged-in' | 'not-in-app';

const REJECTION_TEXT: Record<RejectionReason, string> = {
  'version-not-support': texts.bridge.versionNotSupport,
  'parameter-required': texts.bridge.parameterRequired,
  'not-logged-in': texts.bridge.notLoggedIn,
  'not-in-app': texts.bridge.notInApp,
};

/** A call refused before it reached the shell. `message` is the Chinese text, `reason` the stable code. */
export class BridgeRejection extends Error {
  constructor(
    readonly reason: RejectionReason,
    readonly method: BridgeMethod | 'linkCode',
    readonly feature: GatedFeature | null = null,
  ) {
    super(REJECTION_TEXT[reason]);
    this.name = 'BridgeRejection';
  }
}

export interface UpgradeRequest {
  platform: GatePlatform;
  feature: GatedFeature;
  minimum: string;
}

export interface NativeCallOptions extends CallOptions {
  /** Open the upgrade dialog when the app is too old (default true; false for background calls). */
  upgradeDialog?: boolean;
}

export interface Native {
  call<M extends BridgeMethod>(
    method: M,
    params: ParamsOf<M>,
    options?: NativeCallOptions,
  ): Promise<ResultOf<M>>;
  on<E extends BridgeEvent>(event: E, handler: (payload: BridgeEvents[E]) => void): () => void;
  /** Whether calls can be made at all (inside the native shell). */
  available(): boolean;
}

export interface NativeDeps {
  bridge: Bridge;
  environment: () => Environment;
  /** The platform the gates apply (from the shell's system info, else from the environment). */
  gatePlatform: () => GatePlatform;
  onUpgradeRequired?: (request: UpgradeRequest) => void;
}

export function createNative(deps: NativeDeps): Native {
  return {
    available: () => deps.environment().isApp,
    async call(method, params, options = {}) {
      const env = deps.environment();
      if (!env.isApp) throw new BridgeRejection('not-in-app', method);
      const platform = deps.gatePlatform();
      const verdict = checkCall(method, params, { platform, appVersion: env.appVersion });
      if (!verdict.ok) {
        if (verdict.reason === 'version-not-support') {
          if (options.upgradeDialog !== false) {
            deps.onUpgradeRequired?.({ platform, feature: verdict.feature, minimum: verdict.minimum });
          }
          throw new BridgeRejection('version-not-support', method, verdict.feature);
        }
        throw new BridgeRejection('parameter-required', method, verdict.feature);
      }
      const { upgradeDialog: _ignored, ...callOptions } = options;
      return deps.bridge.call(method, params, callOptions);
    },
    on(event, handler) {
      return deps.bridge.on(event, (payload) => handler(payload));
    },
  };
}
