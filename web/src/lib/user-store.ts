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
import { createListenerStore } from '../platform/listener-store';
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
  const current = createListenerStore<UserState>(
    persist ? (localStore.getJson(LOCAL_KEYS.user, (v) => PersistedSchema.parse(v)) ?? EMPTY) : EMPTY,
  );

  function set(next: UserState) {
    if (persist) localStore.setJson(LOCAL_KEYS.user, next);
    current.set(next);
  }

  return {
    getState: current.get,
    subscribe: current.subscribe,
    setUser(user, student) {
      set({ user, student: student ?? current.get().student, openId: user.openId ?? current.get().openId });
    },
    setStudent(student) {
      set({ ...current.get(), student });
    },
    setOpenId(openId) {
      set({ ...current.get(), openId });
    },
    logout() {
      set({ user: null, student: TOURIST, openId: current.get().openId });
    },
    reset() {
      set(EMPTY);
    },
    token: () => current.get().user?.token || null,
    credentials() {
      const u = current.get().user;
      if (!u?.token) return null;
      return { token: u.token, userId: u.userId, time: u.time };
    },
    studentStatus: () => current.get().student.studentStatus,
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
