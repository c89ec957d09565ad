/**
 * The growth tab's own state across its three routes (doc 3 §4): the last token seen, the class the parent
 * chose and whether the tab's first view has been drawn in this page load.
 * - On activation a token different from the last one seen resets the tab: tab 1, no class chosen. The
 *   first token seen (a fresh page load) is only recorded, so a link into tab 2 stays on tab 2.
 * - The first tab page of a page load draws its first view in one commit behind the page's skeleton (issue
 *   #30, lib/first-load/gathered-queries.ts); once drawn, the other tabs open at once with their header, each panel
 *   behind its own skeleton, so a tab switch never blanks the child's header.
 * (Switching to tab 2 asks for the report again behind its skeleton: the container drops the cached report.)
 * Pure transitions plus a tiny store the containers subscribe to.
 */
import { createListenerStore, type ListenerStore, useListenerStore } from '../../../platform/listener-store';
import { GROWTH_TAB, type GrowthTab } from './tabs';

export interface GrowthSession {
  lastToken: string | null;
  chosenClass: number | null;
  /** A tab page has drawn its first view in this page load. */
  drawn: boolean;
}

export const INITIAL_GROWTH_SESSION: GrowthSession = {
  lastToken: null,
  chosenClass: null,
  drawn: false,
};

export function activate(
  state: GrowthSession,
  token: string,
): { state: GrowthSession; resetToTab: GrowthTab | null } {
  if (state.lastToken === token) return { state, resetToTab: null };
  if (state.lastToken === null) return { state: { ...state, lastToken: token }, resetToTab: null };
  return {
    state: { ...state, lastToken: token, chosenClass: null },
    resetToTab: GROWTH_TAB.STUDY_PLAN,
  };
}

export function chooseClass(state: GrowthSession, classId: number | null): GrowthSession {
  return { ...state, chosenClass: classId };
}

export function markDrawn(state: GrowthSession): GrowthSession {
  return state.drawn ? state : { ...state, drawn: true };
}

export type GrowthSessionStore = ListenerStore<GrowthSession>;

export function createGrowthSessionStore(
  initial: GrowthSession = INITIAL_GROWTH_SESSION,
): GrowthSessionStore {
  return createListenerStore(initial);
}

/** The app's one growth session (the three tab routes are separate screens that share it). */
export const growthSession = createGrowthSessionStore();

/** The class the parent chose: what the tab re-renders for (not for the rest of the session). */
export function useChosenClass(store: GrowthSessionStore = growthSession): number | null {
  return useListenerStore(store, (session) => session.chosenClass);
}
