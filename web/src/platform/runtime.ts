/**
 * The platform singletons of the running app: the installed bridge, the gated native API, the shell's
 * system info. main.tsx calls installPlatform() once; everything else asks getNative()/getBridge().
 */
import { type Bridge, installBridge } from './bridge/bridge';
import { type GatePlatform, gatePlatformOf } from './bridge/gates';
import { createNative, type Native, type UpgradeRequest } from './bridge/native';
import type { SystemEnvInfo } from './bridge/protocol';
import { getEnvironment } from './env';

let bridge: Bridge | null = null;
let native: Native | null = null;
let systemInfo: SystemEnvInfo | null = null;
let upgradeHandler: ((request: UpgradeRequest) => void) | null = null;

export function installPlatform(win: Window = window): Bridge {
  // Only the app's shell injects an interface (env.ts read the page's user agent before this runs).
  if (!bridge) bridge = installBridge(win, { waitForInterface: getEnvironment().isApp });
  return bridge;
}

export function getBridge(): Bridge {
  return installPlatform();
}

function currentGatePlatform(): GatePlatform {
  if (systemInfo) return gatePlatformOf(systemInfo.system);
  return getEnvironment().platform ?? 'web';
}

export function getNative(): Native {
  if (!native) {
    native = createNative({
      bridge: getBridge(),
      environment: getEnvironment,
      gatePlatform: currentGatePlatform,
      onUpgradeRequired: (request) => upgradeHandler?.(request),
    });
  }
  return native;
}

/** The app shell registers the upgrade dialog here. */
export function setUpgradeHandler(handler: ((request: UpgradeRequest) => void) | null): void {
  upgradeHandler = handler;
}

export function setSystemInfo(info: SystemEnvInfo | null): void {
  systemInfo = info;
}

export function getSystemInfo(): SystemEnvInfo | null {
  return systemInfo;
}
