/**
 * Provider states against the simulator, through its admin API only (so the same handlers work for an
 * in-process simulator and for one running elsewhere, e.g. `mock-server --port 4010`):
 *   1. reset the verification session (fresh world: tokens, captchas, counters);
 *   2. select the scenario named by the state (state names ARE scenario ids);
 *   3. log in the state's persona with the token value the pact examples carry, so the replayed
 *      requests are authenticated exactly as the app's would be;
 *   4. state params: seed the slider challenge (captchaToken, secretKey, x); when the state is
 *      'sms-captcha-required', also solve it, so the replayed SMS send carries a valid verification.
 * Any failure is thrown AND recorded: pact-js only logs a failing state handler, so the verification
 * test asserts afterwards that no state failed.
 */

import { HEADER } from '@wonder/contracts';
import { AdminApiError, createAdminClient, MOCK_SESSION_HEADER } from '@wonder/contracts/admin/client';
import { tokenOf } from '../interactions';
import { CAPTCHA_POINT_JSON } from '../requests';
import { STATE, STATE_INFO, type StateName } from '../states';

/** The header the simulator reads the session from. */
export const SESSION_HEADER = MOCK_SESSION_HEADER;

export interface SimulatorAdmin {
  /** Origin of the simulator, e.g. http://127.0.0.1:4010 (admin under /__mock, hosts under /<host>). */
  origin: string;
  /** Session the replayed requests use (sent in x-mock-session by the request filter). */
  session: string;
}

/** The simulator lacks an admin route a state needs (the interactions using it are pending). */
export class MissingAdminHookError extends Error {}

/** An older simulator answers an admin route it does not have with its not-found reply. */
async function viaAdmin<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404 && error.serverMessage.startsWith('no route'))
      throw new MissingAdminHookError(`${error.message}: the simulator has no such admin route`);
    throw error;
  }
}

function captchaParams(params: unknown): { captchaToken: string; secretKey: string; x: number } | null {
  const p = (params ?? {}) as Record<string, unknown>;
  if (typeof p.captchaToken !== 'string') return null;
  return { captchaToken: p.captchaToken, secretKey: String(p.secretKey), x: Number(p.x) };
}

/** Solve the seeded challenge through the captcha host, as the app's slider would. */
async function solveCaptcha(sim: SimulatorAdmin, captchaToken: string): Promise<void> {
  const response = await fetch(`${sim.origin}/captcha/auth/o/v1/captcha/check`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [MOCK_SESSION_HEADER]: sim.session,
      [HEADER.appScene]: 'parent-h5',
    },
    body: JSON.stringify({ captchaType: 'blockPuzzle', pointJson: CAPTCHA_POINT_JSON, token: captchaToken }),
  });
  const body = (await response.json()) as { repCode?: string };
  if (body.repCode !== '0000') throw new Error(`solving the seeded captcha answered ${JSON.stringify(body)}`);
}

export async function setUpState(sim: SimulatorAdmin, state: string, params: unknown): Promise<void> {
  const info = STATE_INFO[state as StateName];
  if (!info) throw new Error(`state '${state}' is not in contracts/pact/states.ts`);
  const admin = createAdminClient({ baseUrl: sim.origin, session: sim.session });
  await viaAdmin(admin.reset());
  await viaAdmin(admin.setScenarios({ scenarios: [state] }));
  if (info.persona) await viaAdmin(admin.login({ persona: info.persona, token: tokenOf(info.persona) }));
  const captcha = captchaParams(params);
  if (captcha) {
    await viaAdmin(
      admin.seedCaptcha({ token: captcha.captchaToken, secretKey: captcha.secretKey, x: captcha.x }),
    );
    if (state === STATE.smsCaptchaRequired) await solveCaptcha(sim, captcha.captchaToken);
  }
}

/**
 * pact-js state handlers for every state name, recording failures (pact-js only logs them). A missing
 * admin hook goes to `missingHooks` instead: only pending interactions depend on one.
 */
export function stateHandlers(
  sim: SimulatorAdmin,
  failures: string[],
  missingHooks: string[] = failures,
): Record<string, { setup: (params?: unknown) => Promise<void> }> {
  return Object.fromEntries(
    Object.keys(STATE_INFO).map((state) => [
      state,
      {
        setup: async (params?: unknown) => {
          try {
            await setUpState(sim, state, params);
          } catch (error) {
            const list = error instanceof MissingAdminHookError ? missingHooks : failures;
            list.push(`state '${state}': ${(error as Error).message}`);
            throw error;
          }
        },
      },
    ]),
  );
}
