/**
 * The user store: user info, student status and the WeChat openId, persisted in localStorage.
 * Logout keeps only the openId (doc 1 §1); a failed status lookup clears the user and leaves a TOURIST.
 * Framework-free (the client reads credentials from it); React reads it through useUserState.
 */
import {
  STUDENT_STATUS,
  type StudentInfo,
  StudentInfoSchema,
  type StudentStatus,
  type UserInfo,
  UserInfoSchema,
} from '@wonder/contracts';
import type { Credentials } from '@wonder/contracts/client';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { LOCAL_KEYS, localStore } from '../platform/storage';

export interface UserState {
  user: UserInfo | null;
  student: StudentInfo;
  openId: string | null;
}

export const TOURIST: StudentInfo = {
  studentStatus: STUDENT_STATUS.TOURIST,
  studentAuditionStatusEnums: null,
  step: null,
  payedStudentStatusText: null,
};

const EMPTY: UserState = { user: null, student: TOURIST, openId: null };

const PersistedSchema = z.object({
  user: z.nullable(UserInfoSchema),
  student: StudentInfoSchema,
  openId: z.nullable(z.string()),
});

export interface UserStore {
  getState(): UserState;
  subscribe(listener: () => void): () => void;
  /** After a login: the user (and its openId when it has one); status stays until the lookup answers. */
  setUser(user: UserInfo, student?: StudentInfo): void;
  setStudent(student: StudentInfo): void;
  /** An unbound WeChat visitor: a TOURIST known only by openId. */
  setOpenId(openId: string | null): void;
  /** Logout, expiry, failed status lookup: everything goes except the openId. */
  logout(): void;
  /** Forget everything, openId included (debug console "clear storage"). */
  reset(): void;
  token(): string | null;
  credentials(): Credentials | null;
  studentStatus(): StudentStatus;
}

export function createUserStore(persist = true): UserStore {
  let state: UserState = persist
    ? (localStore.getJson(LOCAL_KEYS.user, (v) => PersistedSchema.parse(v)) ?? EMPTY)
    : EMPTY;
  const listeners = new Set<() => void>();

  function set(next: UserState) {
    state = next;
    if (persist) localStore.setJson(LOCAL_KEYS.user, state);
    for (const l of listeners) l();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(user, student) {
      set({ user, student: student ?? state.student, openId: user.openId ?? state.openId });
    },
    setStudent(student) {
      set({ ...state, student });
    },
    setOpenId(openId) {
      set({ ...state, openId });
    },
    logout() {
      set({ user: null, student: TOURIST, openId: state.openId });
    },
    reset() {
      set(EMPTY);
    },
    token: () => (state.user?.token ? state.user.token : null),
    credentials() {
      const u = state.user;
      if (!u?.token) return null;
      return { token: u.token, userId: u.userId, time: u.time };
    },
    studentStatus: () => state.student.studentStatus,
  };
}

/** The app's one user store. */
export const userStore = createUserStore();

export function useUserState(store: UserStore = userStore): UserState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function isTourist(state: UserState): boolean {
  return !state.user?.token || state.student.studentStatus === STUDENT_STATUS.TOURIST;
}
