/**
 * What home's popup calls answer in stories. The fixtures are busy (every popup has data, which the popup
 * stories want); the section stories want a calm home, so they answer these: nothing to show for every popup
 * of the chain and the notification popup (the simulator's 'default' is calm the same way).
 */
import {
  DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD,
  type EndpointId,
  INTEREST_TAG_STATUS,
} from '@wonder/contracts';
import { type PersonaId, successData } from '@wonder/fixtures';
import { getBridge } from '@wonder/web/src/platform/runtime';
import { DEFAULT_SHELL_SETTINGS, installSimulatedShell } from '@wonder/web/src/platform/simulated-shell';
import { LOCAL_KEYS, SESSION_KEYS } from '@wonder/web/src/platform/storage';

/** The step-up activity period around the story's own now (the app compares it with the device clock). */
export const periodAroundNow = () => successData('static.higherLevelActivity', 'official', Date.now());

type Data = Record<string, unknown>;
/** What a story's calls answer, by endpoint id (parameters.api.data). */
type Answers = Partial<Record<EndpointId, unknown>>;

export function calmPopups(persona: PersonaId = 'official'): Answers {
  const source = successData('app.getSourceConfig', persona) as Data;
  const newcomer = successData('app.getEntranceDetail', persona) as Data;
  return {
    'static.higherLevelActivity': { ...DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD },
    'app.listUnclaimedAward': [],
    'app.isSignIn': { ...(successData('app.isSignIn', persona) as Data), signIn: true },
    'app.getEntranceDetail': { ...newcomer, isShowPop: false },
    'app.checkWonderfulMoment': { popup: false, icon: true },
    'gateway.interestTagPopList': [],
    'app.getSourceConfig': { ...source, popups: [] },
    'app.isSubscribe': true,
  };
}

/** Only this popup of the chain has something to show. */
export function onlyPopup(
  key: 'stepUp' | 'gift' | 'checkIn' | 'newcomer' | 'wonderful' | 'tags' | 'source',
  persona: PersonaId = 'official',
): Answers {
  const calm = calmPopups(persona);
  const on: Record<typeof key, Answers> = {
    stepUp: { 'static.higherLevelActivity': periodAroundNow() },
    gift: { 'app.listUnclaimedAward': successData('app.listUnclaimedAward', persona) },
    checkIn: { 'app.isSignIn': { ...(successData('app.isSignIn', persona) as Data), signIn: false } },
    newcomer: {
      'app.getEntranceDetail': {
        ...(successData('app.getEntranceDetail', persona) as Data),
        firstScene: false,
        secondScene: false,
        thirdScene: true,
        fourthScene: false,
        isShowPop: true,
      },
    },
    wonderful: { 'app.checkWonderfulMoment': { popup: true, icon: true } },
    tags: { 'gateway.interestTagPopList': successData('gateway.interestTagPopList', persona) },
    source: { 'app.getSourceConfig': successData('app.getSourceConfig', persona) },
  };
  return { ...calm, ...on[key] };
}

/** The tag popup with its first group already at its maximum (3 of 3 chosen). */
export function tagsAtMax(persona: PersonaId = 'official'): Answers {
  const [popup] = successData('gateway.interestTagPopList', persona) as [
    {
      olParentInterestTagPopGroupSaveDtos: {
        maxChosedNum: number;
        olParentInterestTagPopGroupDetailSaveDtos: { status: number }[];
      }[];
    },
  ];
  const [first, ...rest] = popup.olParentInterestTagPopGroupSaveDtos;
  if (!first) return onlyPopup('tags', persona);
  const atMax = {
    ...first,
    olParentInterestTagPopGroupDetailSaveDtos: first.olParentInterestTagPopGroupDetailSaveDtos.map(
      (t, i) => ({
        ...t,
        status: i < first.maxChosedNum ? INTEREST_TAG_STATUS.CHOSEN : INTEREST_TAG_STATUS.NOT_CHOSEN,
      }),
    ),
  };
  return {
    ...calmPopups(persona),
    'gateway.interestTagPopList': [{ ...popup, olParentInterestTagPopGroupSaveDtos: [atMax, ...rest] }],
  };
}

/** The popups' device and session memory, cleared before each story so every story starts fresh. */
export function forgetPopups(): void {
  for (const key of [
    LOCAL_KEYS.classHourGiftShown,
    LOCAL_KEYS.notifyAuthCount,
    LOCAL_KEYS.notifyFollowCount,
  ]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(SESSION_KEYS.notifyCancelled);
}

/**
 * A native shell on the story's page whose push notifications are off (GetPushState '1', doc 2 §4), the
 * app's own simulated shell (web/src/platform/simulated-shell.ts) answering at once; removed after the story,
 * so the next story of the page has no shell again (the bridge then queues its calls, as before).
 */
export function pushOffInTheApp(): () => void {
  installSimulatedShell(window, { ...DEFAULT_SHELL_SETTINGS, enabled: true, pushState: '1', latencyMs: 0 });
  getBridge().markReady();
  return () => {
    delete window.WonderNativeBridge;
    delete window.__simulatedShell;
  };
}
