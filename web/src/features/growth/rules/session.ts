/**
 * The growth tab's own state across its three routes (doc 3 §4): the last token seen, the class the parent
 * chose and the dynamic-situation page's loaded flag.
 * - On activation a token different from the last one seen resets the tab: tab 1, no class chosen. The
 *   first token seen (a fresh page load) is only recorded, so a link into tab 2 stays on tab 2.
 * - Switching to tab 2 resets the loaded flag: the report is loaded again, behind its skeleton.
 * Pure transitions plus a tiny store the containers subscribe to.
 */
import { useSyncExternalStore } from 'react';
import { GROWTH_TAB, type GrowthTab } from './tabs';

export interface GrowthSession {
  lastToken: string | null;
  chosenClass: number | null;
  situationLoaded: boolean;
}

export const INITIAL_GROWTH_SESSION: GrowthSession = {
  lastToken: null,
  chosenClass: null,
  situationLoaded: false,
};

export function activate(
  state: GrowthSession,
  token: string,
): { state: GrowthSession; resetToTab: GrowthTab | null } {
  if (state.lastToken === token) return { state, resetToTab: null };
  if (state.lastToken === null) return { state: { ...state, lastToken: token }, resetToTab: null };
  return {
    state: { lastToken: token, chosenClass: null, situationLoaded: false },
    resetToTab: GROWTH_TAB.STUDY_PLAN,
  };
}

export function switchTab(state: GrowthSession, tab: GrowthTab): GrowthSession {
  return tab === GROWTH_TAB.SITUATION ? { ...state, situationLoaded: false } : state;
}

export function chooseClass(state: GrowthSession, classId: number | null): GrowthSession {
  return { ...state, chosenClass: classId };
}

export function markSituationLoaded(state: GrowthSession): GrowthSession {
  return state.situationLoaded ? state : { ...state, situationLoaded: true };
}

export interface GrowthSessionStore {
  get(): GrowthSession;
  set(next: GrowthSession): void;
  subscribe(listener: () => void): () => void;
}

export function createGrowthSessionStore(
  initial: GrowthSession = INITIAL_GROWTH_SESSION,
): GrowthSessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one growth session (the three tab routes are separate screens that share it). */
export const growthSession = createGrowthSessionStore();

export function useGrowthSession(store: GrowthSessionStore = growthSession): GrowthSession {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
