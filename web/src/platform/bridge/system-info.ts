/**
 * System info at startup (doc 1 §1, §9): inside the native app ask the shell, 2 attempts × 5 s; when both
 * fail the app falls back to plain web behaviour.
 */
import { asPlainWeb, type Environment } from '../env';
import type { Bridge } from './bridge';
import { gatePlatformOf } from './gates';
import type { SystemEnvInfo } from './protocol';

export const SYSTEM_INFO_ATTEMPTS = 2;
export const SYSTEM_INFO_TIMEOUT_MS = 5_000;

export async function fetchSystemInfo(
  bridge: Pick<Bridge, 'call'>,
  options: { attempts?: number; timeoutMs?: number } = {},
): Promise<SystemEnvInfo | null> {
  const attempts = options.attempts ?? SYSTEM_INFO_ATTEMPTS;
  const timeoutMs = options.timeoutMs ?? SYSTEM_INFO_TIMEOUT_MS;
  for (let i = 0; i < attempts; i++) {
    try {
      const info = await bridge.call('GetSystemEnvInfo', {}, { timeoutMs });
      if (info && typeof info.appVersion === 'string') return info;
    } catch {
      // Retried once; the second failure falls through to plain web.
    }
  }
  return null;
}

/** The environment after the system-info step: refined by the shell's answer, or plain web without one. */
export function applySystemInfo(env: Environment, info: SystemEnvInfo | null): Environment {
  if (!env.isApp) return env;
  if (!info) return asPlainWeb(env);
  const gate = gatePlatformOf(info.system);
  return {
    ...env,
    appVersion: info.appVersion || env.appVersion,
    platform: gate === 'web' ? env.platform : gate,
  };
}
